package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * Two threads add to a {@link SpinLockedCounter}, one an amount it rejects: unfixed, the run in
 * which the rejection comes first is a livelock (the other thread's compare-and-set fails and
 * nothing is left to release the lock); fixed, every run adds the other amount.
 */
public final class SpinLockedCounterScenario implements Program {

  private final boolean fixed;

  /** The scenario with the counter's fix or without it. */
  public SpinLockedCounterScenario(boolean fixed) {
    this.fixed = fixed;
  }

  @Override
  public void run() throws Exception {
    SpinLockedCounter counter = new SpinLockedCounter(fixed);
    Thread rejected = new Thread(() -> counter.add(0), "rejected");
    Thread added = new Thread(() -> counter.add(5), "added");
    rejected.start();
    added.start();
    rejected.join();
    added.join();
    if (counter.total() != 5) {
      throw new AssertionError("the counter holds " + counter.total() + ", not 5");
    }
  }
}
