package org.richtest.sync.internal.concurrent;

import java.lang.reflect.Constructor;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * A {@code ForkJoinTask} drop-in under exploration: {@code fork} runs the task on a new logical
 * thread, {@code invoke} in the calling thread, and its completion is a future's line ({@link
 * ModelledFuture}) that the running thread completes, normally or with what {@code exec} threw,
 * and on which {@code join}, {@code get} and the queries are events. A join is therefore a
 * synchronization like {@code Future.get}: the joiner learns everything the task did. Which worker
 * of the JDK's pool would run a forked task, and whether the forking thread would run it itself
 * when it joins, is no part of the model: each forked task is a thread of its own, so every order
 * of the tasks' events that stealing could produce is an order the exploration covers
 * (docs/decisions.md, "Fork/join").
 *
 * <p>The task's tag is on its completion's line too, as the JDK keeps it in the status word its
 * completion sets: reading, setting and compare-and-setting it are events there. {@code
 * reinitialize} is an event that makes a done task's completion new again and its tag 0. {@code
 * tryUnfork} always answers false, as the JDK's may: no forked task waits in a queue here. A task
 * cancelled before a worker (or its invoker) took it never runs, as the JDK's: the taking is a
 * {@code taken} event on the completion's line in runs that model the ends of threads, which a
 * cancel of a task not done requires.
 */
public final class ModelledForkJoinTask implements ForkJoinTaskOperations, Identified {

  /** The key of a run's threads forked outside every pool with a life cycle: the common pool's. */
  private static final Object COMMON_POOL_THREADS = new Object();

  private final Body body;
  private final boolean propagates;
  private final ModelledFuture<Void> completion;
  /** The thread whose {@code exec} threw, which the joiner knows of once the task is done. */
  private @Nullable Thread thrower;
  /** The tag, read and written right after an event on the completion's line. */
  private short tag;
  /** Whether the task was forked or submitted since it was made or reinitialized. */
  private boolean scheduled;
  /** Whether a thread began its {@code exec} since it was made or reinitialized. */
  private boolean started;
  /** Whether a completion call made it done before any thread began its {@code exec}. */
  private boolean completedUnstarted;

  /**
   * Creates the task whose {@code exec} is {@code body}, with its completion's line; if it {@code
   * propagates}, what {@code exec} throws also leaves the thread that ran it uncaught, as from the
   * JDK's {@code ForkJoinPool.execute(Runnable)}, which fails the run.
   */
  public ModelledForkJoinTask(Body body, boolean propagates) {
    this.body = body;
    this.propagates = propagates;
    this.completion = new ModelledFuture<>(null, stage -> null);
  }

  /**
   * Returns a task running {@code command}, whose failure leaves the thread that ran it uncaught,
   * as a task of the JDK's {@code ForkJoinPool.execute(Runnable)}.
   */
  static ModelledForkJoinTask executing(Runnable command) {
    return new ModelledForkJoinTask(() -> {
      command.run();
      return true;
    }, true);
  }

  @Override
  public DropInOperations identity() {
    return completion;
  }

  /**
   * Forks the task: on a member thread of the calling thread's pool when it runs a task of a pool
   * with a life cycle ({@link ModelledForkJoinPool}), else on a thread of its own.
   */
  @Override
  public void start() {
    completion.checkCaller();
    markScheduled();
    if (!ModelledForkJoinPool.fork(this)) {
      ModelledFuture.startThread(this::executeInCommonPool);
    }
  }

  /** Notes that a thread will take the task: a completion before that is ordered with it. */
  void markScheduled() {
    scheduled = true;
  }

  /** Runs the task on a thread forked outside every pool, which the common pool's would run. */
  private void executeInCommonPool() {
    Controller run = Controller.current();
    commonPoolThreads(run).add(run.currentThread());
    executeTaken();
  }

  /**
   * Returns whether the calling thread runs a task forked outside every pool with a life cycle, as
   * a worker of the JDK's common pool would ({@code ForkJoinTask.getPool}).
   */
  public static boolean inCommonPool() {
    Controller run = Controller.current();
    return commonPoolThreads(run).contains(run.currentThread());
  }

  private static Set<ThreadHandle> commonPoolThreads(Controller run) {
    return run.attachment(COMMON_POOL_THREADS, key -> new HashSet<>());
  }

  /**
   * Runs the task on a thread of its own outside every pool with a life cycle, as the common pool
   * runs a task submitted to it from any thread: no other pool's {@code shutdownNow} reaches it.
   */
  public void startInCommonPool() {
    completion.checkCaller();
    markScheduled();
    ModelledFuture.startThread(this::executeTaken);
  }

  /**
   * Runs the task in the calling thread, a worker that took it or an invoker: where the run models
   * the ends of threads, after a {@code taken} event on its completion's line, and not at all if
   * it is done by then, as the JDK's {@code doExec} skips a task done before it. A run without them
   * that takes a task a completion call made done before it ran starts over with them (one done by
   * its own run and forked again still runs again there, which the counts of such programs keep).
   */
  void executeTaken() {
    Controller run = Controller.current();
    if (!run.modelsThreadEnds() && completedUnstarted) {
      run.requireThreadEnds(this + " was done before a thread took it");
    }
    if (run.modelsThreadEnds()) {
      completion.perform("taken");
      if (completion.doneNow()) {
        return;
      }
    }
    execute();
  }

  /**
   * Runs {@code exec} in the calling thread and completes the task with its outcome, as the JDK's
   * {@code doExec}: a task whose {@code exec} returns false stays incomplete, and one whose {@code
   * exec} threw, even a checked exception thrown unchecked as the interruptible adapter's, fails.
   */
  void execute() {
    started = true;
    boolean completed;
    try {
      completed = body.exec();
    } catch (Throwable thrown) {
      thrower = Thread.currentThread();
      completion.completeExceptionally(thrown);
      if (propagates) {
        throw thrown;
      }
      return;
    }
    if (completed) {
      completion.complete(null);
    }
  }

  @Override
  public void await() {
    try {
      completion.join();
    } catch (CompletionException failed) {
      Throwable thrown = reported(failed.getCause());
      throw ModelledForkJoinTask.<RuntimeException>unchecked(thrown == null ? failed : thrown);
    }
  }

  /**
   * Throws {@code thrown} as it is, unchecked by the compiler, as the JDK's tasks do: a checked
   * exception an interruptible adapter's callable threw fails its task, and its join throws it.
   */
  @SuppressWarnings("unchecked")
  public static <E extends Throwable> RuntimeException unchecked(Throwable thrown) throws E {
    throw (E) thrown;
  }

  /**
   * Returns what the JDK reports of {@code thrown}: itself to the thread that threw it; to
   * another, a new exception of its class whose cause it is, when that class has a public
   * constructor of a cause or of nothing ({@code ForkJoinTask.getException}).
   */
  private @Nullable Throwable reported(@Nullable Throwable thrown) {
    if (thrown == null || thrower == Thread.currentThread()) {
      return thrown;
    }
    Constructor<?> none = null;
    for (Constructor<?> constructor : thrown.getClass().getConstructors()) {
      Class<?>[] parameters = constructor.getParameterTypes();
      if (parameters.length == 1 && parameters[0] == Throwable.class) {
        return copied(() -> (Throwable) constructor.newInstance(thrown), thrown);
      }
      if (parameters.length == 0) {
        none = constructor;
      }
    }
    Constructor<?> noCause = none;
    return noCause == null ? thrown
        : copied(() -> ((Throwable) noCause.newInstance()).initCause(thrown), thrown);
  }

  /** Returns what {@code copy} makes, or {@code thrown} if it fails, as the JDK's. */
  private static Throwable copied(Callable<Throwable> copy, Throwable thrown) {
    try {
      return copy.call();
    } catch (Exception ignored) {
      return thrown;
    }
  }

  @Override
  public void runHere() {
    completion.checkCaller();
    executeTaken();
    await();
  }

  /** Waits by a {@code join} event, as {@link #await}, and throws nothing the task threw. */
  @Override
  public void quietlyJoin() {
    try {
      completion.join();
    } catch (CompletionException | CancellationException quiet) {
      // done abnormally: the caller asks isCompletedAbnormally or getException, as with the JDK's
    }
  }

  @Override
  public void quietlyInvoke() {
    completion.checkCaller();
    executeTaken();
    quietlyJoin();
  }

  /**
   * Answers true at once if the task is done (an {@code isDone} event), as the JDK's, which
   * checks before the interrupt; else waits by a timed {@code get}, which times out or not at a
   * point of the exploration's choosing.
   */
  @Override
  public boolean quietlyJoin(long timeout, TimeUnit unit) throws InterruptedException {
    if (completion.isDone()) {
      return true;
    }
    try {
      completion.get(timeout, unit);
    } catch (ExecutionException | CancellationException done) {
      // done abnormally: still done
    } catch (TimeoutException timedOut) {
      return false;
    }
    return true;
  }

  /**
   * As {@link #quietlyJoin(long, TimeUnit)}; an interrupt, which ends a timed {@code get}, makes it
   * wait again, and the thread's interrupt status is set again before it returns, as the JDK's
   * leaves it set.
   */
  @Override
  public boolean quietlyJoinUninterruptibly(long timeout, TimeUnit unit) {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return quietlyJoin(timeout, unit);
        } catch (InterruptedException again) {
          interrupted = true;
        }
      }
    } finally {
      if (interrupted) {
        Controller run = Controller.current();
        run.interrupt(run.currentThread());
      }
    }
  }

  /**
   * Returns false, which the JDK's may always answer: here a forked task is no entry of a queue
   * its forker could take back but a thread of its own, already under way.
   */
  @Override
  public boolean tryUnfork() {
    completion.checkCaller();
    return false;
  }

  /**
   * Makes a done task new again by a {@code reinitialize} event on its completion's line, its tag 0
   * as the JDK's, which clears the status word the tag is the low bits of.
   */
  @Override
  public void reinitialize() {
    completion.reinitialize();
    thrower = null;
    tag = 0;
    scheduled = false;
    started = false;
    completedUnstarted = false;
  }

  @Override
  public short getForkJoinTaskTag() {
    completion.perform("getForkJoinTaskTag");
    return tag;
  }

  @Override
  public short setForkJoinTaskTag(short newValue) {
    completion.perform("setForkJoinTaskTag");
    short old = tag;
    tag = newValue;
    return old;
  }

  @Override
  public boolean compareAndSetForkJoinTaskTag(short expect, short update) {
    completion.perform("compareAndSetForkJoinTaskTag");
    if (tag != expect) {
      return false;
    }
    tag = update;
    return true;
  }

  @Override
  public Future.State state() {
    return completion.state();
  }

  @Override
  public @Nullable Object resultNow() {
    return completion.resultNow();
  }

  /** As {@link #getException} of a failed task, a {@code state} and an {@code exceptionNow} event. */
  @Override
  public Throwable exceptionNow() {
    if (completion.state() != Future.State.FAILED) {
      throw new IllegalStateException("Task has not completed with an exception");
    }
    return Objects.requireNonNull(reported(completion.exceptionNow()));
  }

  @Override
  public void awaitGot() throws InterruptedException, ExecutionException {
    try {
      completion.get();
    } catch (ExecutionException failed) {
      throw new ExecutionException(reported(failed.getCause()));
    }
  }

  @Override
  public void awaitGot(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    try {
      completion.get(timeout, unit);
    } catch (ExecutionException failed) {
      throw new ExecutionException(reported(failed.getCause()));
    }
  }

  /**
   * Cancels the task unless it is done; a running {@code exec} goes on, as in the JDK, and one no
   * worker took never runs. Whether it was taken is the order of this event and the task's {@code
   * taken} event, made only in runs that model the ends of threads: a run without them that cancels
   * a task not done starts over with them, so that programs that cancel nothing pay nothing.
   */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    completion.perform("cancel");
    if (!completion.doneNow()) {
      Controller.current().requireThreadEnds(
          "ForkJoinTask.cancel of " + this + " may come before a worker takes it");
    }
    return completion.cancelNow();
  }

  @Override
  public void quietlyComplete() {
    requireTakenOrderBeforeCompleting("quietlyComplete");
    completion.complete(null);
  }

  /** Completes the task with {@code ex} unless done; its joiners in other threads see a copy. */
  @Override
  public void completeExceptionally(Throwable ex) {
    requireTakenOrderBeforeCompleting("completeExceptionally");
    if (completion.completeExceptionally(ex)) {
      thrower = Thread.currentThread();
    }
  }

  /**
   * Requires the ends of threads before a completion of a task forked or submitted whose {@code
   * exec} no thread began yet: the JDK's worker skips a done task, which only the order of this
   * completion and the task's {@code taken} event can tell. A completion once {@code exec} began,
   * as a counted completer's from its own or a child's {@code compute}, needs nothing.
   */
  private void requireTakenOrderBeforeCompleting(String method) {
    if (started || completion.doneNow()) {
      return;
    }
    completedUnstarted = true;
    if (scheduled) {
      Controller.current().requireThreadEnds(
          "ForkJoinTask." + method + " of " + this + " may come before a worker takes it");
    }
  }

  @Override
  public boolean isDone() {
    return completion.isDone();
  }

  @Override
  public boolean isCancelled() {
    return completion.isCancelled();
  }

  @Override
  public boolean isCompletedAbnormally() {
    return completion.isCompletedExceptionally();
  }

  @Override
  public boolean isCompletedNormally() {
    return completion.state() == Future.State.SUCCESS;
  }

  @Override
  public @Nullable Throwable getException() {
    return switch (completion.state()) {
      case CANCELLED -> new CancellationException();
      case FAILED -> reported(completion.exceptionNow());
      case RUNNING, SUCCESS -> null;
    };
  }

  @Override
  public String toString() {
    return "ForkJoinTask " + completion.name();
  }
}
