package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;

/**
 * The stamped lock drop-in under exploration: small programs explored to the end, their sequence
 * counts pinned and equal to the exhaustive oracle's; an optimistic read reaches both the valid and
 * the invalidated outcome, and one that forgets to validate is caught reading a torn state.
 */
class StampedLockExplorationTest {

  /**
   * A writer moves a point (two shared variables, each write an event) under the write lock; a
   * reader reads it optimistically and, if {@code validates}, falls back to a read lock when the
   * stamp was invalidated. It records whether it validated and checks the point is not torn.
   */
  static Program optimisticPoint(boolean validates, Set<String> seen) {
    return () -> {
      StampedLock lock = new StampedLock("sl");
      SharedInt x = new SharedInt(0, "x");
      SharedInt y = new SharedInt(0, "y");
      RichThread writer = RichThread.start("W", () -> {
        long stamp = lock.writeLock();
        x.set(1);
        y.set(1);
        lock.unlockWrite(stamp);
      });
      RichThread reader = RichThread.start("R", () -> {
        long stamp = lock.tryOptimisticRead();
        int a = x.get();
        int b = y.get();
        if (validates) {
          boolean valid = lock.validate(stamp);
          seen.add(valid ? "valid" : "invalid");
          if (!valid) {
            stamp = lock.readLock();
            a = x.get();
            b = y.get();
            lock.unlockRead(stamp);
          }
        }
        check(a == b, "torn point (" + a + ", " + b + ")");
      });
      writer.join();
      reader.join();
    };
  }

  @Test
  void optimisticRead_validated_bothOutcomesAndNeverTorn() {
    Set<String> seen = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(optimisticPoint(true, seen));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(Set.of("invalid", "valid"), seen);
    assertEquals(26, result.sequences());
  }

  @Test
  void optimisticRead_notValidated_tornPointFound() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        optimisticPoint(false, new TreeSet<>()));

    assertTrue(!result.failures().isEmpty(), result.summary());
    assertTrue(result.failures().get(0).outcome().toString().contains("torn point"),
        result.failures().get(0).outcome().toString());
  }

  /** Two readers and a writer: readers share the lock, the writer never does. */
  static void readersAndWriter() throws Exception {
    StampedLock lock = new StampedLock("sl");
    RichThread.Body reader = () -> {
      long stamp = lock.readLock();
      check(!lock.isWriteLocked(), "a writer inside with a reader");
      lock.unlockRead(stamp);
    };
    RichThread r1 = RichThread.start("R1", reader);
    RichThread r2 = RichThread.start("R2", reader);
    RichThread w = RichThread.start("W", () -> {
      long stamp = lock.writeLock();
      check(lock.getReadLockCount() == 0, "a reader inside with the writer");
      lock.unlock(stamp);
    });
    r1.join();
    r2.join();
    w.join();
  }

  @Test
  void readersAndWriter_explored_exclusiveWriterLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        StampedLockExplorationTest::readersAndWriter);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(228, result.sequences());
  }

  /**
   * R1 holds a read lock until R2 has read too, and a writer queues in between: unlike the
   * read-write lock's, the JDK's stamped lock lets R2 barge ahead of the queued writer, so there is
   * no deadlock.
   */
  static void readerBargesAheadOfQueuedWriter() throws Exception {
    StampedLock lock = new StampedLock("sl");
    CountDownLatch r2Read = new CountDownLatch(1, "r2Read");
    RichThread r1 = RichThread.start("R1", () -> {
      long stamp = lock.readLock();
      r2Read.await();
      lock.unlockRead(stamp);
    });
    RichThread w = RichThread.start("W", () -> lock.unlockWrite(lock.writeLock()));
    RichThread r2 = RichThread.start("R2", () -> {
      long stamp = lock.readLock();
      r2Read.countDown();
      lock.unlockRead(stamp);
    });
    r1.join();
    w.join();
    r2.join();
  }

  @Test
  void reader_explored_bargesAheadOfTheQueuedWriterNoDeadlock() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        StampedLockExplorationTest::readerBargesAheadOfQueuedWriter);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(36, result.sequences());
  }

  /** A timed write attempt against a reader: granted in time (when the reader leaves) or not. */
  static Program timedWriter(Set<Boolean> outcomes) {
    return () -> {
      StampedLock lock = new StampedLock("sl");
      RichThread reader = RichThread.start("R", () -> lock.unlockRead(lock.readLock()));
      RichThread writer = RichThread.start("W", () -> {
        long stamp = lock.tryWriteLock(1, TimeUnit.SECONDS);
        outcomes.add(stamp != 0L);
        if (stamp != 0L) {
          lock.unlockWrite(stamp);
        }
      });
      reader.join();
      writer.join();
      check(!lock.isReadLocked() && !lock.isWriteLocked(), "left " + lock);
    };
  }

  @Test
  void timedTryWriteLock_explored_grantedOrTimedOut() {
    Set<Boolean> outcomes = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(timedWriter(outcomes));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(Set.of(false, true), outcomes);
    assertEquals(5, result.sequences());
  }

  /**
   * Two threads upgrade an optimistic read to the write lock: at most one converts, the other
   * (invalidated, or finding the lock held) gets 0 and takes the write lock the ordinary way.
   */
  static Program upgrades(Set<String> seen) {
    return () -> {
      StampedLock lock = new StampedLock("sl");
      SharedInt count = new SharedInt(0, "count");
      java.util.function.Function<String, RichThread.Body> upgrader = name -> () -> {
        long stamp = lock.tryOptimisticRead();
        long write = lock.tryConvertToWriteLock(stamp);
        seen.add(name + (write != 0L ? " converted" : " waited"));
        if (write == 0L) {
          write = lock.writeLock();
        }
        count.set(count.get() + 1);
        lock.unlockWrite(write);
      };
      RichThread a = RichThread.start("A", upgrader.apply("A"));
      RichThread b = RichThread.start("B", upgrader.apply("B"));
      a.join();
      b.join();
      check(count.get() == 2, "lost update: " + count.get());
    };
  }

  @Test
  void conversions_explored_atMostOneConvertsNoLostUpdate() {
    Set<String> seen = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(upgrades(seen));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(Set.of("A converted", "A waited", "B converted", "B waited"), seen);
    assertEquals(20, result.sequences(), result.summary());
  }

  /** A writer waiting for a reader is interrupted: it throws, and the lock stays usable. */
  static void interruptedWriter() throws Exception {
    StampedLock lock = new StampedLock("sl");
    long read = lock.readLock();
    RichThread writer = RichThread.start("W", () -> {
      try {
        lock.unlockWrite(lock.writeLockInterruptibly());
      } catch (InterruptedException expected) {
        check(!lock.isWriteLocked(), "an interrupted writer holds the lock");
      }
    });
    writer.interrupt();
    lock.unlockRead(read);
    writer.join();
    check(lock.tryWriteLock() != 0L, "the lock is not free at the end");
  }

  @Test
  void interruptedWriter_explored_throwsOrGetsTheLockLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        StampedLockExplorationTest::interruptedWriter);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(14, result.sequences(), result.summary());
  }

  /** The views exclude each other as the stamped methods do. */
  static void views() throws Exception {
    StampedLock lock = new StampedLock("sl");
    SharedInt inside = new SharedInt(0, "inside");
    RichThread reader = RichThread.start("R", () -> {
      lock.asReadLock().lock();
      check(inside.get() == 0, "reader beside the writer");
      lock.asReadLock().unlock();
    });
    RichThread writer = RichThread.start("W", () -> {
      lock.asReadWriteLock().writeLock().lock();
      inside.set(1);
      inside.set(0);
      lock.asWriteLock().unlock();
    });
    reader.join();
    writer.join();
  }

  @Test
  void views_explored_excludeLikeTheOracle() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(StampedLockExplorationTest::views);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(4, result.sequences(), result.summary());
  }

  /** A writer that never unlocks: the next writer waits for ever, a deadlock named by the lock. */
  @Test
  void lostUnlock_explored_deadlockNamesTheWriteLock() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      StampedLock lock = new StampedLock("sl");
      lock.writeLock();
      RichThread other = RichThread.start("W", lock::writeLock);
      other.join();
    });

    assertEquals(1, result.deadlocks().size(), result.summary());
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.deadlocks().get(0).outcome());
    assertTrue(deadlock.blocked().toString().contains("W waits for the write lock in sl"),
        deadlock.blocked().toString());
  }
}
