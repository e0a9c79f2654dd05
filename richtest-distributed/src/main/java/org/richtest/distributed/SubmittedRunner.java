package org.richtest.distributed;

import java.util.Arrays;
import org.richtest.workitem.WorkItemRunner;

/**
 * The runner of a submitted program in a process that takes its items (a worker process, a
 * cluster member): the program resolved by name and its first run checked against the submitter's.
 * A fresh JVM's first run may build state lazily (a singleton, a registry) that later runs find
 * built, as the submitter's exploration started over once from the state its runs left: so a first
 * run that differs is made once more before the program is refused.
 */
final class SubmittedRunner {

  private SubmittedRunner() {}

  /** Why a submitted program is not explored here. */
  static final class Refusal extends Exception {
    private static final long serialVersionUID = 1L;
    private final boolean otherFirstRun;

    private Refusal(String message, boolean otherFirstRun) {
      super(message);
      this.otherFirstRun = otherFirstRun;
    }

    /** Returns whether the program's first run here is another (else it could not be loaded). */
    boolean otherFirstRun() {
      return otherFirstRun;
    }
  }

  /**
   * Returns the runner of {@code submission}'s program, found by {@code resolver}.
   *
   * @throws Refusal if it cannot be loaded here (the message says why) or its first run, made
   *     twice, is not the submitter's
   */
  static WorkItemRunner of(Submission submission, ProgramResolver resolver) throws Refusal {
    try {
      for (int attempt = 0; attempt < 2; attempt++) {
        WorkItemRunner runner =
            WorkItemRunner.of(resolver.resolve(submission.program()), submission.options());
        if (Arrays.equals(runner.programKey(), submission.programKey())) {
          return runner;
        }
      }
    } catch (RuntimeException | LinkageError e) {
      throw new Refusal(String.valueOf(e.getMessage()), false);
    }
    throw new Refusal("another first run", true);
  }
}
