package org.richtest.distributed;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationProgress;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkResult;

/**
 * The frontier of an exploration over worker processes, shared by the exploring thread and the
 * threads feeding the processes: work items taken last in, first out (depth first, so it stays
 * small), the items in flight, and the sums of the committed results. An item is in one place at
 * a time (here, or with one explorer), so each result is committed exactly once; an item whose
 * process died is given back and taken again. It ends when no item is left or in flight, or a
 * bug (with stop at the first bug), the time budget or a failure stops it. Not final, so that a
 * test can make a commit throw an {@link Error}, as nothing a worker process sends can.
 */
class ItemFrontier {

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition changed = lock.newCondition();
  private final Deque<WorkItem> items = new ArrayDeque<>();
  private final WorkTally tally = new WorkTally();
  private final long[] workerRuns;
  private final long start;
  private final long maxNanos;
  private int inFlight;
  private boolean stopped;
  private @Nullable RuntimeException failure;

  /**
   * Creates the frontier of {@code root}, explored by {@code workers} explorers, ending at {@code
   * maxTime} (null: none) after {@code start} ({@link System#nanoTime()}).
   */
  ItemFrontier(WorkItem root, int workers, @Nullable Duration maxTime, long start) {
    items.push(root);
    workerRuns = new long[workers];
    this.start = start;
    this.maxNanos = maxTime == null ? Long.MAX_VALUE : maxTime.toNanos();
  }

  /**
   * Returns the next item to explore, waiting while the frontier is empty but items are in flight
   * (their children may come); null once the exploration ended or stopped.
   */
  @Nullable WorkItem take() throws InterruptedException {
    lock.lock();
    try {
      while (true) {
        if (stopped || (items.isEmpty() && inFlight == 0)) {
          return null; // stopped, or explored in full: the latter is complete whatever the time
        }
        long left = maxNanos - (System.nanoTime() - start);
        if (left <= 0) {
          stopped = true; // the time budget is spent
          changed.signalAll();
          return null;
        }
        if (!items.isEmpty()) {
          inFlight++;
          return items.pop();
        }
        changed.awaitNanos(Math.min(left, TimeUnit.SECONDS.toNanos(1)));
      }
    } finally {
      lock.unlock();
    }
  }

  /**
   * Commits {@code result}, the result of an item explorer {@code worker} took: adds its
   * counts and children. After a stop a result is dropped, as the sequential explorer does not
   * make the runs after its stop.
   *
   * @return whether the result was counted (false: dropped after a stop)
   */
  boolean commit(int worker, WorkResult result) {
    lock.lock();
    try {
      inFlight--;
      changed.signalAll();
      if (stopped) {
        return false;
      }
      tally.add(result);
      workerRuns[worker] += result.runs();
      result.children().forEach(items::push);
      stopped = result.stop();
      return true;
    } finally {
      lock.unlock();
    }
  }

  /** Gives {@code item} back: its explorer ended without a result, another explores it. */
  void giveBack(WorkItem item) {
    locked(() -> {
      inFlight--;
      items.push(item);
      changed.signalAll();
    });
  }

  /** Stops the exploration for {@code cause}, which the exploring thread throws; the first wins. */
  void fail(RuntimeException cause) {
    locked(() -> {
      if (failure == null) {
        failure = cause;
      }
      abandon();
    });
  }

  /**
   * Stops the exploration because the exploring thread leaves it abruptly (interrupted, or a
   * listener or this code threw): the explorers take no more items and what they bring is dropped.
   */
  void abandon() {
    locked(() -> {
      stopped = true;
      changed.signalAll();
    });
  }

  /** Adds a warning to the result: what went wrong with a worker process and what was done. */
  void warn(String warning) {
    locked(() -> tally.warn(warning));
  }

  /** Returns the items waiting to be taken. */
  int waiting() {
    return locked(items::size);
  }

  /** Returns whether a bug, the time budget or a failure stopped the exploration. */
  boolean stopped() {
    return locked(() -> stopped);
  }

  /** Returns the failure that stopped the exploration, if one did. */
  @Nullable RuntimeException failure() {
    return locked(() -> failure);
  }

  /** Returns where the exploration stands, for a progress line. */
  ExplorationProgress progress(Duration elapsed) {
    return locked(() -> new ExplorationProgress(tally.sequences(), tally.runs(),
        ImmutableList.copyOf(Arrays.stream(workerRuns).boxed().toList()),
        items.size() + inFlight, elapsed, null));
  }

  /** Returns the sums; read once every explorer ended. */
  WorkTally tally() {
    return locked(() -> tally);
  }

  private void locked(Runnable action) {
    lock.lock();
    try {
      action.run();
    } finally {
      lock.unlock();
    }
  }

  private <T> T locked(Supplier<T> read) {
    lock.lock();
    try {
      return read.get();
    } finally {
      lock.unlock();
    }
  }
}
