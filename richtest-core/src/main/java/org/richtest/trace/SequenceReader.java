package org.richtest.trace;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Annotations;
import org.richtest.event.Channel;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineDescription;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;

/**
 * Reads the JSON form of a sequence ({@link TraceJson}) from an untrusted file. Besides the
 * fields and their types it checks what replay and drawing rely on, so that a sequence it accepts
 * cannot make them fail: the threads are the thread lines, every event is on a known line and
 * numbered in order on it, partners are mutual and in order, and timestamps fit the threads. Every
 * error is one line that starts with where in the text the offending value is.
 */
final class SequenceReader {

  private final Json.Document document;
  private final List<String> threads = new ArrayList<>();
  private final Map<String, Line> lines = new HashMap<>();
  private final List<SynEvent> events = new ArrayList<>();
  private final List<Integer> eventOffsets = new ArrayList<>();
  private final Map<String, LineDescription> descriptions = new LinkedHashMap<>();
  private final Map<EventId, String> notes = new LinkedHashMap<>();

  SequenceReader(Json.Document document) {
    this.document = document;
  }

  /** Returns the trace of the document: its sequence, and its program and outcome if recorded. */
  Trace trace() {
    Fields root = Fields.of(document, document.root(), 0, "a trace", "");
    String format = root.string("format");
    if (!format.equals(TraceJson.FORMAT)) {
      throw root.error("format", "unsupported format " + Json.quote(format) + ", expected '"
          + TraceJson.FORMAT + "'");
    }
    long version = root.number("version");
    if (version < TraceJson.OLDEST || version > TraceJson.VERSION) {
      throw root.error("version", "unsupported version " + version + ", expected "
          + TraceJson.OLDEST + " to " + TraceJson.VERSION);
    }
    String program = root.optionalString("program");
    TraceOutcome outcome = root.map().containsKey("outcome") ? readOutcome(root) : null;
    Map<String, String> settings =
        root.map().containsKey("settings") ? readSettings(root) : Map.of();
    return new Trace(sequence(root), program, outcome).withSettings(settings);
  }

  /** Reads the run settings: an object of strings, which the replay checks by name. */
  private Map<String, String> readSettings(Fields root) {
    Fields fields = Fields.of(document, root.get("settings"), root.offsetOf("settings"),
        "the run settings", "settings: ");
    Map<String, String> settings = new LinkedHashMap<>();
    for (Object name : fields.map().keySet()) {
      settings.put((String) name, fields.string((String) name));
    }
    return settings;
  }

  private SynSequence sequence(Fields root) {
    List<Line> lineList = readLines(root);
    readThreads(root);
    List<?> eventValues = root.array("events");
    for (int i = 0; i < eventValues.size(); i++) {
      int offset = document.offset(eventValues, i);
      events.add(readEvent(eventValues.get(i), offset, "event " + (i + 1) + ": "));
      eventOffsets.add(offset);
    }
    checkEvents();
    List<ClockExchange> exchanges = readExchanges(root);
    return new SynSequence(
        threads, lineList, events, exchanges, Annotations.of(descriptions, notes));
  }

  private TraceOutcome readOutcome(Fields root) {
    Fields fields = Fields.of(document, root.get("outcome"), root.offsetOf("outcome"),
        "an outcome", "outcome: ");
    String kind = fields.string("kind");
    if (!TraceOutcome.KINDS.contains(kind)) {
      throw fields.error("kind", "unknown kind " + Json.quote(kind));
    }
    List<TraceOutcome.Blocked> blocked = new ArrayList<>();
    if (fields.map().containsKey("blocked")) {
      List<?> values = fields.array("blocked");
      for (int i = 0; i < values.size(); i++) {
        Fields thread = Fields.of(document, values.get(i), document.offset(values, i),
            "a blocked thread", "outcome: blocked " + (i + 1) + ": ");
        blocked.add(new TraceOutcome.Blocked(thread.string("thread"), thread.string("waitsFor"),
            thread.optionalString("source")));
      }
    }
    return new TraceOutcome(kind, fields.optionalString("thread"), fields.string("message"),
        fields.optionalString("source"), ImmutableList.copyOf(blocked));
  }

  private List<Line> readLines(Fields root) {
    List<Line> lineList = new ArrayList<>();
    List<?> values = root.array("lines");
    for (int i = 0; i < values.size(); i++) {
      String where = "lines entry " + (i + 1) + ": ";
      Fields fields = Fields.of(document, values.get(i), document.offset(values, i), "a line", where);
      String name = fields.string("name");
      String kind = fields.string("kind");
      LineKind lineKind = switch (kind) {
        case "THREAD" -> LineKind.THREAD;
        case "OBJECT" -> LineKind.OBJECT;
        case "VARIABLE" -> LineKind.VARIABLE;
        default -> throw fields.error("kind", "unknown kind " + Json.quote(kind));
      };
      if (name.isEmpty()) {
        throw fields.error("name", "empty name");
      }
      Line line = new Line(name, lineKind);
      if (lines.put(name, line) != null) {
        throw fields.error("name", "duplicate line " + Json.quote(name));
      }
      lineList.add(line);
      String label = fields.optionalString("label");
      String origin = fields.optionalString("origin");
      if (label.indexOf(':') >= 0) {
        throw fields.error("label", "a label with ':' " + Json.quote(label));
      }
      if (!label.isEmpty() || !origin.isEmpty()) {
        descriptions.put(name, new LineDescription(label, origin));
      }
    }
    return lineList;
  }

  private void readThreads(Fields root) {
    List<?> values = root.array("threads");
    for (int i = 0; i < values.size(); i++) {
      int offset = document.offset(values, i);
      String where = "thread " + (i + 1) + ": ";
      if (!(values.get(i) instanceof String thread)) {
        throw document.error(offset, where + "expected a string, was " + Json.typeName(values.get(i)));
      }
      if (threads.contains(thread)) {
        throw document.error(offset, where + "duplicate thread " + Json.quote(thread));
      }
      Line line = lines.get(thread);
      if (line == null || !line.isThread()) {
        throw document.error(offset, where + Json.quote(thread) + " is not a thread line");
      }
      threads.add(thread);
    }
    for (Line line : lines.values()) {
      if (line.isThread() && !threads.contains(line.name())) {
        throw root.error("threads", "thread line " + Json.quote(line.name()) + " is missing");
      }
    }
  }

  private SynEvent readEvent(@Nullable Object value, int offset, String prefix) {
    Fields fields = Fields.of(document, value, offset, "an event", prefix);
    EventId id = fields.eventId("id");
    String kind = fields.string("kind");
    String note = fields.optionalString("note");
    if (!note.isEmpty()) {
      notes.put(id, note);
    }
    return switch (kind) {
      case "send" -> new SendingEvent(
          id,
          fields.string("destination"),
          fields.string("operation"),
          fields.timestamp("timestamp", threads.size()),
          fields.nullableEventId("partner"));
      case "receive" -> {
        List<Channel> channels = new ArrayList<>();
        List<?> channelValues = fields.array("openList");
        for (int i = 0; i < channelValues.size(); i++) {
          Fields channel = Fields.of(document, channelValues.get(i),
              document.offset(channelValues, i), "a channel", prefix + "openList " + (i + 1) + ": ");
          channels.add(new Channel(channel.string("destination"), channel.string("operation")));
        }
        yield new ReceivingEvent(
            id,
            new OpenList(ImmutableSortedSet.copyOf(channels)),
            fields.timestamp("timestamp", threads.size()),
            fields.timestamp("before", threads.size()),
            fields.nullableEventId("partner"));
      }
      default -> throw fields.error("kind", "unknown kind " + Json.quote(kind));
    };
  }

  /** Checks the events against each other: lines, numbering, partners, own clock components. */
  private void checkEvents() {
    Map<EventId, Integer> positions = new HashMap<>();
    Map<String, Integer> lastIndex = new HashMap<>();
    for (int i = 0; i < events.size(); i++) {
      SynEvent event = events.get(i);
      Line line = lines.get(event.line());
      if (line == null) {
        throw eventError(i, "unknown line " + Json.quote(event.line()));
      }
      if (event instanceof SendingEvent && !line.isThread()) {
        throw eventError(i, "a send on " + Json.quote(line.name()) + ", which is not a thread");
      }
      int expected = lastIndex.getOrDefault(line.name(), 0) + 1;
      if (event.id().index() != expected) {
        throw eventError(i, "expected " + Json.quote(new EventId(line.name(), expected).toString())
            + " next on its line, found " + Json.quote(event.id().toString()));
      }
      lastIndex.put(line.name(), expected);
      positions.put(event.id(), i);
      if (line.isThread() && event.timestamp().get(threads.indexOf(line.name())) < 1) {
        throw eventError(i, "its own clock component is not positive: " + event.timestamp());
      }
    }
    for (int i = 0; i < events.size(); i++) {
      checkPartner(i, positions);
    }
  }

  private void checkPartner(int i, Map<EventId, Integer> positions) {
    SynEvent event = events.get(i);
    EventId partner = event.partner();
    if (partner == null) {
      return;
    }
    Integer at = positions.get(partner);
    if (at == null) {
      throw eventError(i, "partner " + Json.quote(partner.toString()) + " is not an event of the trace");
    }
    SynEvent other = events.get(at);
    // A read takes a variable's write; a spin loop's timed turn is woken by an object's event too.
    if (event instanceof ReceivingEvent && other instanceof ReceivingEvent
        && lines.get(event.line()).isThread() && !lines.get(other.line()).isThread()) {
      if (at > i) {
        throw eventError(i, "a read comes before the write " + Json.quote(partner.toString())
            + " it read");
      }
      return;
    }
    if (!event.id().equals(other.partner())) {
      throw eventError(i, "partner " + Json.quote(partner.toString()) + " names another partner");
    }
    if (event instanceof SendingEvent == other instanceof SendingEvent) {
      throw eventError(i, "partner " + Json.quote(partner.toString()) + " is of the same kind");
    }
    boolean send = event instanceof SendingEvent;
    if (send ? at < i : at > i) {
      throw eventError(i, "a receive comes before its send " + Json.quote(partner.toString()));
    }
  }

  private List<ClockExchange> readExchanges(Fields root) {
    if (!root.map().containsKey("exchanges")) {
      return List.of();
    }
    Set<EventId> ids = new HashSet<>();
    events.forEach(event -> ids.add(event.id()));
    List<ClockExchange> exchanges = new ArrayList<>();
    List<?> values = root.array("exchanges");
    for (int i = 0; i < values.size(); i++) {
      int offset = document.offset(values, i);
      String where = "exchange " + (i + 1) + ": ";
      if (!(values.get(i) instanceof List<?> pair)
          || pair.size() != 2
          || !(pair.get(0) instanceof String from)
          || !(pair.get(1) instanceof String to)) {
        throw document.error(offset, where + "expected [from, to] event ids");
      }
      EventId fromId = parseId(from, offset, where);
      EventId toId = parseId(to, offset, where);
      if (!ids.contains(fromId) || !ids.contains(toId)) {
        throw document.error(offset, where + "names an event that is not in the trace");
      }
      exchanges.add(new ClockExchange(fromId, toId));
    }
    return exchanges;
  }

  private EventId parseId(String text, int offset, String where) {
    try {
      return EventId.parse(text);
    } catch (IllegalArgumentException e) {
      throw document.error(offset, where + Json.quote(text) + " is not an event id (line:index)");
    }
  }

  private IllegalArgumentException eventError(int i, String problem) {
    return document.error(eventOffsets.get(i), "event " + (i + 1) + ": " + problem);
  }

  /** The fields of one JSON object, read with errors that say where the offending value is. */
  private record Fields(Json.Document document, Map<?, ?> map, int offset, String prefix) {

    static Fields of(
        Json.Document document, @Nullable Object value, int offset, String what, String prefix) {
      if (!(value instanceof Map<?, ?> map)) {
        throw document.error(
            offset, prefix + "expected " + what + " (an object), was " + Json.typeName(value));
      }
      return new Fields(document, map, offset, prefix);
    }

    IllegalArgumentException error(String name, String problem) {
      @SuppressWarnings("unchecked")
      Map<String, ?> members = (Map<String, ?>) map;
      int at = members.containsKey(name) ? document.offset(members, name) : offset;
      return document.error(at, prefix + problem);
    }

    @Nullable Object get(String name) {
      if (!map.containsKey(name)) {
        throw document.error(offset, prefix + "missing field '" + name + "'");
      }
      return map.get(name);
    }

    IllegalArgumentException wrongType(String name, String expected, @Nullable Object value) {
      return error(name, "field '" + name + "' must be " + expected + ", was "
          + Json.typeName(value));
    }

    String string(String name) {
      Object value = get(name);
      if (!(value instanceof String s)) {
        throw wrongType(name, "a string", value);
      }
      return s;
    }

    /** Returns the string member {@code name}, or empty if there is none. */
    String optionalString(String name) {
      return map.containsKey(name) ? string(name) : "";
    }

    int offsetOf(String name) {
      @SuppressWarnings("unchecked")
      Map<String, ?> members = (Map<String, ?>) map;
      return document.offset(members, name);
    }

    long number(String name) {
      Object value = get(name);
      if (!(value instanceof Long n)) {
        throw wrongType(name, "a number", value);
      }
      return n;
    }

    List<?> array(String name) {
      Object value = get(name);
      if (!(value instanceof List<?> list)) {
        throw wrongType(name, "an array", value);
      }
      return list;
    }

    EventId eventId(String name) {
      String text = string(name);
      try {
        return EventId.parse(text);
      } catch (IllegalArgumentException e) {
        throw error(name,
            "field '" + name + "' is not an event id (line:index): " + Json.quote(text));
      }
    }

    @Nullable EventId nullableEventId(String name) {
      return get(name) == null ? null : eventId(name);
    }

    /** Reads a timestamp of at most {@code threads} non-negative components. */
    VectorTimestamp timestamp(String name, int threads) {
      List<?> values = array(name);
      if (values.size() > threads) {
        throw error(name, "field '" + name + "' has " + values.size() + " components for "
            + threads + " threads");
      }
      int[] components = new int[values.size()];
      for (int i = 0; i < components.length; i++) {
        Object value = values.get(i);
        if (!(value instanceof Long n) || n < 0 || n > Integer.MAX_VALUE) {
          throw document.error(document.offset(values, i), prefix + "field '" + name
              + "' component " + (i + 1) + " must be an int >= 0, was "
              + (value instanceof Long ? value : Json.typeName(value)));
        }
        components[i] = n.intValue();
      }
      return VectorTimestamp.of(components);
    }
  }
}
