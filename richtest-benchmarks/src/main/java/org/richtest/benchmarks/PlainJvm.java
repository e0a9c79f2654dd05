package org.richtest.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The "plain JVM" baseline: RW-semaphore and the dining philosophers written with the JDK's own
 * primitives on platform threads, run uncontrolled. A run of them is what a stress test repeats;
 * the time RichTest takes per sequence is compared with the time of one such run.
 */
final class PlainJvm {

  private PlainJvm() {}

  /** Returns whether {@code example} has a plain-JVM form here. */
  static boolean has(String example) {
    return example.equals("rw-semaphore") || example.startsWith("dp-monitor-su-");
  }

  /** Runs the plain-JVM form of {@code example} once: its threads started, run and joined. */
  static void runOnce(String example) throws InterruptedException {
    if (example.equals("rw-semaphore")) {
      ReadersWriters rw = new ReadersWriters();
      startAndJoin(List.of(rw::read, () -> rw.write(1), rw::read, () -> rw.write(2), rw::read));
    } else if (example.startsWith("dp-monitor-su-")) {
      int philosophers = Integer.parseInt(example.substring("dp-monitor-su-".length()));
      Philosophers table = new Philosophers(philosophers);
      List<Runnable> bodies = new ArrayList<>();
      for (int i = 0; i < philosophers; i++) {
        int id = i;
        bodies.add(() -> {
          table.pickUp(id);
          table.putDown(id);
        });
      }
      startAndJoin(bodies);
    } else {
      throw new IllegalArgumentException("no plain-JVM form of example " + example);
    }
  }

  private static void startAndJoin(List<Runnable> bodies) throws InterruptedException {
    List<Thread> threads = new ArrayList<>(bodies.size());
    for (Runnable body : bodies) {
      threads.add(Thread.ofPlatform().start(body));
    }
    for (Thread thread : threads) {
      thread.join();
    }
  }

  /** Readers first, pass the baton: the RW-semaphore example on {@link Semaphore}. */
  private static final class ReadersWriters {
    private final Semaphore mutex = new Semaphore(1);
    private final Semaphore readersQue = new Semaphore(0);
    private final Semaphore writersQue = new Semaphore(0);
    private int activeReaders;
    private int activeWriters;
    private int waitingReaders;
    private int waitingWriters;
    private int shared;

    void read() {
      mutex.acquireUninterruptibly();
      if (activeWriters > 0) {
        waitingReaders++;
        mutex.release();
        readersQue.acquireUninterruptibly();
      }
      activeReaders++;
      if (waitingReaders > 0) {
        waitingReaders--;
        readersQue.release();
      } else {
        mutex.release();
      }
      int value = shared;
      mutex.acquireUninterruptibly();
      activeReaders--;
      if (activeReaders == 0 && waitingWriters > 0) {
        waitingWriters--;
        writersQue.release();
      } else {
        mutex.release();
      }
      if (value < 0) {
        throw new IllegalStateException("read " + value);
      }
    }

    void write(int value) {
      mutex.acquireUninterruptibly();
      if (activeReaders > 0 || activeWriters > 0) {
        waitingWriters++;
        mutex.release();
        writersQue.acquireUninterruptibly();
      }
      activeWriters++;
      mutex.release();
      shared = value;
      mutex.acquireUninterruptibly();
      activeWriters--;
      if (waitingReaders > 0) {
        waitingReaders--;
        readersQue.release();
      } else if (waitingWriters > 0) {
        waitingWriters--;
        writersQue.release();
      } else {
        mutex.release();
      }
    }
  }

  /**
   * The dining philosophers with a starving state on a {@link ReentrantLock} and a condition per
   * philosopher. The JDK's conditions signal and continue, so a woken philosopher checks its state
   * again; the example's monitor signals and waits urgently.
   */
  private static final class Philosophers {
    private static final int THINKING = 0;
    private static final int HUNGRY = 1;
    private static final int STARVING = 2;
    private static final int EATING = 3;

    private final ReentrantLock lock = new ReentrantLock();
    private final int[] state;
    private final Condition[] self;

    Philosophers(int philosophers) {
      state = new int[philosophers];
      self = new Condition[philosophers];
      for (int i = 0; i < philosophers; i++) {
        self[i] = lock.newCondition();
      }
    }

    void pickUp(int i) {
      lock.lock();
      try {
        state[i] = HUNGRY;
        test(i);
        while (state[i] != EATING) {
          self[i].awaitUninterruptibly();
        }
      } finally {
        lock.unlock();
      }
    }

    void putDown(int i) {
      lock.lock();
      try {
        state[i] = THINKING;
        test((i + state.length - 1) % state.length);
        test((i + 1) % state.length);
      } finally {
        lock.unlock();
      }
    }

    private void test(int k) {
      int left = state[(k + state.length - 1) % state.length];
      int right = state[(k + 1) % state.length];
      boolean wantsToEat = state[k] == HUNGRY || state[k] == STARVING;
      if (wantsToEat && !blocks(left) && !blocks(right)) {
        state[k] = EATING;
        self[k].signal();
      } else if (state[k] == HUNGRY && left != STARVING && right != STARVING) {
        state[k] = STARVING;
      }
    }

    private static boolean blocks(int neighbour) {
      return neighbour == EATING || neighbour == STARVING;
    }
  }
}
