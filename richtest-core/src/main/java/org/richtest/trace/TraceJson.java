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
 * {@code format}, {@code version}, {@code program} and {@code outcome} (when known), {@code
 * threads}, {@code lines} (with each line's description, when known) and {@code events} (with an
 * event's note, if any), the events in occurrence order (published as docs/trace.schema.json).
 * Version 2 added the program, the outcome, the descriptions and the notes, all optional, and
 * changed nothing else, so a version-1 trace still reads; version 3 added the run settings ({@code
 * settings}, optional), which a replay applies. It lives apart from the event model so
 * that the model depends on nothing but itself.
 */
public final class TraceJson {

  /** The value of the {@code format} field. */
  static final String FORMAT = "richtest-sequence";

  /** The value of the {@code version} field this class writes. */
  static final long VERSION = 3;

  /** The oldest version this class reads. */
  static final long OLDEST = 1;

  private TraceJson() {}

  /** Returns the JSON form of {@code sequence}, one event per line; {@link #read} reverses it. */
  public static String write(SynSequence sequence) {
    return write(Trace.of(sequence));
  }

  /**
   * Returns the JSON form of {@code trace}: its sequence as {@link #write(SynSequence)} writes it,
   * with its program and outcome when known; {@link #readTrace} reverses it.
   */
  public static String write(Trace trace) {
    SynSequence sequence = trace.sequence();
    StringBuilder out = new StringBuilder();
    out.append("{\"format\":");
    Json.write(FORMAT, out);
    out.append(",\"version\":").append(VERSION);
    if (!trace.program().isEmpty()) {
      out.append(",\"program\":");
      Json.write(trace.program(), out);
    }
    TraceOutcome outcome = trace.outcome();
    if (outcome != null) {
      out.append(",\"outcome\":");
      Json.write(outcome.fields(), out);
    }
    if (!trace.settings().isEmpty()) {
      out.append(",\"settings\":");
      Json.write(trace.settings(), out);
    }
    out.append(",\"threads\":");
    Json.write(sequence.threads(), out);
    out.append(",\"lines\":");
    List<Map<String, Object>> lines = new ArrayList<>();
    for (Line line : sequence.lines()) {
      Map<String, Object> object = new LinkedHashMap<>();
      object.put("name", line.name());
      object.put("kind", line.kind().name());
      sequence.description(line.name()).ifPresent(description -> {
        if (!description.label().isEmpty()) {
          object.put("label", description.label());
        }
        if (!description.origin().isEmpty()) {
          object.put("origin", description.origin());
        }
      });
      lines.add(object);
    }
    Json.write(lines, out);
    out.append(",\"events\":[");
    List<SynEvent> events = sequence.events();
    for (int i = 0; i < events.size(); i++) {
      out.append(i == 0 ? "\n  " : ",\n  ");
      Map<String, @Nullable Object> event = toJson(events.get(i));
      sequence.note(events.get(i).id()).ifPresent(note -> event.put("note", note));
      Json.write(event, out);
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
    return readTrace(json).sequence();
  }

  /**
   * Reads a trace, its program and outcome as well as its sequence, from the JSON form {@link
   * #write(Trace)} produces; of a version-1 trace, which records neither, the program is empty and
   * the outcome null.
   *
   * @throws IllegalArgumentException as {@link #read(String)}
   */
  public static Trace readTrace(String json) {
    return new SequenceReader(Json.read(json)).trace();
  }

  /**
   * Reads a sequence from the UTF-8 bytes of its JSON form.
   *
   * @throws IllegalArgumentException as {@link #read(String)}, or if a byte is not UTF-8
   */
  public static SynSequence read(byte[] utf8) {
    return readTrace(utf8).sequence();
  }

  /**
   * Reads a trace from the UTF-8 bytes of its JSON form, as {@link #readTrace(String)}.
   *
   * @throws IllegalArgumentException as {@link #read(String)}, or if a byte is not UTF-8
   */
  public static Trace readTrace(byte[] utf8) {
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
    return readTrace(out.flip().toString());
  }
}
