package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.RichThread;

/**
 * This module's tests run with the agent and without {@code --add-opens}: the agent opens {@code
 * java.lang}, so every thread of every run runs on the carrier thread of its explorer, one per
 * worker, and none on the JDK's shared scheduler (docs/decisions.md, "An explorer runs on a carrier
 * of its own").
 */
class OwnCarrierTest {

  @Test
  void explore_underTheAgent_runsEveryThreadOfARunOnItsExplorersOwnCarrier() {
    for (int workers : List.of(1, 2)) {
      Set<String> carriers = ConcurrentHashMap.newKeySet();
      Program program = () -> {
        BinarySemaphore s = new BinarySemaphore(1, "s");
        RichThread.Body body = () -> {
          s.P();
          carriers.add(carrierOf(Thread.currentThread()));
          s.V();
        };
        RichThread a = RichThread.start("a", body);
        RichThread b = RichThread.start("b", body);
        carriers.add(carrierOf(Thread.currentThread()));
        a.join();
        b.join();
      };

      ExplorationResult result =
          RichTest.explore(program, ExplorationOptions.defaults().withParallelism(workers));

      assertEquals(2, result.sequences());
      assertTrue(carriers.stream().allMatch(c -> c.startsWith("richtest-carrier")),
          workers + " workers: " + carriers);
    }
  }

  /** Returns the name of the carrier {@code thread}, a mounted virtual thread, runs on. */
  private static String carrierOf(Thread thread) {
    String description = thread.toString();
    return description.substring(description.lastIndexOf('@') + 1);
  }
}
