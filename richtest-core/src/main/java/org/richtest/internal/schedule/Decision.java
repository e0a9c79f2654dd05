package org.richtest.internal.schedule;

import org.richtest.event.EventId;

/**
 * An enabled receiving event together with one open sending partner: one choice of the controller.
 *
 * @param receiver the identity the receiving event will have if this decision is taken
 * @param partner the sending partner's identity
 * @param issueOrder the partner's position among the run's sending events
 * @param read whether the receiving event is a read of a shared variable, whose partner is the
 *     variable's latest write and is not consumed
 */
public record Decision(EventId receiver, EventId partner, long issueOrder, boolean read) {

  /** Creates a decision that is not a read. */
  public Decision(EventId receiver, EventId partner, long issueOrder) {
    this(receiver, partner, issueOrder, false);
  }

  @Override
  public String toString() {
    return partner + "->" + receiver;
  }
}
