package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;

/**
 * A program RichTest controls nothing of is not reported as "1 sequence, no bug" without a word:
 * its result carries a warning naming the agent. This JVM has no agent.
 */
class UncontrolledProgramTest {

  @Test
  void jdkThreads_withoutTheAgent_warnNothingWasControlled() {
    ExplorationResult result = RichTest.explore(() -> {
      int[] count = {0};
      Thread t1 = new Thread(() -> count[0]++);
      Thread t2 = new Thread(() -> count[0]++);
      t1.start();
      t2.start();
      t1.join();
      t2.join();
    });

    assertEquals(1, result.sequences());
    assertEquals(1, result.warnings().size(), result.warnings().toString());
    String warning = result.warnings().get(0);
    assertTrue(warning.startsWith("nothing was controlled"), warning);
    assertTrue(warning.contains("-javaagent:richtest-agent.jar"), warning);
  }

  @Test
  void controlledThreads_noWarning() {
    ExplorationResult result = RichTest.explore(() -> {
      CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
      RichThread t = RichThread.start("T", () -> {
        mutex.P();
        mutex.V();
      });
      t.join();
    });

    assertTrue(result.warnings().isEmpty(), result.warnings().toString());
  }

  @Test
  void threadWithoutEvents_noWarning() {
    ExplorationResult result = RichTest.explore(() -> RichThread.start("T", () -> {}).join());

    assertTrue(result.warnings().isEmpty(), result.warnings().toString());
  }
}
