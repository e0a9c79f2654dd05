package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkInteger;
import org.richtest.sync.internal.concurrent.ModelledNumber;
import org.richtest.sync.internal.concurrent.NumberOperations;

/**
 * A fork/join task completed by a count of pending children instead of by joins, with the API of
 * {@link java.util.concurrent.CountedCompleter}. Its {@link #exec} runs {@link #compute} and
 * leaves the task incomplete: the task completes when a {@link #tryComplete} finds its pending
 * count zero, which then goes on to its completer. Under an exploration the pending count is a
 * shared variable of its own, an {@code AtomicInteger}'s line: {@link #getPendingCount} is a read
 * event, and {@link #setPendingCount}, {@link #addToPendingCount}, {@link
 * #compareAndSetPendingCount} and each step of {@link #tryComplete}, {@link #propagateCompletion},
 * {@link #firstComplete} and {@link #decrementPendingCountUnlessZero} (a decrement unless zero)
 * are write events, so every order of two children's completions is explored. The task's
 * completion is the line {@link ForkJoinTask#join} and {@link ForkJoinTask#get} wait on, as for a
 * {@link RecursiveTask}. Outside an exploration the count is the JDK's atomic and the task the
 * JDK's.
 *
 * <p>The JDK's {@code tryComplete} decrements by a loop of reads and weak compare-and-sets; here
 * each step is one decrement-unless-zero, the same outcome without the failed attempts, which
 * change nothing (docs/decisions.md, "Fork/join (issue 32)").
 *
 * @param <T> the type of the result
 */
public abstract class CountedCompleter<T> extends ForkJoinTask<T> {

  private final @Nullable CountedCompleter<?> completer;
  private final NumberOperations pending;

  /** Creates a task completing {@code completer} (none if null) with {@code initialPendingCount}. */
  protected CountedCompleter(@Nullable CountedCompleter<?> completer, int initialPendingCount) {
    this.completer = completer;
    this.pending = creatingUnderExploration()
        ? new ModelledNumber(null, initialPendingCount, true)
        : new JdkInteger(initialPendingCount, null);
  }

  /** Creates a task completing {@code completer} (none if null) with a pending count of zero. */
  protected CountedCompleter(@Nullable CountedCompleter<?> completer) {
    this(completer, 0);
  }

  /** Creates a task completing no other, with a pending count of zero. */
  protected CountedCompleter() {
    this(null, 0);
  }

  /** The computation of this task, run where the task runs; it completes the task by others. */
  public abstract void compute();

  /**
   * Runs when the pending count is zero in {@link #tryComplete} or at {@link #complete}, before
   * the completer is tried; {@code caller} is the task whose completion reached this one.
   */
  public void onCompletion(CountedCompleter<?> caller) {}

  /**
   * Runs when {@code ex} completes this task abnormally, coming from {@code caller}; returns
   * whether the completer should be completed abnormally too, as the JDK's default does.
   */
  public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
    return true;
  }

  /** Returns the task this one completes, or null; never an event. */
  public final @Nullable CountedCompleter<?> getCompleter() {
    return completer;
  }

  /** Returns the pending count: a read event under an exploration. */
  public final int getPendingCount() {
    return (int) pending.get();
  }

  /** Sets the pending count to {@code count}. */
  public final void setPendingCount(int count) {
    pending.set(count);
  }

  /** Adds {@code delta} to the pending count, atomically. */
  public final void addToPendingCount(int delta) {
    pending.getAndAdd(delta);
  }

  /** Sets the pending count to {@code count} if it is {@code expected}; returns whether it did. */
  public final boolean compareAndSetPendingCount(int expected, int count) {
    return pending.compareAndSet(expected, count);
  }

  /** Decrements the pending count unless it is zero, by one event; returns the count before. */
  public final int decrementPendingCountUnlessZero() {
    return (int) pending.getAndUpdate(count -> count == 0 ? 0 : count - 1);
  }

  /** Returns the task at the end of the chain of completers: this one if it has none. */
  public final CountedCompleter<?> getRoot() {
    CountedCompleter<?> root = this;
    while (root.completer != null) {
      root = root.completer;
    }
    return root;
  }

  /**
   * Decrements the pending count unless zero; if it was zero, runs {@link #onCompletion} and does
   * the same on the completer, or completes this task if it has none, as the JDK's.
   */
  public final void tryComplete() {
    completeUp(true);
  }

  /** As {@link #tryComplete}, without running {@link #onCompletion}. */
  public final void propagateCompletion() {
    completeUp(false);
  }

  /**
   * Walks up the chain of completers while the pending counts are zero, running {@link
   * #onCompletion} if {@code notify}, and completes the root the walk reaches.
   */
  private void completeUp(boolean notify) {
    CountedCompleter<?> task = this;
    CountedCompleter<?> caller = this;
    while (task.decrementPendingCountUnlessZero() == 0) {
      if (notify) {
        task.onCompletion(caller);
      }
      caller = task;
      task = task.completer;
      if (task == null) {
        caller.quietlyComplete();
        return;
      }
    }
  }

  /**
   * Completes this task with {@code rawResult} whatever its pending count: sets the result, runs
   * {@link #onCompletion}, completes the task and tries its completer, as the JDK's.
   */
  @Override
  public void complete(@Nullable T rawResult) {
    setRawResult(rawResult);
    onCompletion(this);
    quietlyComplete();
    if (completer != null) {
      completer.tryComplete();
    }
  }

  /** Completes this task normally with the root of its chain: {@code getRoot().quietlyComplete()}. */
  public final void quietlyCompleteRoot() {
    getRoot().quietlyComplete();
  }

  /**
   * Returns this task if its pending count is zero, else decrements it and returns null: one
   * decrement-unless-zero, as the JDK's loop of compare-and-sets.
   */
  public final @Nullable CountedCompleter<?> firstComplete() {
    return decrementPendingCountUnlessZero() == 0 ? this : null;
  }

  /**
   * Returns {@code getCompleter().firstComplete()}, or completes this task and returns null when
   * it has no completer.
   */
  public final @Nullable CountedCompleter<?> nextComplete() {
    if (completer != null) {
      return completer.firstComplete();
    }
    quietlyComplete();
    return null;
  }

  /**
   * Does nothing: the JDK's helps run the tasks on this task's completion path, which under an
   * exploration run on threads of their own; what they do is explored either way.
   */
  public final void helpComplete(int maxTasks) {}

  /**
   * Completes this task abnormally with {@code ex} unless it is done, then, while {@link
   * #onExceptionalCompletion} agrees, its completers not yet done, as the JDK's; an exception
   * neither a {@code RuntimeException} nor an {@code Error} is wrapped in a {@code
   * RuntimeException}, as there.
   */
  @Override
  public void completeExceptionally(Throwable ex) {
    Throwable thrown = ex instanceof RuntimeException || ex instanceof Error ? ex
        : new RuntimeException(Objects.requireNonNull(ex));
    CountedCompleter<?> task = this;
    CountedCompleter<?> caller = this;
    while (task.abnormallyCompleted(thrown) && task.onExceptionalCompletion(thrown, caller)) {
      caller = task;
      task = task.completer;
      if (task == null || task.isDone()) {
        return;
      }
    }
  }

  /** Completes this task abnormally with {@code ex} unless done; returns whether it is abnormal. */
  private boolean abnormallyCompleted(Throwable ex) {
    checked().completeExceptionally(ex);
    return isCompletedAbnormally();
  }

  /** Returns null, as the JDK's: a completer with a result overrides it. */
  @Override
  public @Nullable T getRawResult() {
    return null;
  }

  /** Does nothing, as the JDK's: a completer with a result overrides it. */
  @Override
  protected void setRawResult(@Nullable T value) {}

  /**
   * Runs {@link #compute} and leaves the task incomplete, as the JDK's; what it throws completes
   * the task and its completers abnormally ({@link #completeExceptionally}) before it leaves.
   */
  @Override
  protected final boolean exec() {
    try {
      compute();
    } catch (RuntimeException | Error thrown) {
      completeExceptionally(thrown);
      throw thrown;
    }
    return false;
  }
}
