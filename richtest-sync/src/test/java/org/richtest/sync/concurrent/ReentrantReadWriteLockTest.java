package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The read-write lock drop-in outside an exploration: JDK behaviour for real threads, including
 * the non-fair rule the model follows (a new reader waits behind a queued writer, {@code tryLock}
 * does not); and single-threaded checks that hold both outside and under exploration.
 */
@Timeout(10)
class ReentrantReadWriteLockTest {

  private static final int THREADS = 4;
  private static final int INCREMENTS = 300;

  private int counter;

  @Test
  void writeLock_forFourThreads_noIncrementLostAndReadersNeverInside() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    AtomicInteger inside = new AtomicInteger();
    AtomicInteger maxInside = new AtomicInteger();
    Workers workers = new Workers();
    for (int t = 0; t < THREADS; t++) {
      workers.start("W" + t, () -> {
        for (int i = 0; i < INCREMENTS; i++) {
          lock.writeLock().lock();
          try {
            maxInside.accumulateAndGet(inside.incrementAndGet(), Math::max);
            int before = counter;
            Thread.yield();
            counter = before + 1;
            inside.decrementAndGet();
          } finally {
            lock.writeLock().unlock();
          }
        }
      });
      workers.start("R" + t, () -> {
        for (int i = 0; i < INCREMENTS; i++) {
          lock.readLock().lock();
          try {
            maxInside.accumulateAndGet(inside.get() + 1, Math::max);
          } finally {
            lock.readLock().unlock();
          }
        }
      });
    }
    workers.joinAll();

    assertEquals(1, maxInside.get(), "a writer shared the lock");
    assertEquals(THREADS * INCREMENTS, counter);
  }

  @Test
  void readLock_twoThreads_holdItTogether() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    java.util.concurrent.CountDownLatch bothIn = new java.util.concurrent.CountDownLatch(2);
    Workers workers = new Workers();
    for (int t = 0; t < 2; t++) {
      workers.start("R" + t, () -> {
        lock.readLock().lock();
        try {
          bothIn.countDown();
          assertTrue(bothIn.await(5, SECONDS), "the other reader was kept out");
        } finally {
          lock.readLock().unlock();
        }
      });
    }
    workers.joinAll();

    assertEquals(0, lock.getReadLockCount());
  }

  @Test
  void newReader_behindAQueuedWriter_waitsButTryLockBarges() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    lock.readLock().lock();
    Workers writer = new Workers();
    writer.start("W", () -> {
      lock.writeLock().lock();
      lock.writeLock().unlock();
    });
    writer.awaitBlockedOrDone();
    Workers reader = new Workers();
    boolean[] got = new boolean[2];
    reader.start("R", () -> {
      got[0] = lock.readLock().tryLock(50, MILLISECONDS);
      got[1] = lock.readLock().tryLock();
      lock.readLock().unlock();
    });
    reader.joinAll();

    assertFalse(got[0], "a new reader passed a queued writer");
    assertTrue(got[1], "the untimed tryLock did not barge");
    assertTrue(lock.hasQueuedThreads());
    assertEquals(1, lock.getQueueLength());
    lock.readLock().unlock();
    writer.joinAll();
  }

  @Test
  void conditionOfTheWriteLock_signalled_waiterGoesOn() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    Condition ready = lock.writeLock().newCondition();
    boolean[] flag = {false};
    Workers workers = new Workers();
    workers.start("waiter", () -> {
      lock.writeLock().lock();
      try {
        while (!flag[0]) {
          ready.await();
        }
      } finally {
        lock.writeLock().unlock();
      }
    });
    workers.awaitBlockedOrDone();
    lock.writeLock().lock();
    try {
      flag[0] = true;
      assertTrue(lock.hasWaiters(ready));
      ready.signalAll();
    } finally {
      lock.writeLock().unlock();
    }
    workers.joinAll();
  }

  @Test
  void holds_bothModes_countedPerThreadAndReentrant() throws Exception {
    BothModes.check(() -> {
      ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
      lock.writeLock().lock();
      lock.writeLock().lock();
      lock.readLock().lock();
      assertTrue(lock.isWriteLocked());
      assertTrue(lock.isWriteLockedByCurrentThread());
      assertTrue(lock.writeLock().isHeldByCurrentThread());
      assertEquals(2, lock.getWriteHoldCount());
      assertEquals(2, lock.writeLock().getHoldCount());
      assertEquals(1, lock.getReadHoldCount());
      assertEquals(1, lock.getReadLockCount());
      assertTrue(lock.writeLock().tryLock());
      assertTrue(lock.readLock().tryLock(1, SECONDS));
      lock.writeLock().unlock();
      lock.writeLock().unlock();
      lock.writeLock().unlock();
      assertFalse(lock.isWriteLocked());
      assertEquals(2, lock.getReadLockCount());
      assertFalse(lock.writeLock().tryLock());
      assertFalse(lock.writeLock().tryLock(0, SECONDS));
      lock.readLock().unlock();
      lock.readLock().unlock();
      assertEquals(0, lock.getReadLockCount());
      assertTrue(lock.writeLock().tryLock(0, SECONDS));
      lock.writeLock().unlock();
      assertFalse(lock.isFair());
    });
  }

  @Test
  void misuse_bothModes_illegalMonitorStateAndNoReadConditions() throws Exception {
    BothModes.check(() -> {
      ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
      assertThrows(IllegalMonitorStateException.class, () -> lock.readLock().unlock());
      assertThrows(IllegalMonitorStateException.class, () -> lock.writeLock().unlock());
      assertThrows(UnsupportedOperationException.class, () -> lock.readLock().newCondition());
      Condition condition = lock.writeLock().newCondition();
      assertThrows(IllegalMonitorStateException.class, condition::await);
      assertThrows(IllegalMonitorStateException.class, () -> lock.hasWaiters(condition));
      lock.readLock().lock();
      assertThrows(IllegalMonitorStateException.class, condition::signal);
      lock.readLock().unlock();
    });
  }

  @Test
  void toString_named_showsTheHolds() {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
    lock.readLock().lock();

    assertEquals("ReentrantReadWriteLock rw[Write locks = 0, Read locks = 1]", lock.toString());
    assertEquals("rw.readLock[Read locks = 1]", lock.readLock().toString());
    assertEquals("rw.writeLock[Unlocked]", lock.writeLock().toString());
    lock.readLock().unlock();
  }
}
