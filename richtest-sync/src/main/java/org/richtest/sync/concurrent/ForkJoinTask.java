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
 * @param <V> the type of the result
 */
public abstract class ForkJoinTask<V> implements Future<V>, Describable {

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
        : new JdkForkJoinTask(body);
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
