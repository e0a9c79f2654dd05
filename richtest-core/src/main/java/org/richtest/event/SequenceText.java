package org.richtest.event;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Writes the readable text form of a sequence: a header naming the threads and objects, a line per
 * object the run described (what it is in the program), then one line per event with aligned
 * columns for its id, kind, what happened, timestamp and partner, and the event's note if it has
 * one. Lines are shown by their {@linkplain SynSequence#displayName display names}; the JSON form
 * keeps the names replay needs.
 */
final class SequenceText {

  private static final String GAP = "  ";

  private SequenceText() {}

  /**
   * Returns the header lines and then one line per event, in occurrence order, each ending in a
   * newline. A send says its operation and destination; a receive what it accepted from whom (or
   * which write a read took) and then its open list; unreceived sends show {@code (not
   * received)}, unmatched receiving events {@code unmatched}.
   */
  public static String write(SynSequence sequence) {
    StringBuilder text = new StringBuilder();
    StringJoiner objects = new StringJoiner(", ");
    for (Line line : sequence.lines()) {
      if (!line.isThread()) {
        objects.add(sequence.displayName(line.name()));
      }
    }
    text.append("threads: ")
        .append(sequence.threads().isEmpty() ? "(none)" : String.join(", ", sequence.threads()))
        .append(" | objects: ")
        .append(objects.length() == 0 ? "(none)" : objects.toString())
        .append('\n');
    for (Line line : sequence.lines()) {
      sequence.description(line.name())
          .ifPresent(d -> text.append("  ").append(described(sequence, line.name(), d)).append('\n'));
    }

    List<String[]> rows = new ArrayList<>();
    for (SynEvent event : sequence.events()) {
      rows.add(row(sequence, event));
    }
    int columns = 6;
    int[] widths = new int[columns];
    for (String[] row : rows) {
      for (int c = 0; c < columns; c++) {
        widths[c] = Math.max(widths[c], width(row[c]));
      }
    }
    for (String[] row : rows) {
      int last = row[columns - 1].isEmpty() ? columns - 2 : columns - 1;
      for (int c = 0; c < last; c++) {
        text.append(row[c]).append(" ".repeat(widths[c] - width(row[c]))).append(GAP);
      }
      text.append(row[last]).append('\n');
    }
    return text.toString();
  }

  /**
   * Returns a described line's header entry: {@code Bank.savings is main#2: ReentrantLock made at
   * Bank.java:7} when shown by its label, {@code main#2: Bank.savings, ...} otherwise.
   */
  private static String described(SynSequence sequence, String name, LineDescription description) {
    String shown = sequence.displayName(name);
    String origin = description.origin();
    if (!shown.equals(name)) {
      return shown + " is " + name + (origin.isEmpty() ? "" : ": " + origin);
    }
    StringJoiner parts = new StringJoiner(", ", name + ": ", "");
    if (!description.label().isEmpty()) {
      parts.add(description.label());
    }
    if (!origin.isEmpty()) {
      parts.add(origin);
    }
    return parts.toString();
  }

  private static String[] row(SynSequence sequence, SynEvent event) {
    EventId partner = event.partner();
    String note = sequence.note(event.id()).map(n -> "(" + n + ")").orElse("");
    return switch (event) {
      case SendingEvent send ->
          new String[] {
            id(sequence, send.id()),
            "send",
            send.operation() + " on " + sequence.displayName(send.destination()),
            send.timestamp().toString(),
            partner == null ? "(not received)" : "-> " + id(sequence, partner),
            note
          };
      case ReceivingEvent receive ->
          new String[] {
            id(sequence, receive.id()),
            "receive",
            happened(sequence, receive),
            receive.timestamp().toString(),
            partner == null ? "unmatched" : "<- " + id(sequence, partner),
            note
          };
    };
  }

  /**
   * Returns what a receiving event did: {@code accepts P from T1; open: P, V} (the operations its
   * own line could have accepted, named without the line), {@code reads counter} for a read, or
   * the open list alone for an unmatched event.
   */
  private static String happened(SynSequence sequence, ReceivingEvent receive) {
    EventId partner = receive.partner();
    SynEvent taken = partner == null ? null : sequence.event(partner);
    if (taken instanceof ReceivingEvent write) {
      return "reads " + sequence.displayName(write.line());
    }
    StringJoiner open = new StringJoiner(", ", "open: ", "");
    for (Channel channel : receive.openList().channels()) {
      open.add(channel.destination().equals(receive.line())
          ? channel.operation()
          : sequence.displayName(channel.destination()) + "." + channel.operation());
    }
    String openList = receive.openList().channels().isEmpty() ? "open: nothing" : open.toString();
    if (taken instanceof SendingEvent send) {
      return "accepts " + send.operation() + " from " + sequence.displayName(send.line()) + "; "
          + openList;
    }
    return openList;
  }

  private static String id(SynSequence sequence, EventId id) {
    return sequence.displayName(id.line()) + ":" + id.index();
  }

  private static int width(String s) {
    return s.codePointCount(0, s.length());
  }
}
