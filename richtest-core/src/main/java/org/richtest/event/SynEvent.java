package org.richtest.event;

import org.jspecify.annotations.Nullable;

/**
 * An event of a SYN-sequence: a sending event (send, call) or a receiving event (receive, completion,
 * entry). Its identity is stable across runs; its timestamp is the one of the run that recorded it.
 */
public sealed interface SynEvent permits SendingEvent, ReceivingEvent {

  /** Returns the stable identity {@code (line, index)}. */
  EventId id();

  /** Returns the vector timestamp assigned by the paper's rules (section IV). */
  VectorTimestamp timestamp();

  /** Returns the synchronization partner, or null if there is none (yet). */
  @Nullable EventId partner();

  /** Returns the name of the line the event occurred on. */
  default String line() {
    return id().line();
  }
}
