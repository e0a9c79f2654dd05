package org.richtest.trace;

import com.google.common.collect.ImmutableSortedMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.event.SynSequence;

/**
 * A saved trace: a sequence with the program it came from, how its run ended and the run settings
 * it was made under, which a trace file records beside the sequence so that it replays and draws
 * without being told any of them.
 *
 * @param sequence the sequence
 * @param program the program the sequence came from, as the command line names it (a bundled
 *     example or a {@code Program} class), or {@code Class#method} for a JUnit test's; empty if
 *     unknown (a trace of format version 1)
 * @param outcome how the run ended, or null if unknown
 * @param settings the settings that shaped the run, by name ({@code RunSettings}: its bounds,
 *     clock, explored fields and calls), which a replay applies; empty if unknown (a trace of
 *     format version 1 or 2), and a replay then uses the defaults
 */
public record Trace(
    SynSequence sequence, String program, @Nullable TraceOutcome outcome,
    ImmutableSortedMap<String, String> settings) {

  /** Copies {@code settings}. */
  public Trace {
    settings = ImmutableSortedMap.copyOf(settings);
  }

  /** Returns a trace whose run settings are unknown. */
  public Trace(SynSequence sequence, String program, @Nullable TraceOutcome outcome) {
    this(sequence, program, outcome, ImmutableSortedMap.of());
  }

  /** Returns a trace of {@code sequence} alone, its program, outcome and settings unknown. */
  public static Trace of(SynSequence sequence) {
    return new Trace(sequence, "", null);
  }

  /** Returns this trace with the run settings {@code values}. */
  public Trace withSettings(Map<String, String> values) {
    return new Trace(sequence, program, outcome, ImmutableSortedMap.copyOf(values));
  }
}
