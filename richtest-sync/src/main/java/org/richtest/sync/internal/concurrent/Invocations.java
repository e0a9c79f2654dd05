package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@code invokeAll} and {@code invokeAny} of a modelled pool ({@link InvokingPool}), as the JDK's {@code
 * AbstractExecutorService} does them, on modelled lines: each task is a modelled task executed by
 * an {@code execute} event, waits are {@code get} events, and {@code invokeAny} collects completed
 * tasks through a {@link ModelledQueue} as {@code ExecutorCompletionService} does.
 * Where the JDK reads the clock to decide that a deadline has passed, a timed wait may simply time
 * out: a timeout is an ordering, not a duration.
 */
final class Invocations {

  private Invocations() {}

  /** Executes every task, then waits for each in turn; cancels them all if anything throws. */
  static <T> List<Future<T>> invokeAll(
      InvokingPool pool, Collection<? extends Callable<T>> tasks)
      throws InterruptedException {
    List<Future<T>> futures = new ArrayList<>(tasks.size());
    try {
      for (Callable<T> task : tasks) {
        RunnableFuture<T> future = pool.newTask(task);
        futures.add(future);
        pool.execute(future);
      }
      for (Future<T> future : futures) {
        try {
          future.get();
        } catch (CancellationException | ExecutionException ignored) {
          // a task that failed or was cancelled is done: that is all invokeAll waits for
        }
      }
      return futures;
    } catch (Throwable thrown) {
      cancelAll(futures, 0);
      throw thrown;
    }
  }

  /**
   * Executes every task unless the timeout is not positive, then waits for each by a timed {@code
   * get}; the first wait that times out cancels the tasks from there on.
   */
  static <T> List<Future<T>> invokeAll(
      InvokingPool pool, Collection<? extends Callable<T>> tasks, long timeout)
      throws InterruptedException {
    List<Future<T>> futures = new ArrayList<>(tasks.size());
    try {
      for (Callable<T> task : tasks) {
        futures.add(pool.newTask(task));
      }
      if (timeout <= 0) {
        cancelAll(futures, 0);
        return futures;
      }
      for (Future<T> future : futures) {
        pool.execute((RunnableFuture<T>) future);
      }
      for (int j = 0; j < futures.size(); j++) {
        try {
          futures.get(j).get(timeout, TimeUnit.NANOSECONDS);
        } catch (CancellationException | ExecutionException ignored) {
          // done is all invokeAll waits for
        } catch (TimeoutException timedOut) {
          cancelAll(futures, j);
          break;
        }
      }
      return futures;
    } catch (Throwable thrown) {
      cancelAll(futures, 0);
      throw thrown;
    }
  }

  /**
   * Executes the first task, and each further one while no task has completed, as the JDK does;
   * returns the result of the first task that completes normally and cancels the others.
   *
   * @throws IllegalArgumentException if {@code tasks} is empty
   * @throws ExecutionException if every task failed
   * @throws TimeoutException if {@code timed} and a wait for a task timed out (after {@code
   *     nanos}, which the logical clock advances by)
   */
  static <T> T invokeAny(
      InvokingPool pool, Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
      throws InterruptedException, ExecutionException, TimeoutException {
    int remaining = tasks.size();
    if (remaining == 0) {
      throw new IllegalArgumentException("invokeAny needs at least one task");
    }
    ModelledQueue<Future<T>> completed =
        new ModelledQueue<>(Integer.MAX_VALUE, pool.lineName("completions"));
    List<Future<T>> futures = new ArrayList<>(remaining);
    Iterator<? extends Callable<T>> it = tasks.iterator();
    try {
      ExecutionException failure = null;
      futures.add(submit(pool, it.next(), completed));
      remaining--;
      int active = 1;
      while (true) {
        Future<T> done = completed.poll();
        if (done == null) {
          if (remaining > 0) {
            remaining--;
            futures.add(submit(pool, it.next(), completed));
            active++;
            continue;
          } else if (active == 0) {
            break;
          } else if (timed) {
            done = completed.poll(nanos, TimeUnit.NANOSECONDS);
            if (done == null) {
              throw new TimeoutException();
            }
          } else {
            done = completed.take();
          }
        }
        active--;
        try {
          return done.get();
        } catch (ExecutionException e) {
          failure = e;
        } catch (RuntimeException e) {
          failure = new ExecutionException(e);
        }
      }
      throw failure != null ? failure : new ExecutionException("no task completed", null);
    } finally {
      cancelAll(futures, 0);
    }
  }

  /** Executes {@code task} as a task that, once done, adds itself to {@code completed}. */
  private static <T> Future<T> submit(
      InvokingPool pool, Callable<T> task, ModelledQueue<Future<T>> completed) {
    ModelledTask<T> future = ModelledTask.unshown(pool.lineName("task"), task, completed::add);
    pool.execute(future);
    return future;
  }

  private static <T> void cancelAll(List<Future<T>> futures, int from) {
    for (int i = from; i < futures.size(); i++) {
      futures.get(i).cancel(true);
    }
  }
}
