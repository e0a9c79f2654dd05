package org.richtest.examples.unmodified;

import org.richtest.Program;

/** Two threads hit the {@link HitCounter} once each; {@code main} expects 2 and may see 1. */
public final class HitCounterScenario implements Program {

  @Override
  public void run() throws Exception {
    HitCounter counter = new HitCounter();
    Thread first = new Thread(counter::hit, "first");
    Thread second = new Thread(counter::hit, "second");
    first.start();
    second.start();
    first.join();
    second.join();
    if (counter.hits() != 2) {
      throw new AssertionError("lost update: 2 hits counted as " + counter.hits());
    }
  }
}
