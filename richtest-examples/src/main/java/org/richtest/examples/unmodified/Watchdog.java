package org.richtest.examples.unmodified;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Jobs with a deadline in plain JDK code: a worker thread runs each job and counts it done unless
 * it was cancelled; a watchdog joins the worker with a timeout and, if the worker is still alive
 * then, counts the job late and cancels it by an interrupt. The bug ({@link #watch}): the worker
 * looks for the cancel before the watchdog sends it, so a job that ends just after its deadline is
 * counted late and done, reported late wrongly. A JVM shows it only when the worker is slow by
 * the deadline; an exploration that lets the timeout expire before the worker's end finds it.
 * {@link #watchByState} decides by one compare-and-set of the job's state instead: each job is
 * counted once.
 */
public final class Watchdog {

  private final AtomicInteger late = new AtomicInteger();
  private final AtomicInteger done = new AtomicInteger();

  /**
   * Runs a job on a worker and waits at most {@code millis} for it, cancelling it if late; then
   * waits for the worker to stop.
   */
  public void watch(long millis) throws InterruptedException {
    Thread worker = new Thread(() -> {
      if (!Thread.currentThread().isInterrupted()) {
        done.incrementAndGet();
      }
    }, "worker");
    worker.start();
    worker.join(millis);
    if (worker.isAlive()) {
      late.incrementAndGet();
      worker.interrupt();
    }
    worker.join(); // waits for the worker to stop, cancelled or not
  }

  /**
   * As {@link #watch}, but the worker and the watchdog each claim the job by a compare-and-set of
   * its state, so only one of them counts it.
   */
  public void watchByState(long millis) throws InterruptedException {
    AtomicReference<String> state = new AtomicReference<>("running");
    Thread worker = new Thread(() -> {
      if (state.compareAndSet("running", "done")) {
        done.incrementAndGet();
      }
    }, "worker");
    worker.start();
    if (!worker.join(java.time.Duration.ofMillis(millis))
        && state.compareAndSet("running", "late")) {
      late.incrementAndGet();
    }
    worker.join();
  }

  /** Returns how many jobs were counted late. */
  public int late() {
    return late.get();
  }

  /** Returns how many jobs were counted done. */
  public int done() {
    return done.get();
  }
}
