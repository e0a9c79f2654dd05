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
}
