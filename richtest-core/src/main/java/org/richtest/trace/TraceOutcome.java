package org.richtest.trace;

import com.google.common.collect.ImmutableList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * How the run of a trace ended, as the trace file records it, so that a saved trace can be drawn
 * and read with its deadlock or failure: the same members the command line's {@code --json} gives
 * each bug. Plain values, since a trace outlives the run and its exception.
 *
 * @param kind {@code completed}, {@code deadlock}, {@code timed-deadlock}, {@code livelock},
 *     {@code failure}, {@code partial}, {@code watchdog} or {@code length-limit}
 * @param thread the failing or stuck thread; empty for the other kinds
 * @param message the failure's exception as {@code toString} gives it, or the outcome's text
 * @param source where in the program a failure was thrown, as a stack trace shows a frame; empty
 *     if unknown
 * @param blocked for a deadlock, every thread left blocked; for a run cut at its length limit,
 *     every live thread
 */
public record TraceOutcome(
    String kind, String thread, String message, String source, ImmutableList<Blocked> blocked) {

  /** The kinds of outcome. */
  static final List<String> KINDS = List.of("completed", "deadlock", "timed-deadlock", "livelock",
      "failure", "partial", "watchdog", "length-limit");

  /**
   * A thread left blocked in a deadlock.
   *
   * @param thread its name
   * @param waitsFor what it waits for, its object explained in the program's terms
   * @param source where in the program it waits, as a stack trace shows a frame; empty if unknown
   */
  public record Blocked(String thread, String waitsFor, String source) {

    /** Returns the thread's line of a deadlock report: {@code alice waits for ... at ...}. */
    @Override
    public String toString() {
      return thread + " waits for " + waitsFor + (source.isEmpty() ? "" : " at " + source);
    }
  }

  /**
   * Creates an outcome.
   *
   * @throws IllegalArgumentException if the kind is not one of the seven
   */
  public TraceOutcome {
    if (!KINDS.contains(kind)) {
      throw new IllegalArgumentException("unknown outcome kind '" + kind + "'");
    }
    blocked = ImmutableList.copyOf(blocked);
  }

  /** Returns the outcome of a run that completed. */
  public static TraceOutcome completed() {
    return new TraceOutcome("completed", "", "completed", "", ImmutableList.of());
  }

  /** Returns the outcome of a deadlock in which {@code blocked} were left blocked. */
  public static TraceOutcome deadlock(List<Blocked> blocked) {
    ImmutableList<Blocked> copy = ImmutableList.copyOf(blocked);
    StringBuilder text = new StringBuilder("deadlock:");
    copy.forEach(b -> text.append("\n  ").append(b));
    return new TraceOutcome("deadlock", "", text.toString(), "", copy);
  }

  /**
   * Returns whether the outcome is a bug of the program: a deadlock (timed or not), failure,
   * watchdog stop or a run cut at its length limit.
   */
  public boolean isBug() {
    return !kind.equals("completed") && !kind.equals("partial");
  }

  /** Returns whether the outcome leaves threads blocked: a deadlock, timed or not, or a livelock. */
  public boolean isDeadlock() {
    return kind.equals("deadlock") || kind.equals("timed-deadlock") || kind.equals("livelock");
  }

  /**
   * Returns the outcome as the members of a JSON object: {@code kind}; {@code thread} for a
   * failure or a watchdog stop, {@code blocked} (each with {@code thread}, {@code waitsFor} and
   * {@code source} when known) for a deadlock; {@code message}; {@code source} when known.
   */
  public Map<String, @Nullable Object> fields() {
    Map<String, @Nullable Object> json = new LinkedHashMap<>();
    json.put("kind", kind);
    if (!thread.isEmpty()) {
      json.put("thread", thread);
    }
    if (isDeadlock() || kind.equals("length-limit")) {
      json.put("blocked", blocked.stream().map(TraceOutcome::fields).toList());
    }
    json.put("message", message);
    if (!source.isEmpty()) {
      json.put("source", source);
    }
    return json;
  }

  private static Map<String, Object> fields(Blocked blocked) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("thread", blocked.thread());
    json.put("waitsFor", blocked.waitsFor());
    if (!blocked.source().isEmpty()) {
      json.put("source", blocked.source());
    }
    return json;
  }

  /**
   * Returns the outcome as a report says it: {@code failure in thread T at SOURCE: MESSAGE}, the
   * deadlock's lines, or the message.
   */
  @Override
  public String toString() {
    if (kind.equals("failure")) {
      return "failure in thread " + thread + (source.isEmpty() ? "" : " at " + source) + ": "
          + message;
    }
    return message;
  }
}
