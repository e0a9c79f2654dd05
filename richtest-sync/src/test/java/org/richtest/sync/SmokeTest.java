package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.Strategy;

class SmokeTest {

  static void fig4() throws Exception {
    BinarySemaphore s = new BinarySemaphore(1, "s");
    RichThread t1 = RichThread.start("T1", () -> { s.P(); s.V(); });
    RichThread t2 = RichThread.start("T2", () -> { s.P(); s.V(); });
    t1.join();
    t2.join();
  }

  @Test
  void fig4_runOnce() {
    RunResult run = RichTest.runOnce(SmokeTest::fig4);
    System.out.println(run.outcome());
    System.out.println(run.sequence().toText());
  }

  @Test
  void fig4_explore() {
    ExplorationResult rt = RichTest.explore(SmokeTest::fig4);
    System.out.println(rt.summary());
    ExplorationResult ex = RichTest.explore(SmokeTest::fig4, ExplorationOptions.defaults().withStrategy(Strategy.EXHAUSTIVE));
    System.out.println(ex.summary());
    assertEquals(ex.sequences(), rt.sequences());
  }
}
