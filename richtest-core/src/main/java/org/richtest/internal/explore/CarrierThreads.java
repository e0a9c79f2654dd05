package org.richtest.internal.explore;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The platform threads of a {@link Carrier}: one, plus a spare per thread found held (a program
 * thread in a busy loop, or a virtual thread parked where it cannot unmount). Every hand-off
 * between a run's virtual threads submits a continuation here, almost always from the carrier
 * thread itself while it runs another: a queue behind one uncontended lock, which an idle thread
 * waits on by parking, costs a fraction of a {@code ThreadPoolExecutor}'s blocking queue (a node,
 * two locks and a signal per task; about 3% of one worker's CPU, docs/benchmarks.md).
 *
 * <p>A spare is given back once a held thread is back: a thread that was running one task while a
 * spare was added was held by it (a spare is added only while no thread is free), so when it comes
 * back for its next task the carrier may run one thread fewer, and one thread ends. Two threads
 * that are both free would wake each other at every hand-off, the cost the carrier exists to
 * remove. A spare that ends for want of work does not give its place back: a thread still held may
 * never come back, and the next task then starts a thread again.
 *
 * <p>As the pool it replaces: never shut down (a thread of an abandoned run may wake long after its
 * exploration and must find a carrier), each thread ends after {@code keepAlive} without work, and
 * a task submitted then starts one again.
 */
final class CarrierThreads implements Executor {

  private final ThreadFactory factory;
  private final long keepAliveNanos;
  /** The tasks not yet taken, first in first out; guarded by itself, as is all below. */
  private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
  /** The threads parked for want of a task, the longest idle first. */
  private final ArrayDeque<Thread> idle = new ArrayDeque<>(2);
  /** How many threads may run: one and the spares. */
  private int size = 1;
  /** How many threads run or wait for tasks. */
  private int live;
  /** How many of them were started and have not yet looked for a task: they are free. */
  private int starting;
  /** How many spares were ever added; a thread that saw this move while in a task was held. */
  private long added;

  /** Creates the threads, none started yet, named {@code name}. */
  CarrierThreads(String name, long keepAlive, TimeUnit unit) {
    this(Thread.ofPlatform().name(name).daemon().factory(), keepAlive, unit);
  }

  /** Creates the threads, none started yet, made by {@code factory}. */
  CarrierThreads(ThreadFactory factory, long keepAlive, TimeUnit unit) {
    this.factory = factory;
    this.keepAliveNanos = unit.toNanos(keepAlive);
  }

  /**
   * Queues {@code task}, waking an idle thread or starting one if the carrier may run one more.
   *
   * @throws OutOfMemoryError if no thread could be started; the task stays queued, for the next
   *     thread that starts
   */
  @Override
  public void execute(Runnable task) {
    Thread wake;
    boolean start = false;
    synchronized (tasks) {
      tasks.addLast(task);
      wake = idle.pollFirst();
      if (wake == null && live < size) {
        live++;
        starting++;
        start = true;
      }
    }
    if (wake != null) {
      LockSupport.unpark(wake);
    } else if (start) {
      startThread();
    }
  }

  /**
   * Lets one more thread run, started at once if a task waits: a spare for a held carrier. Returns
   * whether it added one, or started a thread the carrier may run: not while a thread is free
   * (idle, or starting), nor if the carrier already has {@code most} spares.
   */
  boolean addSpare(int most) {
    synchronized (tasks) {
      if (!idle.isEmpty() || starting > 0) {
        return false;
      }
      if (live == size) {
        if (size > most) {
          return false;
        }
        size++;
        added++;
        if (tasks.isEmpty()) {
          return true;
        }
      } else if (tasks.isEmpty()) {
        return false; // a thread may start, and will with the next task
      }
      live++;
      starting++;
    }
    startThread();
    return true;
  }

  /** Returns how many threads may run, for tests. */
  int size() {
    synchronized (tasks) {
      return size;
    }
  }

  /** Starts a thread counted in {@link #live} and {@link #starting}. */
  private void startThread() {
    try {
      factory.newThread(this::work).start();
    } catch (Throwable notStarted) { // "unable to create native thread": the carrier runs one fewer
      synchronized (tasks) {
        live--;
        starting--;
      }
      throw notStarted;
    }
  }

  /**
   * Takes and runs tasks until none came for {@code keepAlive}, or until it finds none waiting
   * while the carrier has a thread too many (a thread that held it came back).
   */
  private void work() {
    Thread self = Thread.currentThread();
    long seen;
    synchronized (tasks) {
      starting--;
      seen = added;
    }
    long idleSince = 0;
    while (true) {
      Runnable task;
      synchronized (tasks) {
        if (seen != added && size > 1) {
          size--; // a spare came while this thread was held; it is back
        }
        seen = added;
        task = tasks.pollFirst();
        if (task == null) {
          // A thread too many ends once no task waits, not before: the other may be held too.
          if (live > size
              || idleSince != 0 && System.nanoTime() - idleSince >= keepAliveNanos) {
            idle.remove(self);
            live--;
            return;
          }
          if (!idle.contains(self)) {
            idle.addLast(self);
          }
        } else if (idleSince != 0) {
          idle.remove(self); // woken by its timeout, not by execute, which takes it off
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
