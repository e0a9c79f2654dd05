package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.RichTest;
import org.richtest.RunOutcome;

/**
 * The {@code Phaser} drop-in against the JDK's, one thread at a time: the same scenario on the
 * JDK's phaser, on the drop-in outside an exploration and on its model in a controlled run sees the
 * same phases, counts and exceptions; bad input fails as the JDK's; outside an exploration it works
 * with real threads and tiering.
 */
class PhaserTest {

  /** What one thread sees registering, arriving and terminating; without exception messages. */
  private static List<String> scenario(Object phaser) {
    Observations seen = new Observations();
    seen.observe("register", () -> call(phaser, "register"));
    seen.observe("bulk 2", () -> call(phaser, "bulkRegister", 2));
    seen.observe("bulk 0", () -> call(phaser, "bulkRegister", 0));
    seen.observe("bulk -1", () -> call(phaser, "bulkRegister", -1));
    seen.observe("arrive", () -> call(phaser, "arrive"));
    seen.observe("arrived", () -> call(phaser, "getArrivedParties"));
    seen.observe("unarrived", () -> call(phaser, "getUnarrivedParties"));
    seen.observe("deregister", () -> call(phaser, "arriveAndDeregister"));
    seen.observe("advance", () -> call(phaser, "arriveAndAwaitAdvance"));
    seen.observe("phase", () -> call(phaser, "getPhase"));
    seen.observe("registered", () -> call(phaser, "getRegisteredParties"));
    seen.observe("await other phase", () -> call(phaser, "awaitAdvance", 0));
    seen.observe("await negative", () -> call(phaser, "awaitAdvance", -3));
    seen.observe("timed await",
        () -> call(phaser, "awaitAdvanceInterruptibly", 1, 0L, TimeUnit.SECONDS));
    seen.observe("arrive and deregister", () -> call(phaser, "arriveAndDeregister"));
    seen.observe("deregister last", () -> call(phaser, "arriveAndDeregister"));
    seen.observe("terminated", () -> call(phaser, "isTerminated"));
    seen.observe("phase terminated", () -> call(phaser, "getPhase"));
    seen.observe("arrive terminated", () -> call(phaser, "arrive"));
    seen.observe("register terminated", () -> call(phaser, "register"));
    seen.observe("await terminated", () -> call(phaser, "awaitAdvance", 2));
    return seen.lines().stream().map(line -> line.replaceAll("(threw \\w+): .*", "$1")).toList();
  }

  /** The unregistered arrival, and forced termination, on a fresh phaser. */
  private static List<String> unregistered(Object phaser) {
    Observations seen = new Observations();
    seen.observe("arrive unregistered", () -> call(phaser, "arrive"));
    seen.observe("advance unregistered", () -> call(phaser, "arriveAndAwaitAdvance"));
    seen.observe("deregister unregistered", () -> call(phaser, "arriveAndDeregister"));
    seen.observe("register", () -> call(phaser, "register"));
    seen.observe("force", () -> call(phaser, "forceTermination"));
    seen.observe("phase forced", () -> call(phaser, "getPhase"));
    seen.observe("arrive forced", () -> call(phaser, "arrive"));
    return seen.lines().stream().map(line -> line.replaceAll("(threw \\w+): .*", "$1")).toList();
  }

  /**
   * Calls {@code method} of {@code phaser}, a JDK or a drop-in phaser, so that one scenario runs
   * on both: the classes share their method names, not a type. Throws what the method threw.
   */
  private static Object call(Object phaser, String method, Object... args) throws Exception {
    Class<?>[] types = new Class<?>[args.length];
    for (int i = 0; i < args.length; i++) {
      types[i] = args[i] instanceof Integer ? int.class
          : args[i] instanceof Long ? long.class : args[i].getClass();
    }
    try {
      Object result = phaser.getClass().getMethod(method, types).invoke(phaser, args);
      return result == null ? "done" : result;
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof Exception cause) {
        throw cause;
      }
      throw e;
    }
  }

  @Test
  void phasesCountsAndErrors_bothModes_asTheJdks() {
    List<String> jdk = scenario(new java.util.concurrent.Phaser());
    List<String> jdkUnregistered = unregistered(new java.util.concurrent.Phaser());

    assertEquals(jdk, scenario(new Phaser()));
    assertEquals(jdkUnregistered, unregistered(new Phaser()));
    RunOutcome outcome = RichTest.runOnce(() -> {
      List<String> modelled = scenario(new Phaser(0, "ph"));
      List<String> modelledUnregistered = unregistered(new Phaser(0, "ph2"));
      if (!modelled.equals(jdk) || !modelledUnregistered.equals(jdkUnregistered)) {
        throw new AssertionError("modelled " + modelled + modelledUnregistered
            + "\nJDK      " + jdk + jdkUnregistered);
      }
    }).outcome();
    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  @Test
  void badInput_bothModes_asTheJdks() throws Exception {
    assertThrows(IllegalArgumentException.class, () -> new java.util.concurrent.Phaser(-1));
    BothModes.check(() -> {
      assertThrows(IllegalArgumentException.class, () -> new Phaser(-1));
      assertThrows(IllegalArgumentException.class, () -> new Phaser(65536));
      Phaser full = new Phaser(65535);
      assertThrows(IllegalStateException.class, full::register);
      Phaser empty = new Phaser();
      IllegalStateException unregistered = assertThrows(IllegalStateException.class,
          empty::arrive);
      assertTrue(unregistered.getMessage().contains("unregistered party"),
          unregistered.getMessage());
    });
  }

  @Test
  void onAdvanceFromItself_underExploration_refusedNamingIt() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      Phaser[] self = new Phaser[1];
      self[0] = new Phaser(1, "ph") {
        @Override
        protected boolean onAdvance(int phase, int registeredParties) {
          OracleCheck.check(self[0].getArrivedParties() == 1, "a query from onAdvance");
          self[0].register();
          return false;
        }
      };
      IllegalStateException e = assertThrows(IllegalStateException.class, self[0]::arrive);
      OracleCheck.check(e.getMessage().contains("register of phaser ph from its own onAdvance"),
          e.getMessage());
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  @Test
  void tiering_underExploration_refusedClearly() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      Phaser root = new Phaser(1, "root");
      UnsupportedOperationException e =
          assertThrows(UnsupportedOperationException.class, () -> new Phaser(root, 1));
      OracleCheck.check(e.getMessage().contains("tiering"), e.getMessage());
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  @Test
  void outside_realThreadsAndTiering_asTheJdks() throws Exception {
    Phaser root = new Phaser();
    Phaser child = new Phaser(root, 2);
    assertSame(root, child.getRoot());
    assertSame(root, child.getParent());
    assertNull(root.getParent());
    Thread other = new Thread(child::arriveAndAwaitAdvance);
    other.start();
    assertEquals(1, child.arriveAndAwaitAdvance());
    other.join(10_000);
    assertEquals(1, root.getPhase());
    assertTrue(child.toString().startsWith("Phaser Phaser@"), child.toString());
    int[] advances = {0};
    Phaser counting = new Phaser(1) {
      @Override
      protected boolean onAdvance(int phase, int registeredParties) {
        advances[0]++;
        return phase == 1;
      }
    };
    counting.arriveAndAwaitAdvance();
    counting.arriveAndAwaitAdvance();
    assertEquals(2, advances[0]);
    assertTrue(counting.isTerminated());
  }
}
