package org.richtest;

import com.google.common.collect.ImmutableList;
import org.richtest.event.SynSequence;

/**
 * One controlled run: the SYN-sequence it exercised, how it ended, and the data races found in it
 * (distinct pairs of source sites; only code rewritten by the agent reports accesses).
 */
public record RunResult(
    SynSequence sequence, RunOutcome outcome, ImmutableList<DataRace> dataRaces) {

  /** Creates the result of a run in which no data race was found. */
  public RunResult(SynSequence sequence, RunOutcome outcome) {
    this(sequence, outcome, ImmutableList.of());
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
