package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;

/**
 * The phaser drop-in under exploration: small programs explored to the end, their sequence counts
 * pinned and equal to the exhaustive oracle's; phases separate the work, {@code onAdvance} ends
 * the phaser, a timed wait is explored both ways, a party that never arrives is a deadlock.
 */
class PhaserExplorationTest {

  /**
   * Main registers two workers with a phaser; each does a first step, waits for the other and does
   * a second step, then deregisters; each checks in the second phase that both first steps are
   * done. Main deregisters itself.
   */
  static void twoPhases() throws Exception {
    Phaser phaser = new Phaser(1, "ph");
    SharedInt firstDone = new SharedInt(0, "firstDone");
    RichThread.Body worker = () -> {
      firstDone.incrementAndGet();
      phaser.arriveAndAwaitAdvance();
      check(firstDone.get() == 2, "second phase too early");
      phaser.arriveAndDeregister();
    };
    phaser.bulkRegister(2);
    RichThread a = RichThread.start("A", worker);
    RichThread b = RichThread.start("B", worker);
    phaser.arriveAndDeregister();
    a.join();
    b.join();
    check(phaser.isTerminated(), "not terminated when every party left");
  }

  @Test
  void twoPhases_explored_secondPhaseWaitsForTheFirstLikeTheOracle() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(PhaserExplorationTest::twoPhases);

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    assertEquals(24, result.sequences(), result.summary());
  }

  /**
   * A pipeline of three phases whose {@code onAdvance} terminates the phaser after the third: each
   * worker loops until the phaser is terminated, and each phase's work is counted by the advance.
   */
  static Program pipeline(Set<Integer> phases) {
    return () -> {
      SharedInt work = new SharedInt(0, "work");
      Phaser phaser = new Phaser(2, "ph") {
        @Override
        protected boolean onAdvance(int phase, int registeredParties) {
          check(work.get() == 2 * (phase + 1), "phase " + phase + " advanced at " + work.get());
          return phase >= 1;
        }
      };
      RichThread.Body worker = () -> {
        while (!phaser.isTerminated()) {
          work.incrementAndGet();
          phases.add(phaser.arriveAndAwaitAdvance());
        }
      };
      RichThread a = RichThread.start("A", worker);
      RichThread b = RichThread.start("B", worker);
      a.join();
      b.join();
      check(work.get() == 4, "work " + work.get());
    };
  }

  @Test
  void pipeline_explored_onAdvanceTerminatesLikeTheOracle() {
    Set<Integer> phases = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(pipeline(phases));

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    // The last arrival of the terminating advance gets the next phase, positive, as the JDK's.
    assertEquals(Set.of(1, 2, Integer.MIN_VALUE + 2), phases);
    assertEquals(200, result.sequences(), result.summary());
  }

  /** A timed wait for a phase another thread ends: it advances in time or times out. */
  static Program timedWait(Set<String> outcomes) {
    return () -> {
      Phaser phaser = new Phaser(1, "ph");
      RichThread arriver = RichThread.start("A", phaser::arrive);
      RichThread waiter = RichThread.start("W", () -> {
        try {
          outcomes.add("advanced to " + phaser.awaitAdvanceInterruptibly(0, 1, TimeUnit.SECONDS));
        } catch (TimeoutException e) {
          outcomes.add("timed out");
        }
      });
      arriver.join();
      waiter.join();
    };
  }

  @Test
  void timedAwaitAdvance_explored_advancedOrTimedOut() {
    Set<String> outcomes = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(timedWait(outcomes));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(Set.of("advanced to 1", "timed out"), outcomes);
    assertEquals(3, result.sequences(), result.summary());
  }

  /** A waiter for the phase is interrupted: it throws, or the phase advanced first. */
  static Program interruptedWaiter(Set<String> outcomes) {
    return () -> {
      Phaser phaser = new Phaser(1, "ph");
      RichThread waiter = RichThread.start("W", () -> {
        try {
          outcomes.add("advanced to " + phaser.awaitAdvanceInterruptibly(0));
        } catch (InterruptedException e) {
          outcomes.add("interrupted");
        }
      });
      waiter.interrupt();
      phaser.arrive();
      waiter.join();
    };
  }

  @Test
  void interruptedWaiter_explored_bothOutcomesLikeTheOracle() {
    Set<String> outcomes = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(interruptedWaiter(outcomes));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(Set.of("advanced to 1", "interrupted"), outcomes);
  }

  /** A party registered for a worker that never arrives: the others wait for ever. */
  @Test
  void partyThatNeverArrives_explored_deadlockNamesThePhase() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      Phaser phaser = new Phaser(3, "ph");
      RichThread a = RichThread.start("A", phaser::arriveAndAwaitAdvance);
      phaser.arriveAndAwaitAdvance();
      a.join();
    });

    assertEquals(2, result.deadlocks().size(), result.summary());
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.deadlocks().get(0).outcome());
    assertTrue(deadlock.blocked().toString().contains("waits for advance of phase 0 in ph"),
        deadlock.blocked().toString());
  }

  /**
   * A tree: two workers under a child of an empty root; each does its work, waits at the child
   * for the phase to advance and checks that both did their work, then leaves. The child arrives
   * at the root only when both workers arrived, which advances it; the last to leave empties the
   * child, which leaves the root, which terminates.
   */
  static void tieredWorkers() throws Exception {
    Phaser root = new Phaser(0, "root");
    Phaser child = new Phaser(root, 2);
    SharedInt work = new SharedInt(0, "work");
    RichThread.Body worker = () -> {
      work.incrementAndGet();
      int next = child.arriveAndAwaitAdvance();
      check(next == 1 && work.get() == 2, "phase " + next + " with work " + work.get());
      child.arriveAndDeregister();
    };
    RichThread a = RichThread.start("A", worker);
    RichThread b = RichThread.start("B", worker);
    a.join();
    b.join();
    check(root.isTerminated() && root.getRegisteredParties() == 0
        && child.getRegisteredParties() == 0, "root " + root + ", child " + child);
  }

  @Test
  void tieredWorkers_explored_rootAdvancesOnceEveryChildArrivedLikeTheOracle() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(PhaserExplorationTest::tieredWorkers);

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    assertEquals(TIERED_WORKERS_SEQUENCES, result.sequences(), result.summary());
  }

  private static final int TIERED_WORKERS_SEQUENCES = 8;

  /**
   * A child of one party under a root of one: W arrives at the child, which arrives at the root;
   * R registers a second party at the child; main arrives at the root, which advances. A
   * registration after W's arrival and before the advance waits for it, as the JDK's does.
   */
  static Program registrationAtAnArrivedChild(Set<String> outcomes) {
    return () -> {
      Phaser root = new Phaser(1, "root");
      Phaser child = new Phaser(root, 1);
      RichThread w = RichThread.start("W", child::arrive);
      RichThread r = RichThread.start("R", () -> {
        int phase = child.register();
        check(phase == root.getPhase(), "registered for " + phase + " in " + root);
        outcomes.add("registered for " + phase);
      });
      root.arrive();
      w.join();
      r.join();
    };
  }

  @Test
  void registrationAtAnArrivedChild_explored_waitsForTheAdvanceLikeTheOracle() {
    Set<String> outcomes = new TreeSet<>();

    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(registrationAtAnArrivedChild(outcomes));

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    assertEquals(Set.of("registered for 0", "registered for 1"), outcomes);
    assertEquals(REGISTRATION_SEQUENCES, result.sequences(), result.summary());
  }

  private static final int REGISTRATION_SEQUENCES = 11;
}
