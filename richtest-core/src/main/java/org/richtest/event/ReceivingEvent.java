package org.richtest.event;

import org.jspecify.annotations.Nullable;

/**
 * A receive, completion or entry event, with the paper's descriptor {@code (receiver, openList,
 * index)}. {@code before} is the receiving line's clock just before the event: the events it covers are
 * the event's control structure (semantics §4). A null partner marks an <em>unmatched</em> receiving
 * event, recorded only at the end of a partial run (paper section VII).
 */
public record ReceivingEvent(
    EventId id,
    OpenList openList,
    VectorTimestamp timestamp,
    VectorTimestamp before,
    @Nullable EventId partner)
    implements SynEvent {

  /** Returns whether this receiving event has no sending partner. */
  public boolean isUnmatched() {
    return partner == null;
  }

  @Override
  public String toString() {
    return id + " receive" + openList + timestamp + (partner == null ? " unmatched" : " <- " + partner);
  }
}
