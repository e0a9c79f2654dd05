package org.richtest.diagram;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.RunOutcome;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.SyncPair;
import org.richtest.trace.TraceOutcome;

/**
 * The space-time diagram of a SYN-sequence in the style of the paper's figures, as SVG: one
 * vertical line per thread and per object, events as dots from top to bottom in the order they
 * occurred, solid arrows for synchronization pairs and dashed arrows for clock exchanges. Hovering
 * over a dot shows the event's id, descriptor, vector timestamp and partner.
 */
public final class SpaceTimeDiagram {

  /*
   * Layout: column i (threads first, then objects, each in lines() order) is at x = margin + i *
   * column, where the column width and the margins fit the longest line name or event label. Labels
   * of thread events stand left of their dots and those of object events right, away from the
   * arrows, which mostly run from threads on the left to objects on the right. The event at
   * position p of events() is at y = TOP + (p + 1) * ROW, so every arrow points downwards: a sender
   * occurs before its receiver and an exchange's source before its target.
   *
   * Element kinds are kept apart so that a picture can be checked by counting: <circle> = events,
   * <line> = pairs, <path> = exchanges; lifelines and marks are <polyline>, arrowheads <polygon>.
   * There are no markers, hence no ids to clash when several diagrams are inlined in one HTML page,
   * and no stylesheet to leak into it. The output is a pure function of the sequence and the
   * outcome: it follows the sequence's lists, never a hash order, and formats numbers in
   * Locale.ROOT. Drawing is O(n + p + x + l) for n events, p pairs, x exchanges and l lines,
   * plus O(n) per marked thread.
   */

  private static final double TOP = 40;
  private static final double ROW = 36;
  private static final double RADIUS = 5;
  private static final double MIN_COLUMN = 120;
  private static final double CHAR_WIDTH = 7;
  private static final double ARROW_LENGTH = 8;
  private static final double ARROW_HALF_WIDTH = 3.5;
  private static final double CROSS = 7;
  private static final String INK = "#000";
  private static final String OBJECT_INK = "#777";
  private static final String EXCHANGE_INK = "#888";
  private static final String ALARM = "#c00";
  private static final double LABEL_ROW = 15;

  /** What the two kinds of arrow mean, under every diagram. */
  static final List<String> LEGEND = List.of(
      "solid arrow: synchronization pair (a send and the receive that took it)",
      "dashed arrow: clock exchange (start, join, call ended: ordered, no pair)");

  private final SynSequence sequence;
  private final List<Line> columns = new ArrayList<>();
  private final Map<String, Double> xByLine = new HashMap<>();
  private final Map<EventId, Double> yByEvent = new HashMap<>();
  private final double column;
  private final double margin;
  private final double lifelineEnd;
  private final StringBuilder out = new StringBuilder();
  /** The end labels (blocked threads, failures), each on a row of its own, and their x. */
  private final List<Tag> endLabels = new ArrayList<>();
  private double rightmost;

  private SpaceTimeDiagram(SynSequence sequence) {
    this.sequence = sequence;
    sequence.lines().stream().filter(Line::isThread).forEach(columns::add);
    sequence.lines().stream().filter(line -> !line.isThread()).forEach(columns::add);
    int widestName = 0;
    for (Line line : columns) {
      widestName = Math.max(widestName, line.name().length());
    }
    int widestLabel = 0;
    for (SynEvent event : sequence.events()) {
      widestLabel = Math.max(widestLabel, EventText.label(event).length());
    }
    column = Math.max(MIN_COLUMN, CHAR_WIDTH * Math.max(widestName, widestLabel + 2) + 24);
    margin = Math.max(0.6 * column, CHAR_WIDTH * widestLabel + 2 * RADIUS + 16);
    for (int i = 0; i < columns.size(); i++) {
      xByLine.put(columns.get(i).name(), margin + i * column);
    }
    List<SynEvent> events = sequence.events();
    for (int p = 0; p < events.size(); p++) {
      yByEvent.put(events.get(p).id(), TOP + (p + 1) * ROW);
    }
    lifelineEnd = TOP + (events.size() + 1) * ROW;
  }

  /** Returns the SVG document of {@code sequence}'s space-time diagram, with no outcome marked. */
  public static String svg(SynSequence sequence) {
    return svg(sequence, TraceOutcome.completed());
  }

  /**
   * Returns the SVG document of {@code sequence}'s space-time diagram with {@code outcome} marked.
   * For a deadlock, the line of each blocked thread ends in red, labelled with what the thread
   * waits for. For a failure or a watchdog stop, a red cross sits on the thread's last event, with
   * the exception or the watchdog's message as its hover text. Other outcomes mark nothing.
   *
   * @throws IllegalArgumentException if a synchronization pair or a clock exchange names an event
   *     the sequence does not have, or connects an event to itself
   */
  public static String svg(SynSequence sequence, RunOutcome outcome) {
    return svg(sequence, outcome.recorded());
  }

  /**
   * Returns the SVG document of a saved trace's diagram with the outcome the trace recorded
   * marked as {@link #svg(SynSequence, RunOutcome)} marks a run's; none if it recorded none.
   *
   * @throws IllegalArgumentException as {@link #svg(SynSequence, RunOutcome)}
   */
  public static String svg(SynSequence sequence, @Nullable TraceOutcome outcome) {
    return new SpaceTimeDiagram(sequence)
        .draw(outcome != null ? outcome : TraceOutcome.completed());
  }

  private String draw(TraceOutcome outcome) {
    drawContents(outcome);
    String contents = out.toString();
    out.setLength(0);
    double labelsEnd = lifelineEnd + 16 + endLabels.size() * LABEL_ROW;
    double legendTop = labelsEnd + LABEL_ROW;
    double width = Math.max(2 * margin + Math.max(0, columns.size() - 1) * column,
        Math.max(rightmost, legendWidth()) + 8);
    double height = legendTop + LEGEND.size() * LABEL_ROW + 4;
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"space-time-diagram\"")
        .append(" width=\"")
        .append(Markup.number(width))
        .append("\" height=\"")
        .append(Markup.number(height))
        .append("\" viewBox=\"0 0 ")
        .append(Markup.number(width))
        .append(' ')
        .append(Markup.number(height))
        .append("\" font-family=\"sans-serif\" font-size=\"11\">\n");
    out.append(contents);
    for (int i = 0; i < endLabels.size(); i++) {
      emit(endLabels.get(i).attr("y", lifelineEnd + 16 + i * LABEL_ROW));
    }
    for (int i = 0; i < LEGEND.size(); i++) {
      emit(Tag.of("text").attr("class", "legend").attr("x", 8)
          .attr("y", legendTop + i * LABEL_ROW).attr("fill", EXCHANGE_INK).text(LEGEND.get(i)));
    }
    return out.append("</svg>\n").toString();
  }

  private static double legendWidth() {
    return 8 + CHAR_WIDTH * LEGEND.stream().mapToInt(String::length).max().orElse(0);
  }

  /** Draws the lines, arrows, events and outcome marks; end labels are kept for their rows. */
  private void drawContents(TraceOutcome outcome) {
    columns.forEach(this::drawLifeline);
    outcome.blocked().forEach(this::drawBlocked);
    for (ClockExchange exchange : sequence.exchanges()) {
      drawArrow(exchange.from(), exchange.to(), false, "clock exchange " + exchange);
    }
    for (SyncPair pair : sequence.pairs()) {
      drawArrow(pair.sender(), pair.receiver(), true, "sync pair " + pair);
    }
    sequence.events().forEach(this::drawEvent);
    switch (outcome.kind()) {
      case "failure" -> drawCross(outcome.thread(), outcome.message(),
          "threw " + thrownClass(outcome.message()));
      case "watchdog" -> drawCross(outcome.thread(), outcome.message(), "watchdog");
      default -> {}
    }
  }

  private void emit(Tag element) {
    out.append("  ").append(element).append('\n');
  }

  private void drawLifeline(Line line) {
    double x = xByLine.get(line.name());
    emit(
        Tag.of("text")
            .attr("class", "line-name")
            .attr("x", x)
            .attr("y", TOP - 16)
            .attr("text-anchor", "middle")
            .attr("font-weight", "bold")
            .text(line.name()));
    emit(
        Tag.of("polyline")
            .attr("class", line.isThread() ? "lifeline thread" : "lifeline object")
            .attr("points", points(x, TOP, x, lifelineEnd))
            .attr("stroke", line.isThread() ? INK : OBJECT_INK)
            .attr("stroke-width", 1.5)
            .attr("fill", "none"));
  }

  /** Returns the simple name of the throwable whose {@code toString} is {@code message}. */
  private static String thrownClass(String message) {
    int colon = message.indexOf(": ");
    String type = colon < 0 ? message : message.substring(0, colon);
    return type.substring(type.lastIndexOf('.') + 1);
  }

  private void drawBlocked(TraceOutcome.Blocked blocked) {
    Double x = xByLine.get(blocked.thread());
    if (x == null) {
      return;
    }
    emit(
        Tag.of("polyline")
            .attr("class", "blocked")
            .attr("points", points(x, lastEventY(blocked.thread()), x, lifelineEnd))
            .attr("stroke", ALARM)
            .attr("stroke-width", 3)
            .attr("fill", "none"));
    emitEndLabel(x, "blocked-label", "blocked: " + blocked.waitsFor());
  }

  private void drawCross(String thread, String hover, String label) {
    Double x = xByLine.get(thread);
    if (x == null) {
      return;
    }
    double y = lastEventY(thread);
    emit(
        Tag.of("g")
            .attr("class", "failure")
            .attr("stroke", ALARM)
            .attr("stroke-width", 2.5)
            .attr("fill", "none")
            .child(Tag.of("title").text(hover))
            .child(
                Tag.of("polyline")
                    .attr("points", points(x - CROSS, y - CROSS, x + CROSS, y + CROSS)))
            .child(
                Tag.of("polyline")
                    .attr("points", points(x - CROSS, y + CROSS, x + CROSS, y - CROSS))));
    emitEndLabel(x, "failure-label", label);
  }

  /**
   * Keeps a label for the end of the line at {@code x}: each goes on a row of its own below the
   * lines, starting at its line, so that labels of neighbouring lines never overlap, and the
   * picture widens to hold the longest.
   */
  private void emitEndLabel(double x, String cssClass, String text) {
    double start = x - RADIUS;
    rightmost = Math.max(rightmost, start + CHAR_WIDTH * text.length());
    endLabels.add(
        Tag.of("text")
            .attr("class", cssClass)
            .attr("x", start)
            .attr("fill", ALARM)
            .text(text));
  }

  /** Returns the y of the thread's last event, or of its line's top if it has none. */
  private double lastEventY(String thread) {
    double y = TOP;
    for (SynEvent event : sequence.events()) {
      if (event.line().equals(thread)) {
        y = yByEvent.get(event.id());
      }
    }
    return y;
  }

  private void drawArrow(EventId from, EventId to, boolean pair, String what) {
    if (!yByEvent.containsKey(from) || !yByEvent.containsKey(to)) {
      throw new IllegalArgumentException(what + " names an event the sequence does not have");
    }
    if (from.equals(to)) {
      throw new IllegalArgumentException(what + " connects an event to itself");
    }
    double x1 = xByLine.get(from.line());
    double y1 = yByEvent.get(from);
    double x2 = xByLine.get(to.line());
    double y2 = yByEvent.get(to);
    double length = Math.hypot(x2 - x1, y2 - y1);
    double ux = (x2 - x1) / length;
    double uy = (y2 - y1) / length;
    double gap = RADIUS + 1;
    double sx = x1 + ux * gap;
    double sy = y1 + uy * gap;
    double ex = x2 - ux * gap;
    double ey = y2 - uy * gap;
    String ink = pair ? INK : EXCHANGE_INK;
    if (pair) {
      emit(
          Tag.of("line")
              .attr("class", "pair")
              .attr("x1", sx)
              .attr("y1", sy)
              .attr("x2", ex)
              .attr("y2", ey)
              .attr("stroke", ink)
              .attr("stroke-width", 1.2));
    } else {
      String d =
          "M "
              + Markup.number(sx)
              + " "
              + Markup.number(sy)
              + " L "
              + Markup.number(ex)
              + " "
              + Markup.number(ey);
      emit(
          Tag.of("path")
              .attr("class", "exchange")
              .attr("d", d)
              .attr("stroke", ink)
              .attr("stroke-width", 1.2)
              .attr("stroke-dasharray", "5 3")
              .attr("fill", "none"));
    }
    double bx = ex - ux * ARROW_LENGTH;
    double by = ey - uy * ARROW_LENGTH;
    double nx = -uy * ARROW_HALF_WIDTH;
    double ny = ux * ARROW_HALF_WIDTH;
    emit(
        Tag.of("polygon")
            .attr("class", "arrowhead")
            .attr("points", points(ex, ey, bx + nx, by + ny, bx - nx, by - ny))
            .attr("fill", ink));
  }

  private void drawEvent(SynEvent event) {
    boolean onThread = sequence.line(event.line()).isThread();
    double x = xByLine.get(event.line());
    double y = yByEvent.get(event.id());
    emit(
        Tag.of("circle")
            .attr("class", "event")
            .attr("cx", x)
            .attr("cy", y)
            .attr("r", RADIUS)
            .attr("fill", event.partner() == null ? "#fff" : INK)
            .attr("stroke", INK)
            .child(Tag.of("title").text(EventText.title(event))));
    emit(
        Tag.of("text")
            .attr("class", "event-label")
            .attr("x", onThread ? x - RADIUS - 4 : x + RADIUS + 4)
            .attr("y", y + 4)
            .attr("text-anchor", onThread ? "end" : "start")
            .text(EventText.label(event)));
  }

  /** Returns an SVG point list from x, y coordinate pairs. */
  private static String points(double... coordinates) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < coordinates.length; i += 2) {
      text.append(i == 0 ? "" : " ")
          .append(Markup.number(coordinates[i]))
          .append(',')
          .append(Markup.number(coordinates[i + 1]));
    }
    return text.toString();
  }
}
