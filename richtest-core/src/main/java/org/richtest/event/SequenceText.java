package org.richtest.event;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Writes the readable text form of a sequence: a header line naming the threads and objects, then
 * one line per event with aligned columns for its id, kind, operation or open list, timestamp and
 * partner.
 */
final class SequenceText {

  private static final String GAP = "  ";

  private SequenceText() {}

  /**
   * Returns the header line and then one line per event, in occurrence order, each ending in a
   * newline. Unreceived sends show {@code (not received)}, unmatched receiving events {@code
   * unmatched}.
   */
  public static String write(SynSequence sequence) {
    StringBuilder text = new StringBuilder();
    StringJoiner objects = new StringJoiner(", ");
    for (Line line : sequence.lines()) {
      if (!line.isThread()) {
        objects.add(line.name());
      }
    }
    text.append("threads: ")
        .append(sequence.threads().isEmpty() ? "(none)" : String.join(", ", sequence.threads()))
        .append(" | objects: ")
        .append(objects.length() == 0 ? "(none)" : objects.toString())
        .append('\n');

    List<String[]> rows = new ArrayList<>();
    for (SynEvent event : sequence.events()) {
      rows.add(row(event));
    }
    int columns = 5;
    int[] widths = new int[columns];
    for (String[] row : rows) {
      for (int c = 0; c < columns; c++) {
        widths[c] = Math.max(widths[c], width(row[c]));
      }
    }
    for (String[] row : rows) {
      for (int c = 0; c < columns - 1; c++) {
        text.append(row[c]).append(" ".repeat(widths[c] - width(row[c]))).append(GAP);
      }
      text.append(row[columns - 1]).append('\n');
    }
    return text.toString();
  }

  private static String[] row(SynEvent event) {
    EventId partner = event.partner();
    return switch (event) {
      case SendingEvent send ->
          new String[] {
            send.id().toString(),
            "send",
            send.operation() + " on " + send.destination(),
            send.timestamp().toString(),
            partner == null ? "(not received)" : "-> " + partner
          };
      case ReceivingEvent receive -> {
        StringJoiner open = new StringJoiner(",", "{", "}");
        for (Channel channel : receive.openList().channels()) {
          open.add(channel.toString());
        }
        yield new String[] {
          receive.id().toString(),
          "receive",
          "open " + open,
          receive.timestamp().toString(),
          partner == null ? "unmatched" : "<- " + partner
        };
      }
    };
  }

  private static int width(String s) {
    return s.codePointCount(0, s.length());
  }
}
