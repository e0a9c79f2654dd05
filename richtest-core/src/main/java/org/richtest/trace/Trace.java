package org.richtest.trace;

import org.jspecify.annotations.Nullable;
import org.richtest.event.SynSequence;

/**
 * A saved trace: a sequence with the program it came from and how its run ended, which a trace
 * file records beside the sequence so that it replays and draws without being told either.
 *
 * @param sequence the sequence
 * @param program the program the sequence came from, as the command line names it (a bundled
 *     example or a {@code Program} class), or {@code Class#method} for a JUnit test's; empty if
 *     unknown (a trace of format version 1)
 * @param outcome how the run ended, or null if unknown
 */
public record Trace(SynSequence sequence, String program, @Nullable TraceOutcome outcome) {

  /** Returns a trace of {@code sequence} alone, its program and outcome unknown. */
  public static Trace of(SynSequence sequence) {
    return new Trace(sequence, "", null);
  }
}
