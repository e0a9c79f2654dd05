package org.richtest.event;

import org.jspecify.annotations.Nullable;

/**
 * A send or call event on a thread line, with the paper's descriptor {@code (sender, destination,
 * operation, index)}. Its partner is null while the message or call has not been received.
 */
public record SendingEvent(
    EventId id, String destination, String operation, VectorTimestamp timestamp, @Nullable EventId partner)
    implements SynEvent {

  /** Returns this event with {@code newPartner} as its receiving partner. */
  public SendingEvent withPartner(@Nullable EventId newPartner) {
    return new SendingEvent(id, destination, operation, timestamp, newPartner);
  }

  @Override
  public String toString() {
    return id + " send(" + destination + "." + operation + ")" + timestamp;
  }
}
