package org.richtest.examples.unmodified;

import java.util.function.Supplier;
import org.richtest.Program;

/**
 * Two workers, {@code w1} and {@code w2}, each wait for a job of {@link PollingWorkers} (or of
 * {@link HandOffWorkers}) while the main thread submits {@code jobs} of them: with one job for two
 * workers, the one left without polls for ever in every run, a timed deadlock (the other's polls,
 * or its registrations and timeouts at the hand-off, do not reopen its own); with two, every run
 * ends.
 */
public final class PollingWorkersScenario implements Program {

  private final Supplier<Jobs> workers;
  private final int jobs;

  /** Creates the scenario in which {@code jobs} jobs are submitted to {@link PollingWorkers}. */
  public PollingWorkersScenario(int jobs) {
    this(PollingWorkers::new, jobs);
  }

  /** Creates the scenario in which {@code jobs} jobs are submitted to the workers made so. */
  public PollingWorkersScenario(Supplier<Jobs> workers, int jobs) {
    this.workers = workers;
    this.jobs = jobs;
  }

  @Override
  public void run() throws Exception {
    Jobs workers = this.workers.get();
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

  private static void work(Jobs workers) {
    try {
      workers.nextJob();
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }
}
