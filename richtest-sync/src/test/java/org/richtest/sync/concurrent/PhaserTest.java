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
import java.util.function.BiFunction;
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

  /** As the JDK's: a throwing {@code onAdvance} advances nothing and leaves the parties arrived. */
  @Test
  void onAdvanceThrows_bothModes_partiesStayArrivedAsTheJdks() throws Exception {
    java.util.concurrent.Phaser jdk = new java.util.concurrent.Phaser(1) {
      @Override
      protected boolean onAdvance(int phase, int registeredParties) {
        throw new IllegalArgumentException("onAdvance");
      }
    };
    assertThrows(IllegalArgumentException.class, jdk::arrive);
    String expected = jdk.getPhase() + " " + jdk.getUnarrivedParties();
    assertThrows(IllegalStateException.class, jdk::arrive);
    BothModes.check(() -> {
      Phaser phaser = new Phaser(1) {
        @Override
        protected boolean onAdvance(int phase, int registeredParties) {
          throw new IllegalArgumentException("onAdvance");
        }
      };
      assertThrows(IllegalArgumentException.class, phaser::arrive);
      assertEquals(expected, phaser.getPhase() + " " + phaser.getUnarrivedParties());
      assertThrows(IllegalStateException.class, phaser::arrive);
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

  /**
   * What one thread sees in a tree of phasers (a root, a child of one party, an empty child and
   * its child of two): registrations reaching the root, a child's last arrival advancing the root,
   * a lagging child caught up, deregistration leaving the root, termination of the whole tree; the
   * states as {@code toString} shows them, without the name.
   */
  private static List<String> tiered(Object root, BiFunction<Object, Integer, Object> child) {
    Observations seen = new Observations();
    Object one = child.apply(root, 1);
    Object empty = child.apply(root, 0);
    Object grand = child.apply(empty, 2);
    seen.observe("root registered", () -> call(root, "getRegisteredParties"));
    seen.observe("empty registered", () -> call(empty, "getRegisteredParties"));
    seen.observe("one arrives", () -> call(one, "arrive"));
    seen.observe("one arrived", () -> call(one, "getArrivedParties"));
    seen.observe("one arrives again", () -> call(one, "arrive"));
    seen.observe("root unarrived", () -> call(root, "getUnarrivedParties"));
    seen.observe("grand arrives", () -> call(grand, "arrive"));
    seen.observe("grand arrives last", () -> call(grand, "arrive"));
    seen.observe("phase", () -> call(root, "getPhase"));
    seen.observe("one's phase", () -> call(one, "getPhase"));
    seen.observe("one caught up", () -> state(one));
    seen.observe("grand caught up", () -> call(grand, "getUnarrivedParties"));
    seen.observe("grand leaves", () -> call(grand, "arriveAndDeregister"));
    seen.observe("grand's last leaves", () -> call(grand, "arriveAndDeregister"));
    seen.observe("empty again", () -> state(empty));
    seen.observe("root without it", () -> state(root));
    seen.observe("grand registers", () -> call(grand, "register"));
    seen.observe("empty back", () -> state(empty));
    seen.observe("one arrives", () -> call(one, "arrive"));
    seen.observe("grand advances", () -> call(grand, "arriveAndAwaitAdvance"));
    seen.observe("bulk 0", () -> call(one, "bulkRegister", 0));
    seen.observe("unregistered child", () -> call(child.apply(root, 0), "arrive"));
    seen.observe("force one", () -> call(one, "forceTermination"));
    seen.observe("root terminated", () -> call(root, "isTerminated"));
    seen.observe("grand's phase", () -> call(grand, "getPhase"));
    seen.observe("grand registers terminated", () -> call(grand, "register"));
    seen.observe("one arrives terminated", () -> call(one, "arrive"));
    seen.observe("late child", () -> state(child.apply(root, 1)));
    seen.observe("unregistered child terminated", () -> call(child.apply(root, 0), "arrive"));
    Object lone = child.apply(null, 1);
    seen.observe("lone leaves", () -> call(lone, "arriveAndDeregister"));
    seen.observe("lone's root ended", () -> call(call(lone, "getRoot"), "isTerminated"));
    return seen.lines().stream().map(line -> line.replaceAll("(threw \\w+): .*", "$1")).toList();
  }

  /** Returns {@code phaser}'s state as its {@code toString} shows it, after the name. */
  private static String state(Object phaser) {
    String shown = phaser.toString();
    return shown.substring(shown.indexOf('['));
  }

  @Test
  void tiering_bothModes_asTheJdks() {
    List<String> jdk = tiered(new java.util.concurrent.Phaser(), (parent, parties) ->
        new java.util.concurrent.Phaser(
            parent == null ? new java.util.concurrent.Phaser() : (java.util.concurrent.Phaser) parent,
            parties));
    BiFunction<Object, Integer, Object> dropIn =
        (parent, parties) -> new Phaser(parent == null ? new Phaser() : (Phaser) parent, parties);

    assertEquals(jdk, tiered(new Phaser(), dropIn));
    RunOutcome outcome = RichTest.runOnce(() -> {
      List<String> modelled = tiered(new Phaser(0, "ph"), dropIn);
      if (!modelled.equals(jdk)) {
        throw new AssertionError("modelled " + modelled + "\nJDK      " + jdk);
      }
    }).outcome();
    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  @Test
  void tiering_badInputAndMisuse_asTheJdks() throws Exception {
    assertThrows(IllegalArgumentException.class,
        () -> new java.util.concurrent.Phaser(new java.util.concurrent.Phaser(), -1));
    assertThrows(IllegalStateException.class, () -> new java.util.concurrent.Phaser(
        new java.util.concurrent.Phaser(65535), 1));
    BothModes.check(() -> {
      Phaser root = new Phaser();
      assertThrows(IllegalArgumentException.class, () -> new Phaser(root, -1));
      assertThrows(IllegalArgumentException.class, () -> new Phaser(root, 65536));
      assertThrows(IllegalStateException.class, () -> new Phaser(new Phaser(65535), 1));
      Phaser full = new Phaser(new Phaser(), 65535);
      assertThrows(IllegalStateException.class, full::register);
    });
    Phaser outside = new Phaser();
    RunOutcome outcome = RichTest.runOnce(() -> new Phaser(outside, 1)).outcome();
    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, outcome);
    assertTrue(failure.toString().contains("created outside the exploration"), failure.toString());
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
