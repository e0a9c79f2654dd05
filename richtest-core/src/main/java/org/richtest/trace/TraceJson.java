package org.richtest.trace;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;

/**
 * Writes and reads the JSON form of a sequence, the form of trace files: an object with the fields
 * {@code format}, {@code version}, {@code threads}, {@code lines} and {@code events}, the events in
 * occurrence order (published as docs/trace.schema.json). It lives apart from the event model so
 * that the model depends on nothing but itself.
 */
public final class TraceJson {

  /** The value of the {@code format} field. */
  static final String FORMAT = "richtest-sequence";

  /** The value of the {@code version} field this class writes and reads. */
  static final long VERSION = 1;

  private TraceJson() {}

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
   *     message is one line that starts with the line and column of the problem in {@code json}
   */
  public static SynSequence read(String json) {
    return new SequenceReader(Json.read(json)).sequence();
  }

  /**
   * Reads a sequence from the UTF-8 bytes of its JSON form.
   *
   * @throws IllegalArgumentException as {@link #read(String)}, or if a byte is not UTF-8
   */
  public static SynSequence read(byte[] utf8) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(utf8);
    CharBuffer out = CharBuffer.allocate(utf8.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      String before = out.flip().toString();
      int bad = utf8[in.position()] & 0xff;
      throw Json.error(before, before.length(),
          "not UTF-8 text (byte 0x" + Integer.toHexString(bad).toUpperCase(Locale.ROOT) + ")");
    }
    decoder.flush(out);
    return read(out.flip().toString());
  }
}
