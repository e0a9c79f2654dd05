package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * A {@link ReportingJob} of two rows started and shut down, which expects the report of the batch
 * the shutdown waited for; with {@code afterWork}, shut down the safe way.
 */
public final class ReportingJobScenario implements Program {

  private final boolean afterWork;

  /** Creates the scenario; {@code afterWork} shuts down by {@link ReportingJob#shutdownAfterWork}. */
  public ReportingJobScenario(boolean afterWork) {
    this.afterWork = afterWork;
  }

  @Override
  public void run() throws Exception {
    ReportingJob job = new ReportingJob(2);
    job.start();
    if (afterWork) {
      job.shutdownAfterWork();
    } else {
      job.shutdown();
    }
    if (job.report() == null) {
      throw new IllegalStateException(
          "the batch was counted, but its report was lost: the reporter's join was interrupted");
    }
  }
}
