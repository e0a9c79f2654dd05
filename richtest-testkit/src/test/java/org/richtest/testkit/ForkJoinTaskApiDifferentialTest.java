package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.richtest.testkit.HandCounts.assertAgrees;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.Program;
import org.richtest.Strategy;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.RecursiveAction;

/**
 * The {@code ForkJoinTask} methods that add behaviour beyond fork and join, against the exhaustive
 * oracle with every comparison {@link Differential#compare} makes: the tag as a visited mark,
 * claimed by a compare-and-set and by a racy read-then-set; the timed quiet join, which may time
 * out; {@code reinitialize}, after a join and, wrongly, before one; a quiet join of a failing
 * task. Counts are derived by hand in each program's comment: the tag, {@code reinitialize} and
 * the task's completion are events on the task's line, every two of which from different threads
 * race, and a join is open once the task is done.
 */
class ForkJoinTaskApiDifferentialTest {

  /** A task whose computation is {@code body}. */
  static RecursiveAction task(Runnable body) {
    return new RecursiveAction() {
      @Override
      protected void compute() {
        body.run();
      }
    };
  }

  /** Claims {@code node}'s tag from 0 to 1: by one compare-and-set if {@code atomic}. */
  static boolean claim(RecursiveAction node, boolean atomic) {
    if (atomic) {
      return node.compareAndSetForkJoinTaskTag((short) 0, (short) 1);
    }
    if (node.getForkJoinTaskTag() != 0) {
      return false;
    }
    node.setForkJoinTaskTag((short) 1);
    return true;
  }

  /**
   * Main and a forked visitor both claim one node's tag, the Javadoc's visited mark, then main
   * joins the visitor and checks that exactly one of them claimed it. By compare-and-set: the two
   * events on the node's line race, 2 sequences, none failing. By a read then a set: the visitor's
   * two events and main's two interleave on the node's line, C(4, 2) = 6 sequences; both claim
   * when both reads come before both sets, 2 x 2 = 4 of them failing.
   */
  static Program visitedMark(boolean atomic) {
    return () -> {
      RecursiveAction node = task(() -> {});
      boolean[] claimed = new boolean[2];
      RecursiveAction visitor = task(() -> claimed[0] = claim(node, atomic));
      visitor.fork();
      claimed[1] = claim(node, atomic);
      visitor.join();
      if (claimed[0] == claimed[1]) {
        throw new AssertionError("claimed by " + (claimed[0] ? "both" : "neither"));
      }
    };
  }

  @Test
  void visitedMark_compareAndSet_oneClaimsIt_asTheOracle() {
    assertAgrees(visitedMark(true), 2, 0);
  }

  @Test
  void visitedMark_readThenSet_bothClaimItInSomeOrders_asTheOracle() {
    assertAgrees(visitedMark(false), 6, 4);
  }

  /**
   * Main forks a task and joins it quietly with a timeout, then, if that timed out, without one.
   * Main's done check before or after the task's completion (after: true, 1 sequence); before it,
   * the timed wait before or after the completion (after: true; before: it times out and the
   * plain join comes after): 3 sequences, both answers seen.
   */
  static Program timedQuietJoin(Set<String> outcomes) {
    return () -> {
      RecursiveAction forked = task(() -> {});
      forked.fork();
      boolean done = forked.quietlyJoin(1, TimeUnit.SECONDS);
      if (!done) {
        forked.quietlyJoin();
      }
      outcomes.add("done " + done);
    };
  }

  @Test
  void timedQuietJoin_timesOutOrNot_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(timedQuietJoin(outcomes), 3, 0);
    assertEquals(Set.of("done false", "done true"), outcomes);
  }

  /**
   * A task invoked, joined, reinitialized, forked and joined again: every event of its line in
   * main's order or after its fork, 1 sequence, and it ran twice.
   */
  static Program reinitializeAfterJoin() {
    return () -> {
      SharedInt runs = new SharedInt(0, "runs");
      RecursiveAction task = task(() -> runs.set(runs.get() + 1));
      task.invoke();
      task.reinitialize();
      task.fork().join();
      if (runs.get() != 2) {
        throw new AssertionError("ran " + runs.get() + " times");
      }
    };
  }

  @Test
  void reinitializeAfterJoin_runsAgain_asTheOracle() {
    assertAgrees(reinitializeAfterJoin(), 1, 0);
  }

  /**
   * A tagged task invoked and reinitialized: the JDK's {@code reinitialize} clears the status word
   * whose low bits are the tag, so the tag reads 0 again. Every event on the task's line is main's,
   * 1 sequence, none failing.
   */
  static Program reinitializeClearsTheTag() {
    return () -> {
      RecursiveAction task = task(() -> {});
      task.setForkJoinTaskTag((short) 5);
      task.invoke();
      task.reinitialize();
      if (task.getForkJoinTaskTag() != 0) {
        throw new AssertionError("tag " + task.getForkJoinTaskTag() + " after reinitialize");
      }
    };
  }

  @Test
  void reinitialize_clearsTheTag_asTheOracle() {
    assertAgrees(reinitializeClearsTheTag(), 1, 0);
  }

  /** The JDK's own task, run plainly, clears the tag on {@code reinitialize}, as the model does. */
  @Test
  void reinitialize_clearsTheTag_inThePlainJdk() {
    java.util.concurrent.RecursiveAction task = new java.util.concurrent.RecursiveAction() {
      @Override
      protected void compute() {}
    };
    task.setForkJoinTaskTag((short) 5);
    task.invoke();
    task.reinitialize();
    assertEquals(0, task.getForkJoinTaskTag());
  }

  /**
   * Main reinitializes a task it forked before joining it, which the JDK leaves unspecified: the
   * reinitialize before the task's completion leaves it pending, so the join returns; after it, it
   * makes the task new, and the join waits for a completion that never comes, as the JDK's does:
   * 2 sequences, 1 deadlocked.
   */
  static Program reinitializeBeforeJoin() {
    return () -> {
      RecursiveAction task = task(() -> {});
      task.fork();
      task.reinitialize();
      task.join();
    };
  }

  @Test
  void reinitializeBeforeJoin_hangsInOneOrder_asTheOracle() {
    assertAgrees(reinitializeBeforeJoin(), 2, 1);
    assertEquals(1, Differential.explore(reinitializeBeforeJoin(),
        Differential.options(Strategy.EXHAUSTIVE)).result().deadlocks().size());
  }

  /**
   * A forked task writes a shared variable and throws; main's quiet join throws nothing, and the
   * queries tell the failure and the write, which the join ordered before them: 1 sequence.
   */
  static Program quietJoinOfAFailure() {
    return () -> {
      SharedInt written = new SharedInt(0, "written");
      RecursiveAction failing = task(() -> {
        written.set(1);
        throw new IllegalStateException("failed");
      });
      failing.fork();
      failing.quietlyJoin();
      if (!failing.isCompletedAbnormally() || written.get() != 1
          || !(failing.getException() instanceof IllegalStateException)) {
        throw new AssertionError("quiet join missed the failure");
      }
    };
  }

  @Test
  void quietJoinOfAFailure_seesItAndItsWrite_asTheOracle() {
    assertAgrees(quietJoinOfAFailure(), 1, 0);
  }
}
