package org.richtest.examples.unmodified;

import org.richtest.Program;

/** One setter and one checker on a {@link Reorder}: 2 of its 4 sequences fail the check. */
public final class ReorderScenario implements Program {

  @Override
  public void run() throws Exception {
    Reorder fields = new Reorder();
    Thread setter = new Thread(fields::set, "setter");
    Thread checker = new Thread(fields::check, "checker");
    setter.start();
    checker.start();
    setter.join();
    checker.join();
  }
}
