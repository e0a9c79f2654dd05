package org.richtest.internal.format;

import com.google.common.collect.ImmutableSortedSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;

/**
 * Writes and reads the JSON form of a sequence: an object with the fields {@code format}, {@code
 * version}, {@code threads}, {@code lines} and {@code events}, the events in occurrence order.
 */
public final class SequenceJson {

  /** The value of the {@code format} field. */
  static final String FORMAT = "richtest-sequence";

  /** The value of the {@code version} field this class writes and reads. */
  static final long VERSION = 1;

  private SequenceJson() {}

  /** Returns the JSON form of {@code sequence}, one event per line; {@link #read} reverses it. */
  public static String write(SynSequence sequence) {
    StringBuilder out = new StringBuilder();
    out.append("{\"format\":");
    Json.write(FORMAT, out);
    out.append(",\"version\":").append(VERSION).append(",\"threads\":");
    Json.write(sequence.threads(), out);
    out.append(",\"lines\":");
    List<Map<String, Object>> lines = new ArrayList<>();
    for (Line line : sequence.lines()) {
      Map<String, Object> object = new LinkedHashMap<>();
      object.put("name", line.name());
      object.put("kind", line.kind().name());
      lines.add(object);
    }
    Json.write(lines, out);
    out.append(",\"events\":[");
    List<SynEvent> events = sequence.events();
    for (int i = 0; i < events.size(); i++) {
      out.append(i == 0 ? "\n  " : ",\n  ");
      Json.write(toJson(events.get(i)), out);
    }
    out.append(events.isEmpty() ? "]" : "\n]");
    out.append(",\"exchanges\":");
    List<List<String>> exchanges = new ArrayList<>();
    for (ClockExchange exchange : sequence.exchanges()) {
      exchanges.add(List.of(exchange.from().toString(), exchange.to().toString()));
    }
    Json.write(exchanges, out);
    out.append('}');
    return out.toString();
  }

  private static Map<String, @Nullable Object> toJson(SynEvent event) {
    Map<String, @Nullable Object> object = new LinkedHashMap<>();
    object.put("id", event.id().toString());
    switch (event) {
      case SendingEvent send -> {
        object.put("kind", "send");
        object.put("destination", send.destination());
        object.put("operation", send.operation());
        object.put("timestamp", toJson(send.timestamp()));
      }
      case ReceivingEvent receive -> {
        object.put("kind", "receive");
        List<Map<String, Object>> channels = new ArrayList<>();
        for (Channel channel : receive.openList().channels()) {
          Map<String, Object> c = new LinkedHashMap<>();
          c.put("destination", channel.destination());
          c.put("operation", channel.operation());
          channels.add(c);
        }
        object.put("openList", channels);
        object.put("timestamp", toJson(receive.timestamp()));
        object.put("before", toJson(receive.before()));
      }
    }
    EventId partner = event.partner();
    object.put("partner", partner == null ? null : partner.toString());
    return object;
  }

  private static List<Long> toJson(VectorTimestamp timestamp) {
    List<Long> components = new ArrayList<>();
    for (int component : timestamp.toArray()) {
      components.add((long) component);
    }
    return components;
  }

  /**
   * Reads a sequence from the JSON form {@link #write} produces.
   *
   * @throws IllegalArgumentException if {@code json} is not valid JSON or not a valid sequence; the
   *     message says what is wrong and where: a character offset, or a thread, line or event
   *     numbered from 1
   */
  public static SynSequence read(String json) {
    Fields root = Fields.of(Json.parse(json), "a sequence", "");
    String format = root.string("format");
    if (!format.equals(FORMAT)) {
      throw new IllegalArgumentException(
          "unsupported format '" + format + "', expected '" + FORMAT + "'");
    }
    long version = root.number("version");
    if (version != VERSION) {
      throw new IllegalArgumentException(
          "unsupported version " + version + ", expected " + VERSION);
    }
    List<String> threads = new ArrayList<>();
    List<@Nullable Object> threadValues = root.array("threads");
    for (int i = 0; i < threadValues.size(); i++) {
      String where = "thread " + (i + 1);
      if (!(threadValues.get(i) instanceof String thread)) {
        throw new IllegalArgumentException(
            where + ": expected a string, was " + Json.typeName(threadValues.get(i)));
      }
      if (threads.contains(thread)) {
        throw new IllegalArgumentException(where + ": duplicate thread '" + thread + "'");
      }
      threads.add(thread);
    }
    List<Line> lines = new ArrayList<>();
    Set<String> lineNames = new HashSet<>();
    List<@Nullable Object> lineValues = root.array("lines");
    for (int i = 0; i < lineValues.size(); i++) {
      String where = "line " + (i + 1);
      Fields fields = Fields.of(lineValues.get(i), "a line", where + ": ");
      String name = fields.string("name");
      String kind = fields.string("kind");
      LineKind lineKind =
          switch (kind) {
            case "THREAD" -> LineKind.THREAD;
            case "OBJECT" -> LineKind.OBJECT;
            default -> throw new IllegalArgumentException(where + ": unknown kind '" + kind + "'");
          };
      if (!lineNames.add(name)) {
        throw new IllegalArgumentException(where + ": duplicate line '" + name + "'");
      }
      lines.add(new Line(name, lineKind));
    }
    List<SynEvent> events = new ArrayList<>();
    List<@Nullable Object> eventValues = root.array("events");
    for (int i = 0; i < eventValues.size(); i++) {
      events.add(readEvent(eventValues.get(i), "event " + (i + 1)));
    }
    List<ClockExchange> exchanges = new ArrayList<>();
    List<@Nullable Object> exchangeValues =
        root.map().containsKey("exchanges") ? root.array("exchanges") : List.of();
    for (int i = 0; i < exchangeValues.size(); i++) {
      String where = "exchange " + (i + 1) + ": ";
      if (!(exchangeValues.get(i) instanceof List<?> pair)
          || pair.size() != 2
          || !(pair.get(0) instanceof String from)
          || !(pair.get(1) instanceof String to)) {
        throw new IllegalArgumentException(where + "expected [from, to] event ids");
      }
      try {
        exchanges.add(new ClockExchange(EventId.parse(from), EventId.parse(to)));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + e.getMessage(), e);
      }
    }
    try {
      return new SynSequence(threads, lines, events, exchanges);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("invalid sequence: " + e.getMessage(), e);
    }
  }

  private static SynEvent readEvent(@Nullable Object value, String where) {
    String prefix = where + ": ";
    Fields fields = Fields.of(value, "an event", prefix);
    EventId id = fields.eventId("id");
    String kind = fields.string("kind");
    switch (kind) {
      case "send" -> {
        return new SendingEvent(
            id,
            fields.string("destination"),
            fields.string("operation"),
            fields.timestamp("timestamp"),
            fields.nullableEventId("partner"));
      }
      case "receive" -> {
        List<Channel> channels = new ArrayList<>();
        List<@Nullable Object> channelValues = fields.array("openList");
        for (int i = 0; i < channelValues.size(); i++) {
          Fields channel =
              Fields.of(channelValues.get(i), "a channel", prefix + "openList " + (i + 1) + ": ");
          channels.add(new Channel(channel.string("destination"), channel.string("operation")));
        }
        return new ReceivingEvent(
            id,
            new OpenList(ImmutableSortedSet.copyOf(channels)),
            fields.timestamp("timestamp"),
            fields.timestamp("before"),
            fields.nullableEventId("partner"));
      }
      default -> throw new IllegalArgumentException(prefix + "unknown kind '" + kind + "'");
    }
  }

  /** The fields of one JSON object, read with error messages that say where the object is. */
  private record Fields(Map<?, ?> map, String prefix) {

    static Fields of(@Nullable Object value, String what, String prefix) {
      if (!(value instanceof Map<?, ?> map)) {
        throw new IllegalArgumentException(
            prefix + "expected " + what + " (an object), was " + Json.typeName(value));
      }
      return new Fields(map, prefix);
    }

    @Nullable Object get(String name) {
      if (!map.containsKey(name)) {
        throw new IllegalArgumentException(prefix + "missing field '" + name + "'");
      }
      return map.get(name);
    }

    IllegalArgumentException wrongType(String name, String expected, @Nullable Object value) {
      return new IllegalArgumentException(
          prefix
              + "field '"
              + name
              + "' must be "
              + expected
              + ", was "
              + Json.typeName(value));
    }

    String string(String name) {
      Object value = get(name);
      if (!(value instanceof String s)) {
        throw wrongType(name, "a string", value);
      }
      return s;
    }

    long number(String name) {
      Object value = get(name);
      if (!(value instanceof Long n)) {
        throw wrongType(name, "a number", value);
      }
      return n;
    }

    List<@Nullable Object> array(String name) {
      Object value = get(name);
      if (!(value instanceof List<?> list)) {
        throw wrongType(name, "an array", value);
      }
      return new ArrayList<@Nullable Object>(list);
    }

    EventId eventId(String name) {
      String text = string(name);
      try {
        return EventId.parse(text);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            prefix + "field '" + name + "' is not an event id (line:index): '" + text + "'", e);
      }
    }

    @Nullable EventId nullableEventId(String name) {
      return get(name) == null ? null : eventId(name);
    }

    VectorTimestamp timestamp(String name) {
      List<@Nullable Object> values = array(name);
      int[] components = new int[values.size()];
      for (int i = 0; i < components.length; i++) {
        Object value = values.get(i);
        if (!(value instanceof Long n) || n != n.intValue()) {
          throw new IllegalArgumentException(
              prefix
                  + "field '"
                  + name
                  + "' component "
                  + i
                  + " must be an int, was "
                  + (value instanceof Long ? value : Json.typeName(value)));
        }
        components[i] = n.intValue();
      }
      return VectorTimestamp.of(components);
    }
  }
}
