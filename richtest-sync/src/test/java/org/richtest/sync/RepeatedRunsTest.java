package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunResult;

/**
 * Runs must repeat themselves, and programs keep state across runs: state built lazily on first use
 * makes the first runs differ from the later ones, so the exploration starts over once from the
 * state they left; state changed in every run still makes runs diverge, and is reported as such.
 */
class RepeatedRunsTest {

  /** Built on the first run only, as a library's registry or logger hierarchy is. */
  private static boolean built;

  /** Changed by every run, and read by the next. */
  private static int runsSoFar;

  @Test
  void stateBuiltOnFirstUse_explorationStartsOverOnceAndFindsTheLaterRunsSequences() {
    built = false;
    List<String> restarts = new ArrayList<>();
    Program lazy = () -> {
      if (!built) {
        CountingSemaphore registryLock = new CountingSemaphore(1, "registry");
        registryLock.P();
        registryLock.V();
        built = true;
      }
      twoThreadsOnAMutex();
    };

    ExplorationResult result = RichTest.explore(lazy, ExplorationOptions.defaults()
        .withListener(listener(restarts)));

    assertEquals(1, restarts.size(), restarts.toString());
    assertTrue(restarts.get(0).startsWith("the runs diverged, so the exploration starts over"),
        restarts.get(0));
    assertEquals(RichTest.explore(RepeatedRunsTest::twoThreadsOnAMutex).sequences(),
        result.sequences(), result.summary());
    assertTrue(result.complete(), result.summary());
  }

  @Test
  void stateChangedInEveryRun_divergesTwiceAndSaysWhy() {
    runsSoFar = 0;
    Program counting = () -> {
      if (runsSoFar++ % 2 == 0) {
        CountingSemaphore odd = new CountingSemaphore(1, "odd");
        odd.P();
        odd.V();
      }
      twoThreadsOnAMutex();
    };

    NondeterminismException e =
        assertThrows(NondeterminismException.class, () -> RichTest.explore(counting));

    assertTrue(e.getMessage().contains("it diverged again when explored a second time, so the"
        + " program does not repeat itself across runs"), e.getMessage());
  }

  private static void twoThreadsOnAMutex() throws InterruptedException {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    RichThread a = RichThread.start("a", () -> {
      mutex.P();
      mutex.V();
    });
    RichThread b = RichThread.start("b", () -> {
      mutex.P();
      mutex.V();
    });
    a.join();
    b.join();
  }

  private static RunListener listener(List<String> restarts) {
    return new RunListener() {
      @Override
      public void onRun(RunResult run) {}

      @Override
      public void onRestart(String reason) {
        restarts.add(reason);
      }
    };
  }
}
