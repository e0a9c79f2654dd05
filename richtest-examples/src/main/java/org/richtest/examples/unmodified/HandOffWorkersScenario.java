package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * Two workers, {@code w1} and {@code w2}, each wait for a job of {@link HandOffWorkers} while the
 * main thread hands {@code jobs} of them over: with one job for two workers, the one left without
 * polls for ever in every run, a timed deadlock (the other's registrations and timeouts do not
 * reopen its own); with two, every run ends.
 */
public final class HandOffWorkersScenario implements Program {

  private final int jobs;

  /** Creates the scenario in which {@code jobs} jobs are handed over. */
  public HandOffWorkersScenario(int jobs) {
    this.jobs = jobs;
  }

  @Override
  public void run() throws Exception {
    HandOffWorkers workers = new HandOffWorkers();
    Thread first = new Thread(() -> work(workers), "w1");
    Thread second = new Thread(() -> work(workers), "w2");
    first.start();
    second.start();
    for (int i = 0; i < jobs; i++) {
      workers.submit("job" + i);
    }
    first.join();
    second.join();
  }

  private static void work(HandOffWorkers workers) {
    try {
      workers.nextJob();
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }
}
