package org.richtest.event;

/**
 * A clock exchange: the line of {@code to} learned everything {@code from} knew before {@code to}
 * occurred, without a synchronization pair — a completed call, a monitor exit, a signal, a thread
 * start or join (the dashed arrows of the paper's diagrams).
 */
public record ClockExchange(EventId from, EventId to) {

  @Override
  public String toString() {
    return from + "~>" + to;
  }
}
