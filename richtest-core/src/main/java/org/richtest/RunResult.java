package org.richtest;

import com.google.common.collect.ImmutableList;
import org.richtest.event.SynSequence;
import org.richtest.trace.Trace;

/**
 * One controlled run: the SYN-sequence it exercised, how it ended, the data races found in it
 * (distinct pairs of source sites; only code rewritten by the agent reports accesses), and what the
 * user should know of it (synchronization in code the agent did not rewrite, which ran unexplored),
 * and how many periodic tasks it cut at the bound on their periods ({@code periodicCuts}).
 */
public record RunResult(
    SynSequence sequence,
    RunOutcome outcome,
    ImmutableList<DataRace> dataRaces,
    ImmutableList<String> warnings,
    int periodicCuts) {

  /** Creates the result of a run that cut no periodic task. */
  public RunResult(SynSequence sequence, RunOutcome outcome, ImmutableList<DataRace> dataRaces,
      ImmutableList<String> warnings) {
    this(sequence, outcome, dataRaces, warnings, 0);
  }

  /** Creates the result of a run with these data races and nothing to warn of. */
  public RunResult(SynSequence sequence, RunOutcome outcome, ImmutableList<DataRace> dataRaces) {
    this(sequence, outcome, dataRaces, ImmutableList.of());
  }

  /** Creates the result of a run in which no data race was found. */
  public RunResult(SynSequence sequence, RunOutcome outcome) {
    this(sequence, outcome, ImmutableList.of());
  }

  /**
   * Returns this run as a trace file saves it: its sequence, {@code program} (the name a replay
   * finds the program by) and its outcome.
   */
  public Trace trace(String program) {
    return new Trace(sequence, program, outcome.recorded());
  }

  /**
   * Returns this run as {@link #trace(String)} does, with the run settings it was made under, which
   * a replay applies ({@link RichTest#replay(Program, Trace)}).
   */
  public Trace trace(String program, RunSettings settings) {
    return trace(program).withSettings(settings.values());
  }

  /**
   * Returns whether this run controlled nothing and completed: no event and no thread but {@code
   * main}. As an exploration's first run, it means the program is sequential, or its concurrency
   * ran uncontrolled (JDK threads without the agent, say). A run that failed first is not counted
   * as such: the failure, not the lack of control, is what the user must see.
   */
  public boolean controlledNothing() {
    return sequence.size() == 0
        && sequence.threads().size() == 1
        && outcome instanceof RunOutcome.Completed;
  }
}
