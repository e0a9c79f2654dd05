package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Collection;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Describable;
import org.richtest.sync.internal.concurrent.ForkJoinTaskOperations;
import org.richtest.sync.internal.concurrent.JdkForkJoinTask;
import org.richtest.sync.internal.concurrent.JdkForkJoinTask.Queued;
import org.richtest.sync.internal.concurrent.ModelledForkJoinTask;

/**
 * A task of the fork/join framework with the API of {@link java.util.concurrent.ForkJoinTask}.
 * Under an exploration {@link #fork} runs the task on a new logical thread, {@link #invoke} runs
 * it in the calling thread, and its completion is a line of its own on which {@link #join}, {@link
 * #get} and the queries are events: a join waits for the task to be done and learns everything it
 * did, as a {@code Future.get}. {@link #invokeAll} forks all the tasks but the first, runs the
 * first and joins the others, as the JDK's. Outside an exploration it is the JDK's task, whose
 * {@code exec} is this one's: which one it is, it decides when it is created.
 *
 * <p>Programs extend {@link RecursiveTask} or {@link RecursiveAction} (the agent makes the
 * drop-in the superclass of such a subclass).
 *
 * <p>Every public and protected method of the JDK's task is here. Under an exploration the quiet
 * joins are joins that throw nothing, the timed ones a timed {@code get}; {@link #tryUnfork}
 * answers false (a forked task is a thread of its own, not an entry of a queue); {@link
 * #reinitialize} and the tag's methods are events on the task's completion line, where the JDK
 * keeps them in the status word its completion sets; {@link #getPool} is the pool whose task
 * the thread runs. What needs a worker's queue ({@link #getQueuedTaskCount}, {@link
 * #getSurplusQueuedTaskCount}, {@link #peekNextLocalTask}, {@link #pollNextLocalTask}, {@link
 * #pollTask}, {@link #pollSubmission}) and {@link #helpQuiesce} throw {@link
 * UnsupportedOperationException} there (docs/decisions.md, "Fork/join").
 *
 * @param <V> the type of the result
 */
public abstract class ForkJoinTask<V> implements Future<V>, Describable {

  private static final String SPLIT_BY_SIZE =
      "split the work by its size (a threshold) and fork and join the parts instead";

  private final ForkJoinTaskOperations task;

  /** Creates the task, modelled when created inside an exploration. */
  public ForkJoinTask() {
    this(false);
  }

  /**
   * Creates the task; if it {@code propagates}, what it throws also leaves the thread that ran it
   * uncaught, as a {@code Runnable} a pool {@code execute}s.
   */
  ForkJoinTask(boolean propagates) {
    ForkJoinTaskOperations.Body body = this::exec;
    this.task = creatingUnderExploration()
        ? new ModelledForkJoinTask(body, propagates)
        : new JdkForkJoinTask(body, this);
  }

  /** Returns the result {@link #join} returns, null while the task is not done. */
  public abstract @Nullable V getRawResult();

  /** Sets the result, as a subclass's {@link #exec} does. */
  protected abstract void setRawResult(@Nullable V value);

  /** Performs the task and returns whether it completed; runs in the thread that runs the task. */
  protected abstract boolean exec();

  @Override
  public String name() {
    return task.name();
  }

  /** Runs the task asynchronously: under an exploration on a new logical thread. */
  public final ForkJoinTask<V> fork() {
    checked().start();
    return this;
  }

  /**
   * Waits for the task to be done and returns its result.
   *
   * @throws RuntimeException what the task threw, or {@link
   *     java.util.concurrent.CancellationException} if it was cancelled
   */
  public final @Nullable V join() {
    checked().await();
    return getRawResult();
  }

  /** Runs the task in the calling thread, waits for it to be done and returns its result. */
  public final @Nullable V invoke() {
    checked().runHere();
    return getRawResult();
  }

  /**
   * Forks {@code t2}, runs {@code t1} here and joins {@code t2}, as the JDK's; if {@code t1}
   * throws, {@code t2} is cancelled and {@code t1}'s exception thrown.
   */
  public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
    invokeAll(new ForkJoinTask<?>[] {t1, t2});
  }

  /**
   * Forks every task but the first, runs the first here and joins the others, as the JDK's; the
   * first exception met is thrown after the others are cancelled.
   *
   * @throws NullPointerException if a task is null
   */
  public static void invokeAll(ForkJoinTask<?>... tasks) {
    for (ForkJoinTask<?> task : tasks) {
      Objects.requireNonNull(task);
    }
    if (tasks.length > 0 && tasks[0].task instanceof JdkForkJoinTask) {
      JdkForkJoinTask[] jdk = new JdkForkJoinTask[tasks.length];
      for (int i = 0; i < tasks.length; i++) {
        jdk[i] = (JdkForkJoinTask) tasks[i].checked();
      }
      JdkForkJoinTask.invokeAll(jdk);
      return;
    }
    for (int i = tasks.length - 1; i > 0; i--) {
      tasks[i].fork();
    }
    RuntimeException thrown = null;
    for (int i = 0; i < tasks.length && thrown == null; i++) {
      try {
        if (i == 0) {
          tasks[0].invoke();
        } else {
          tasks[i].join();
        }
      } catch (RuntimeException e) {
        thrown = e;
      }
    }
    if (thrown != null) {
      for (ForkJoinTask<?> task : tasks) {
        task.cancel(false);
      }
      throw thrown;
    }
  }

  /** As {@link #invokeAll(ForkJoinTask[])} on {@code tasks}, which it returns. */
  public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
    invokeAll(tasks.toArray(new ForkJoinTask<?>[0]));
    return tasks;
  }

  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    return checked().cancel(mayInterruptIfRunning);
  }

  @Override
  public final boolean isDone() {
    return checked().isDone();
  }

  @Override
  public final boolean isCancelled() {
    return checked().isCancelled();
  }

  public final boolean isCompletedAbnormally() {
    return checked().isCompletedAbnormally();
  }

  public final boolean isCompletedNormally() {
    return checked().isCompletedNormally();
  }

  /** Returns what the task threw, a {@code CancellationException} if cancelled, else null. */
  public final @Nullable Throwable getException() {
    return checked().getException();
  }

  @Override
  public final @Nullable V get() throws InterruptedException, ExecutionException {
    checked().awaitGot();
    return getRawResult();
  }

  @Override
  public final @Nullable V get(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    checked().awaitGot(timeout, unit);
    return getRawResult();
  }

  /**
   * Waits for the task to be done, as {@link #join}, without throwing what it threw or returning
   * its result: {@link #isCompletedAbnormally} and {@link #getException} tell.
   */
  public final void quietlyJoin() {
    checked().quietlyJoin();
  }

  /** Runs the task in the calling thread and waits for it, as {@link #invoke}, throwing nothing. */
  public final void quietlyInvoke() {
    checked().quietlyInvoke();
  }

  /**
   * Waits for the task to be done until {@code timeout} elapses; returns whether it is done,
   * normally or not. Under an exploration the wait times out at a point of its choosing.
   *
   * @throws InterruptedException if the calling thread is interrupted while the task is not done
   */
  public final boolean quietlyJoin(long timeout, TimeUnit unit) throws InterruptedException {
    return checked().quietlyJoin(timeout, unit);
  }

  /** As {@link #quietlyJoin(long, TimeUnit)}, an interrupt not ending the wait. */
  public final boolean quietlyJoinUninterruptibly(long timeout, TimeUnit unit) {
    return checked().quietlyJoinUninterruptibly(timeout, unit);
  }

  /**
   * Takes the task back if it is still queued where its forker put it and returns whether it did,
   * so that the caller may run it itself. Under an exploration it answers false, which the JDK's
   * may always answer: a forked task is a thread of its own there, already under way.
   */
  public boolean tryUnfork() {
    return checked().tryUnfork();
  }

  /**
   * Makes a task that is done, or was never forked, new again, so that it can be forked once more;
   * its raw result stays. As the JDK's, only for a task no thread still runs or joins; under an
   * exploration an event on the task's line, which leaves a task not done as it is.
   */
  public void reinitialize() {
    checked().reinitialize();
  }

  /** Completes the task with {@code value} as its result unless it is done; its joins return it. */
  public void complete(@Nullable V value) {
    try {
      setRawResult(value);
    } catch (RuntimeException | Error thrown) {
      checked().completeExceptionally(thrown);
      return;
    }
    quietlyComplete();
  }

  /** Completes the task normally unless it is done, its result as it is. */
  public final void quietlyComplete() {
    checked().quietlyComplete();
  }

  /**
   * Completes the task with {@code ex} unless it is done: its joins throw it; an exception neither
   * a {@code RuntimeException} nor an {@code Error} is wrapped in a {@code RuntimeException}, as
   * the JDK's.
   */
  public void completeExceptionally(Throwable ex) {
    checked().completeExceptionally(ex instanceof RuntimeException || ex instanceof Error ? ex
        : new RuntimeException(Objects.requireNonNull(ex)));
  }

  @Override
  public Future.State state() {
    return checked().state();
  }

  /**
   * Returns the result of a task that completed normally.
   *
   * @throws IllegalStateException if it is not done, failed or was cancelled
   */
  @Override
  public @Nullable V resultNow() {
    checked().resultNow();
    return getRawResult();
  }

  /**
   * Returns what a failed task threw, as {@link #getException} does.
   *
   * @throws IllegalStateException if it is not done, completed normally or was cancelled
   */
  @Override
  public Throwable exceptionNow() {
    return checked().exceptionNow();
  }

  /** Returns the task's tag; under an exploration an event on the task's line. */
  public final short getForkJoinTaskTag() {
    return checked().getForkJoinTaskTag();
  }

  /** Sets the task's tag and returns the one before, atomically. */
  public final short setForkJoinTaskTag(short newValue) {
    return checked().setForkJoinTaskTag(newValue);
  }

  /**
   * Sets the task's tag to {@code update} if it is {@code expect}, atomically; returns whether it
   * did (the JDK Javadoc's visited mark of a graph's traversal).
   */
  public final boolean compareAndSetForkJoinTaskTag(short expect, short update) {
    return checked().compareAndSetForkJoinTaskTag(expect, update);
  }

  /**
   * Returns the pool whose task the calling thread runs, or null: under an exploration the pool a
   * task was submitted to, the common pool for a task forked outside every pool, and null in a
   * thread that runs no pool's task. Outside one, a drop-in on the JDK's pool of the worker.
   */
  public static @Nullable ForkJoinPool getPool() {
    return ForkJoinPool.hosting();
  }

  /** Returns whether the calling thread runs a pool's task: {@code getPool() != null}. */
  public static boolean inForkJoinPool() {
    return getPool() != null;
  }

  /**
   * The JDK's outside an exploration; not modelled under one, where no worker has a queue of tasks
   * to run until its pool is quiescent.
   */
  public static void helpQuiesce() {
    jdkOnly("helpQuiesce", "join the tasks instead");
    java.util.concurrent.ForkJoinTask.helpQuiesce();
  }

  /** The JDK's estimate outside an exploration; not modelled under one (no worker's queue). */
  public static int getQueuedTaskCount() {
    jdkOnly("getQueuedTaskCount", SPLIT_BY_SIZE);
    return java.util.concurrent.ForkJoinTask.getQueuedTaskCount();
  }

  /** The JDK's estimate outside an exploration; not modelled under one (no worker's queue). */
  public static int getSurplusQueuedTaskCount() {
    jdkOnly("getSurplusQueuedTaskCount", SPLIT_BY_SIZE);
    return java.util.concurrent.ForkJoinTask.getSurplusQueuedTaskCount();
  }

  /** The JDK's outside an exploration; not modelled under one (no worker's queue). */
  protected static @Nullable ForkJoinTask<?> peekNextLocalTask() {
    return queued("peekNextLocalTask", Queued.PEEK_NEXT_LOCAL);
  }

  /** The JDK's outside an exploration; not modelled under one (no worker's queue). */
  protected static @Nullable ForkJoinTask<?> pollNextLocalTask() {
    return queued("pollNextLocalTask", Queued.POLL_NEXT_LOCAL);
  }

  /** The JDK's outside an exploration; not modelled under one (no worker's queue). */
  protected static @Nullable ForkJoinTask<?> pollTask() {
    return queued("pollTask", Queued.POLL);
  }

  /** The JDK's outside an exploration; not modelled under one (no pool's queue). */
  protected static @Nullable ForkJoinTask<?> pollSubmission() {
    return queued("pollSubmission", Queued.POLL_SUBMISSION);
  }

  /**
   * Returns the task the JDK's method {@code which} returns, as a drop-in: its own, or one that
   * runs a JDK task of another kind.
   */
  private static @Nullable ForkJoinTask<?> queued(String method, Queued which) {
    jdkOnly(method, "fork and join the tasks instead");
    java.util.concurrent.ForkJoinTask<?> queued = JdkForkJoinTask.queued(which);
    if (queued instanceof JdkForkJoinTask ours) {
      return (ForkJoinTask<?>) ours.owner();
    }
    return queued == null ? null : adapt(queued::invoke);
  }

  /**
   * Throws if the calling thread explores: {@code method} asks about a worker's queue of tasks,
   * which the model has none of; {@code instead} says what JDK code to write.
   */
  private static void jdkOnly(String method, String instead) {
    if (creatingUnderExploration()) {
      throw new UnsupportedOperationException("ForkJoinTask." + method + " is not modelled under "
          + "exploration, where each forked task runs on a thread of its own and no worker has a "
          + "queue of tasks; " + instead);
    }
  }

  /** Returns a task that runs {@code callable}, its result the callable's. */
  public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
    return new RecursiveTask<>() {
      @Override
      protected T compute() {
        try {
          return callable.call();
        } catch (RuntimeException e) {
          throw e;
        } catch (Exception e) {
          throw new RuntimeException(e);
        }
      }
    };
  }

  /** Returns a task that runs {@code runnable}, with a null result. */
  public static ForkJoinTask<?> adapt(Runnable runnable) {
    return new RecursiveAction() {
      @Override
      protected void compute() {
        runnable.run();
      }
    };
  }

  /** Returns a task that runs {@code runnable}, its result {@code result}. */
  public static <T> ForkJoinTask<T> adapt(Runnable runnable, @Nullable T result) {
    Objects.requireNonNull(runnable);
    return adapt(() -> {
      runnable.run();
      return result;
    });
  }

  /**
   * Returns a task that runs {@code callable} and whose {@code cancel(true)} interrupts the thread
   * running it, as the JDK's: it runs a {@link FutureTask} drop-in, whose cancel does that.
   */
  public static <T> ForkJoinTask<T> adaptInterruptible(Callable<? extends T> callable) {
    Objects.requireNonNull(callable);
    return new InterruptibleTask<>(new FutureTask<T>(callable::call));
  }

  /** As {@link #adaptInterruptible(Callable)} of {@code runnable}, its result {@code result}. */
  public static <T> ForkJoinTask<T> adaptInterruptible(Runnable runnable, @Nullable T result) {
    Objects.requireNonNull(runnable);
    return new InterruptibleTask<>(new FutureTask<>(runnable, result));
  }

  /** As {@link #adaptInterruptible(Callable)} of {@code runnable}, with a null result. */
  public static ForkJoinTask<?> adaptInterruptible(Runnable runnable) {
    return adaptInterruptible(runnable, null);
  }

  /** Returns the task's model, for a pool under exploration to run it. */
  final ModelledForkJoinTask modelled() {
    return (ModelledForkJoinTask) checked();
  }

  /** Returns the task's side, after checking the caller may use it. */
  ForkJoinTaskOperations checked() {
    task.checkCaller();
    return task;
  }

  @Override
  public String toString() {
    return task.toString();
  }
}
