package org.richtest.diagram;

import java.util.StringJoiner;
import org.richtest.event.Channel;
import org.richtest.event.EventId;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;

/** The words the pictures use for an event, in the terms of the sequence's text form. */
final class EventText {

  private EventText() {}

  /**
   * Returns the paper's descriptor without the event's own line: {@code P on s} for a sending
   * event, {@code open {s.P,s.V}} for a receiving event.
   */
  static String descriptor(SynEvent event) {
    return switch (event) {
      case SendingEvent send -> send.operation() + " on " + send.destination();
      case ReceivingEvent receive -> {
        StringJoiner open = new StringJoiner(",", "open {", "}");
        for (Channel channel : receive.openList().channels()) {
          open.add(channel.toString());
        }
        yield open.toString();
      }
    };
  }

  /** Returns the short label drawn beside an event's dot: the id, and a send's operation. */
  static String label(SynEvent event) {
    return switch (event) {
      case SendingEvent send -> send.id() + " " + send.operation();
      case ReceivingEvent receive -> receive.id().toString();
    };
  }

  /** Returns the three-line hover text: id and descriptor, vector timestamp, partner. */
  static String title(SynEvent event) {
    EventId partner = event.partner();
    boolean send = event instanceof SendingEvent;
    String partnerText;
    if (partner == null) {
      partnerText = send ? "not received" : "unmatched";
    } else {
      partnerText = (send ? "received by " : "received ") + partner;
    }
    return event.id()
        + (send ? " send, " : " receive, ")
        + descriptor(event)
        + "\ntimestamp "
        + event.timestamp()
        + "\n"
        + partnerText;
  }
}
