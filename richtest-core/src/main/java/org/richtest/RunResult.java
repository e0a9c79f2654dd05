package org.richtest;

import org.richtest.event.SynSequence;

/** One controlled run: the SYN-sequence it exercised and how it ended. */
public record RunResult(SynSequence sequence, RunOutcome outcome) {}
