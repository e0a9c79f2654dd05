package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * The read-write lock drop-in under exploration: small programs explored to the end, their sequence
 * counts pinned and equal to the exhaustive oracle's, the JDK's deadlocks found, and its misuse.
 */
class ReentrantReadWriteLockExplorationTest {

  /**
   * Two readers and a writer: readers may share the lock, the writer never shares it. Each checks
   * what it may see from inside.
   */
  static void readersAndWriter() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
    RichThread.Body reader = () -> {
      lock.readLock().lock();
      try {
        check(!lock.isWriteLocked(), "a writer inside with a reader");
      } finally {
        lock.readLock().unlock();
      }
    };
    RichThread r1 = RichThread.start("R1", reader);
    RichThread r2 = RichThread.start("R2", reader);
    RichThread w = RichThread.start("W", () -> {
      lock.writeLock().lock();
      try {
        check(lock.getReadLockCount() == 0, "a reader inside with the writer");
      } finally {
        lock.writeLock().unlock();
      }
    });
    r1.join();
    r2.join();
    w.join();
  }

  @Test
  void readersAndWriter_explored_exclusiveWriterLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        ReentrantReadWriteLockExplorationTest::readersAndWriter);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(210, result.sequences());
  }

  /**
   * The JDK's reader starvation deadlock: R1 holds the read lock until R2 has read too, but a
   * writer that queued in between makes R2 wait behind it, and the writer waits for R1.
   */
  static void readerWaitsForReader() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
    CountDownLatch r2Read = new CountDownLatch(1, "r2Read");
    RichThread r1 = RichThread.start("R1", () -> {
      lock.readLock().lock();
      try {
        r2Read.await();
      } finally {
        lock.readLock().unlock();
      }
    });
    RichThread w = RichThread.start("W", () -> {
      lock.writeLock().lock();
      lock.writeLock().unlock();
    });
    RichThread r2 = RichThread.start("R2", () -> {
      lock.readLock().lock();
      r2Read.countDown();
      lock.readLock().unlock();
    });
    r1.join();
    w.join();
    r2.join();
  }

  @Test
  void readerWaitsForReader_explored_findsTheJdkStarvationDeadlock() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        ReentrantReadWriteLockExplorationTest::readerWaitsForReader);

    assertEquals(34, result.sequences());
    assertEquals(0, result.failures().size(), result.summary());
    assertEquals(1, result.deadlocks().size(), result.summary());
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.deadlocks().get(0).outcome());
    assertEquals(List.of("R1 waits for await on r2Read", "R2 waits for the read lock in rw",
            "W waits for the write lock in rw", "main waits for join(R1)"),
        deadlock.blocked().stream().map(Object::toString).sorted().toList());
  }

  /**
   * Like the starvation deadlock, but R2 tries once R1 holds the read lock, with the untimed {@code
   * tryLock}: as in the JDK it takes a read lock ahead of a queued writer, so it always gets it.
   */
  static void readerTriesWhileReaderHolds() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
    CountDownLatch r1Holds = new CountDownLatch(1, "r1Holds");
    CountDownLatch r2Tried = new CountDownLatch(1, "r2Tried");
    RichThread r1 = RichThread.start("R1", () -> {
      lock.readLock().lock();
      r1Holds.countDown();
      r2Tried.await();
      lock.readLock().unlock();
    });
    RichThread w = RichThread.start("W", () -> {
      lock.writeLock().lock();
      lock.writeLock().unlock();
    });
    RichThread r2 = RichThread.start("R2", () -> {
      r1Holds.await();
      boolean got = lock.readLock().tryLock();
      r2Tried.countDown();
      check(got, "tryLock failed while only a reader held the lock");
      lock.readLock().unlock();
    });
    r1.join();
    w.join();
    r2.join();
  }

  @Test
  void readerTryLock_explored_bargesAheadOfTheQueuedWriter() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        ReentrantReadWriteLockExplorationTest::readerTriesWhileReaderHolds);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(12, result.sequences());
  }

  /** A reader asks for the write lock: in the JDK it waits for ever, and here too. */
  static void upgrade() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
    lock.readLock().lock();
    lock.writeLock().lock();
  }

  @Test
  void upgrade_explored_deadlocks() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        ReentrantReadWriteLockExplorationTest::upgrade);

    assertEquals(1, result.sequences());
    assertEquals(1, result.deadlocks().size(), result.summary());
  }

  /**
   * A writer downgrades (takes the read lock, then releases the write lock) while a reader waits:
   * the reader gets in beside the downgraded writer.
   */
  static void downgrade() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
    CountDownLatch read = new CountDownLatch(1, "read");
    RichThread writer = RichThread.start("W", () -> {
      lock.writeLock().lock();
      lock.readLock().lock();
      lock.writeLock().unlock();
      read.await();
      check(lock.getReadHoldCount() == 1, "downgraded writer lost its read hold");
      lock.readLock().unlock();
    });
    RichThread reader = RichThread.start("R", () -> {
      lock.readLock().lock();
      read.countDown();
      lock.readLock().unlock();
    });
    writer.join();
    reader.join();
  }

  @Test
  void downgrade_explored_readerSharesWithTheDowngradedWriter() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        ReentrantReadWriteLockExplorationTest::downgrade);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(8, result.sequences());
  }

  /** A timed read attempt against a writer: it is granted in time or times out. */
  static Program timedReader(Set<Boolean> outcomes) {
    return () -> {
      ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
      RichThread writer = RichThread.start("W", () -> {
        lock.writeLock().lock();
        lock.writeLock().unlock();
      });
      RichThread reader = RichThread.start("R", () -> {
        boolean got = lock.readLock().tryLock(1, TimeUnit.SECONDS);
        outcomes.add(got);
        if (got) {
          lock.readLock().unlock();
        }
      });
      writer.join();
      reader.join();
      check(lock.getReadLockCount() == 0 && !lock.isWriteLocked(), "left " + lock);
    };
  }

  @Test
  void timedReadTryLock_explored_grantedOrTimedOut() {
    Set<Boolean> outcomes = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(timedReader(outcomes));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(5, result.sequences());
    assertEquals(Set.of(false, true), outcomes);
  }

  /** A writer waits on the write lock's condition for a flag another writer sets. */
  static void condition() throws Exception {
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
    Condition ready = lock.writeLock().newCondition("ready");
    boolean[] flag = {false};
    RichThread waiter = RichThread.start("W1", () -> {
      lock.writeLock().lock();
      try {
        while (!flag[0]) {
          ready.await();
        }
      } finally {
        lock.writeLock().unlock();
      }
    });
    RichThread setter = RichThread.start("W2", () -> {
      lock.writeLock().lock();
      try {
        flag[0] = true;
        ready.signal();
      } finally {
        lock.writeLock().unlock();
      }
    });
    RichThread reader = RichThread.start("R", () -> {
      lock.readLock().lock();
      lock.readLock().unlock();
    });
    waiter.join();
    setter.join();
    reader.join();
  }

  @Test
  void condition_explored_signalledWriterGoesOnLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        ReentrantReadWriteLockExplorationTest::condition);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(58, result.sequences());
  }

  @Test
  void misuse_underExploration_namedErrorsAndRejections() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
      IllegalMonitorStateException read =
          assertThrows(IllegalMonitorStateException.class, () -> lock.readLock().unlock());
      check(read.getMessage().contains("read lock of rw by main"), read.getMessage());
      IllegalMonitorStateException write =
          assertThrows(IllegalMonitorStateException.class, () -> lock.writeLock().unlock());
      check(write.getMessage().contains("write lock of rw by main"), write.getMessage());
      assertThrows(UnsupportedOperationException.class, lock::getQueueLength);
      assertThrows(UnsupportedOperationException.class, lock::hasQueuedThreads);
      assertThrows(UnsupportedOperationException.class,
          () -> lock.hasQueuedThread(Thread.currentThread()));
      assertThrows(UnsupportedOperationException.class, () -> new ReentrantReadWriteLock(true));
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome);
  }
}
