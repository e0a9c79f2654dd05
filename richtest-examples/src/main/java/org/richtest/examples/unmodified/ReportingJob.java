package org.richtest.examples.unmodified;

/**
 * A batch job in plain JDK code: a worker counts the batch's rows, and a reporter waits for it with
 * {@code Thread.join} and then writes the report. {@link #shutdown} interrupts the reporter, so
 * that a job stopped early does not keep it waiting, and then waits for both threads. The bug: an
 * interrupt that reaches the reporter while the worker still runs makes its join throw, and the
 * report of a batch that the shutdown itself waited to see counted is never written. {@link
 * #shutdownAfterWork} waits for the worker first: a join of a thread that has ended returns
 * whatever the interrupt status, so the report is always written.
 */
public final class ReportingJob {

  private final Thread worker;
  private final Thread reporter;
  private int rows;
  private String report;

  /** Creates the job of a batch of {@code size} rows. */
  public ReportingJob(int size) {
    worker = new Thread(() -> {
      for (int i = 0; i < size; i++) {
        rows++;
      }
    }, "worker");
    reporter = new Thread(() -> {
      try {
        worker.join();
        report = rows + " rows";
      } catch (InterruptedException e) {
        // shutting down: stop waiting
      }
    }, "reporter");
  }

  /** Starts the worker and the reporter. */
  public void start() {
    worker.start();
    reporter.start();
  }

  /** Stops the reporter waiting, then waits for both threads. */
  public void shutdown() throws InterruptedException {
    reporter.interrupt();
    reporter.join();
    worker.join();
  }

  /** Waits for the worker, then stops the reporter waiting and waits for it. */
  public void shutdownAfterWork() throws InterruptedException {
    worker.join();
    reporter.interrupt();
    reporter.join();
  }

  /** Returns the report, or null if none was written. */
  public String report() {
    return report;
  }
}
