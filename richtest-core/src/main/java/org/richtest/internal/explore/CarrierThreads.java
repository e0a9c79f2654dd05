package org.richtest.internal.explore;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The platform threads of a {@link Carrier}: one, plus a spare per program thread found holding it.
 * Every hand-off between a run's virtual threads submits a continuation here, almost always from
 * the carrier thread itself while it runs another: a queue behind one uncontended lock, which an
 * idle thread waits on by parking, costs a fraction of a {@code ThreadPoolExecutor}'s blocking
 * queue (a node, two locks and a signal per task; about 3% of one worker's CPU, docs/benchmarks.md).
 *
 * <p>As the pool it replaces: never shut down (a thread of an abandoned run may wake long after its
 * exploration and must find a carrier), each thread ends after {@code keepAlive} without work, and a
 * task submitted then starts one again.
 */
final class CarrierThreads implements Executor {

  private final String name;
  private final long keepAliveNanos;
  /** The tasks not yet taken, first in first out; guarded by itself, as is all below. */
  private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
  /** The threads parked for want of a task, the longest idle first. */
  private final ArrayDeque<Thread> idle = new ArrayDeque<>(2);
  /** How many threads may run: one and the spares. */
  private int size = 1;
  /** How many threads run or wait for tasks. */
  private int live;

  /** Creates the threads, none started yet, named {@code name}. */
  CarrierThreads(String name, long keepAlive, TimeUnit unit) {
    this.name = name;
    this.keepAliveNanos = unit.toNanos(keepAlive);
  }

  @Override
  public void execute(Runnable task) {
    Thread wake;
    boolean start = false;
    synchronized (tasks) {
      tasks.addLast(task);
      wake = idle.pollFirst();
      if (wake == null && live < size) {
        live++;
        start = true;
      }
    }
    if (wake != null) {
      LockSupport.unpark(wake);
    } else if (start) {
      startThread();
    }
  }

  /** Lets one more thread run, started at once if a task waits: a spare for a held carrier. */
  void addSpare() {
    boolean start = false;
    synchronized (tasks) {
      size++;
      if (!tasks.isEmpty() && idle.isEmpty()) {
        live++;
        start = true;
      }
    }
    if (start) {
      startThread();
    }
  }

  /** Returns how many threads may run, for tests. */
  int size() {
    synchronized (tasks) {
      return size;
    }
  }

  private void startThread() {
    Thread.ofPlatform().name(name).daemon().start(this::work);
  }

  /** Takes and runs tasks until none came for {@code keepAlive}. */
  private void work() {
    Thread self = Thread.currentThread();
    long idleSince = 0;
    while (true) {
      Runnable task;
      synchronized (tasks) {
        task = tasks.pollFirst();
        if (task == null) {
          if (idleSince != 0 && System.nanoTime() - idleSince >= keepAliveNanos) {
            idle.remove(self);
            live--;
            return;
          }
          if (!idle.contains(self)) {
            idle.addLast(self);
          }
        }
      }
      if (task != null) {
        idleSince = 0;
        run(task);
      } else {
        if (idleSince == 0) {
          idleSince = System.nanoTime();
        }
        Thread.interrupted(); // nothing interrupts a carrier; a stray interrupt must not spin it
        LockSupport.parkNanos(this, keepAliveNanos - (System.nanoTime() - idleSince));
      }
    }
  }

  /** Runs {@code task}; what it throws goes to the thread's handler, and the thread goes on. */
  private static void run(Runnable task) {
    try {
      task.run();
    } catch (Throwable thrown) {
      Thread self = Thread.currentThread();
      self.getUncaughtExceptionHandler().uncaughtException(self, thrown);
    }
  }
}
