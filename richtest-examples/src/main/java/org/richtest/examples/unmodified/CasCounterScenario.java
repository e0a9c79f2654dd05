package org.richtest.examples.unmodified;

import org.richtest.Program;

/** Two threads increment a {@link CasCounter} once each: {@code main} always sees 2. */
public final class CasCounterScenario implements Program {

  @Override
  public void run() throws Exception {
    CasCounter counter = new CasCounter();
    Thread first = new Thread(counter::increment, "first");
    Thread second = new Thread(counter::increment, "second");
    first.start();
    second.start();
    first.join();
    second.join();
    if (counter.count() != 2) {
      throw new AssertionError("lost increment: " + counter.count());
    }
  }
}
