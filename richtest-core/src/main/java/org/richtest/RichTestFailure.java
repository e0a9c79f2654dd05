package org.richtest;

/**
 * A bug found by an exploration: an assertion error whose message gives the outcome and the
 * replayable SYN-sequence that produced it.
 */
public final class RichTestFailure extends AssertionError {

  private static final long serialVersionUID = 1L;

  private final transient RunResult run;

  /** Creates the failure for {@code run}, found by the exploration {@code result}. */
  public RichTestFailure(RunResult run, ExplorationResult result) {
    super(message(run, result), run.outcome() instanceof RunOutcome.Failure f ? f.cause() : null);
    this.run = run;
  }

  private static String message(RunResult run, ExplorationResult result) {
    return run.outcome() + "\nafter " + result.runs() + " runs; sequence (replay with "
        + "RichTest.replay):\n" + run.sequence().toText();
  }

  /** Returns the run that exposed the bug. */
  public RunResult run() {
    return run;
  }
}
