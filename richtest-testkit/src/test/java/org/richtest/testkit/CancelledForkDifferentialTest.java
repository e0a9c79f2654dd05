package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.testkit.ForkJoinTaskApiDifferentialTest.task;
import static org.richtest.testkit.HandCounts.assertAgrees;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.RecursiveAction;

/**
 * A forked task cancelled before a worker took it never runs its {@code compute}, as the JDK's
 * worker skips a cancelled task; cancelled after, it runs on and its result is the cancellation.
 * Against the exhaustive oracle with every comparison {@link Differential#compare} makes (both
 * strategies start over with thread ends once they meet the cancel of a task not done, so the
 * forked thread's {@code taken} event on the task's line orders the taking with the cancel). Each
 * outcome was seen on the JDK's (docs/decisions.md, "Fork/join").
 */
class CancelledForkDifferentialTest {

  /**
   * Main cancels a task, then forks it, then reads what the task writes: on the JDK's the task
   * never runs (20,000 runs of 20,000). Main's cancel, then the forked thread's {@code taken}, on
   * the task's line, and the task skips its {@code compute}: one sequence, none failing. A model
   * that runs {@code compute} anyway has the write race with main's read: 2, one a false alarm.
   */
  static Program cancelledBeforeFork() {
    return doneBeforeFork(task -> task.cancel(false), false);
  }

  /**
   * Main makes a task done by {@code done}, forks it, joins it if {@code joined}, then reads what
   * the task writes, which a task done before its fork never does.
   */
  static Program doneBeforeFork(Consumer<RecursiveAction> done, boolean joined) {
    return () -> {
      SharedInt ran = new SharedInt(0, "ran");
      RecursiveAction forked = task(() -> ran.set(1));
      done.accept(forked);
      forked.fork();
      if (joined) {
        forked.quietlyJoin();
      }
      if (ran.get() != 0) {
        throw new AssertionError("a task done before its fork ran");
      }
    };
  }

  @Test
  void cancelledBeforeFork_neverRuns_asTheOracle() {
    assertAgrees(cancelledBeforeFork(), 1, 0);
  }

  /**
   * Main cancels a task, then invokes it, which throws {@code CancellationException}, then reads
   * what the task writes: on the JDK's {@code invoke} skips a cancelled task and throws. Main's
   * cancel and {@code taken}, one sequence, none failing; a model that runs {@code compute} anyway
   * fails in its one sequence.
   */
  static Program cancelledBeforeInvoke() {
    return () -> {
      SharedInt ran = new SharedInt(0, "ran");
      RecursiveAction task = task(() -> ran.set(1));
      task.cancel(false);
      try {
        task.invoke();
        throw new AssertionError("a cancelled task's invoke returned");
      } catch (CancellationException expected) {
        // as the JDK's
      }
      if (ran.get() != 0) {
        throw new AssertionError("a task cancelled before its invoke ran");
      }
    };
  }

  @Test
  void cancelledBeforeInvoke_neverRuns_asTheOracle() {
    assertAgrees(cancelledBeforeInvoke(), 1, 0);
  }

  /**
   * Main cancels a task, invokes it quietly, then joins a task nobody forked: a deadlock of main
   * alone, whose run with thread ends has the invoker's {@code taken} but no thread's end line.
   * Its replay must model thread ends still, or the cancel would ask for them out of the replay.
   */
  @Test
  void cancelledBeforeInvokeThenDeadlocked_replaysWithoutAThreadEndLine() {
    Program deadlocked = () -> {
      RecursiveAction task = task(() -> {});
      task.cancel(false);
      task.quietlyInvoke();
      task(() -> {}).join();
    };
    RunResult run =
        RichTest.runOnce(deadlocked, ExplorationOptions.defaults().withThreadEnds(true));

    RunResult replayed = RichTest.replay(deadlocked, run.sequence());

    assertTrue(run.outcome().toString().startsWith("deadlock"), run.outcome().toString());
    assertEquals(run.outcome().toString(), replayed.outcome().toString());
    assertEquals(run.sequence().toText(), replayed.sequence().toText());
  }

  /**
   * Main completes a task, forks it and joins it, then reads what the task writes: the JDK's worker
   * skips a done task. Main's completion, then the forked thread's {@code taken}, on the task's
   * line, and the task skips its {@code compute}; main's join before or after the taking: 2
   * sequences, none failing. A model that runs {@code compute} anyway fails in some.
   */
  static Program completedBeforeFork() {
    return doneBeforeFork(task -> task.complete(null), true);
  }

  @Test
  void completedBeforeFork_neverRuns_asTheOracle() {
    assertAgrees(completedBeforeFork(), 2, 0);
  }

  /**
   * Main forks a task that writes a count, completes it, joins it and reads the count. On the
   * task's line main's completion and join, the forked thread's {@code taken} and, after its write,
   * its completion. Main's completion before the taking: the task never runs, main's join before
   * or after the taking (2 sequences, count 0). After it: the task's completion before main's
   * (1, count 1), between main's completion and join (1, count 1) or after the join, main's read
   * racing the write (2, count 0 or 1). 6 sequences, none failing.
   */
  static Program forkThenComplete(Set<String> outcomes) {
    return () -> {
      SharedInt count = new SharedInt(0, "count");
      RecursiveAction forked = task(() -> count.set(1));
      forked.fork();
      forked.complete(null);
      forked.join();
      outcomes.add("count " + count.get());
    };
  }

  @Test
  void forkThenComplete_bothOrdersOfTheTaking_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(forkThenComplete(outcomes), 6, 0);
    assertEquals(Set.of("count 0", "count 1"), outcomes);
  }

  /**
   * Main forks a task that writes a count, cancels it and reads the count. On the task's line the
   * task's {@code taken} and, after its write, its completion, and main's cancel: the cancel before
   * the taking succeeds and the task never runs (1 sequence, count 0); between the taking and the
   * completion it succeeds while the task runs on, main's read before or after the write (2, count
   * 0 or 1); after the completion it fails, the read after the write (1, count 1). 4 sequences,
   * the three outcomes the JDK's allows (a cancel of a running task succeeds: the JDK's sets the
   * status of any task not done).
   */
  static Program forkThenCancel(Set<String> outcomes) {
    return () -> {
      SharedInt count = new SharedInt(0, "count");
      RecursiveAction forked = task(() -> count.set(1));
      forked.fork();
      boolean cancelled = forked.cancel(false);
      outcomes.add("cancelled " + cancelled + ", count " + count.get());
    };
  }

  @Test
  void forkThenCancel_bothOrdersOfTheTaking_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(forkThenCancel(outcomes), 4, 0);
    assertEquals(Set.of("cancelled false, count 1", "cancelled true, count 0",
        "cancelled true, count 1"), outcomes);
  }

  /**
   * As {@link #cancelledBeforeFork} through {@code RichTest.explore}, which starts over with thread
   * ends at the cancel: no false alarm, and no warning left.
   */
  @Test
  void cancelledBeforeFork_startsOverWithoutWarning() {
    ExplorationResult result = RichTest.explore(cancelledBeforeFork());

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.warnings().isEmpty(), result.warnings().toString());
  }
}
