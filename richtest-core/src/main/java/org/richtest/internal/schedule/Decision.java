package org.richtest.internal.schedule;

import org.richtest.event.EventId;

/**
 * An enabled receiving event together with one open sending partner: one choice of the controller.
 *
 * @param receiver the identity the receiving event will have if this decision is taken
 * @param partner the sending partner's identity
 * @param issueOrder the partner's position among the run's sending events
 */
public record Decision(EventId receiver, EventId partner, long issueOrder) {

  @Override
  public String toString() {
    return partner + "->" + receiver;
  }
}
