package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Lock;
import org.junit.jupiter.api.Test;
import org.richtest.RichTest;
import org.richtest.RunOutcome;

/**
 * The {@code StampedLock} drop-in against the JDK's, one thread at a time: the same scenario on the
 * JDK's lock, on the drop-in outside an exploration and on its model in a controlled run sees the
 * same stamps, the same validations and conversions and the same {@link
 * IllegalMonitorStateException}s; and outside an exploration it works with real threads.
 */
class StampedLockTest {

  /**
   * Every stamp operation, the bad stamps among them, as one thread sees them; without the
   * messages of what was thrown (the JDK's have none).
   */
  private static List<String> scenario(java.util.concurrent.locks.StampedLock lock) {
    Observations seen = new Observations();
    AtomicLong stamp = new AtomicLong();
    AtomicLong other = new AtomicLong();
    seen.observe("optimistic", () -> keep(stamp, lock.tryOptimisticRead()));
    seen.observe("write", () -> keep(other, lock.writeLock()));
    seen.observe("optimistic while written", lock::tryOptimisticRead);
    seen.observe("validate old", () -> lock.validate(stamp.get()));
    seen.observe("try read while written", lock::tryReadLock);
    seen.observe("try write while written", lock::tryWriteLock);
    seen.observe("write locked", lock::isWriteLocked);
    seen.observe("unlockRead of the write stamp", () -> run(() -> lock.unlockRead(other.get())));
    seen.observe("unlockWrite of 0", () -> run(() -> lock.unlockWrite(0L)));
    seen.observe("to read", () -> keep(other, lock.tryConvertToReadLock(other.get())));
    seen.observe("read count", lock::getReadLockCount);
    seen.observe("second read", () -> keep(stamp, lock.readLock()));
    seen.observe("read locked", lock::isReadLocked);
    seen.observe("to write with two readers", () -> lock.tryConvertToWriteLock(other.get()));
    seen.observe("unlock", () -> run(() -> lock.unlock(stamp.get())));
    seen.observe("to write with one reader",
        () -> keep(other, lock.tryConvertToWriteLock(other.get())));
    seen.observe("to optimistic",
        () -> keep(stamp, lock.tryConvertToOptimisticRead(other.get())));
    seen.observe("validate after release", () -> lock.validate(stamp.get()));
    seen.observe("unlockWrite stale", () -> run(() -> lock.unlockWrite(other.get())));
    seen.observe("unlockRead of an optimistic stamp", () -> run(() -> lock.unlockRead(
        stamp.get())));
    seen.observe("try read", () -> keep(stamp, lock.tryReadLock()));
    seen.observe("to optimistic from read", () -> lock.tryConvertToOptimisticRead(stamp.get()));
    seen.observe("unlockRead after its release", () -> run(() -> lock.unlockRead(stamp.get())));
    seen.observe("try unlock write", lock::tryUnlockWrite);
    seen.observe("try read again", lock::tryReadLock);
    seen.observe("try unlock read", lock::tryUnlockRead);
    seen.observe("try unlock read of none", lock::tryUnlockRead);
    seen.observe("timed write", () -> keep(other, lock.tryWriteLock(0, TimeUnit.SECONDS)));
    seen.observe("timed read while written", () -> lock.tryReadLock(0, TimeUnit.SECONDS));
    seen.observe("write view unlock", () -> run(() -> lock.asWriteLock().unlock()));
    seen.observe("write view unlock again", () -> run(() -> lock.asWriteLock().unlock()));
    seen.observe("read view", () -> lock.asReadWriteLock().readLock().tryLock());
    seen.observe("read view unlock", () -> run(() -> lock.asReadLock().unlock()));
    seen.observe("read view unlock again", () -> run(() -> lock.asReadLock().unlock()));
    seen.observe("view condition", () -> lock.asWriteLock().newCondition());
    seen.observe("optimistic at the end", lock::tryOptimisticRead);
    return seen.lines().stream().map(line -> line.replaceAll("(threw \\w+): .*", "$1")).toList();
  }

  /** Keeps {@code value} in {@code holder} and returns it. */
  private static long keep(AtomicLong holder, long value) {
    holder.set(value);
    return value;
  }

  private static String run(Runnable action) {
    action.run();
    return "done";
  }

  @Test
  void stamps_bothModes_asTheJdks() throws Exception {
    List<String> jdk = scenario(new java.util.concurrent.locks.StampedLock());

    assertEquals(jdk, scenario(new StampedLock()));
    RunOutcome outcome = RichTest.runOnce(() -> {
      List<String> modelled = scenario(new StampedLock("sl"));
      if (!modelled.equals(jdk)) {
        throw new AssertionError("modelled " + modelled + "\nJDK      " + jdk);
      }
    }).outcome();
    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  /** The JDK's reader overflow past 126 readers: counted, released, stamps as the JDK's. */
  private static List<String> manyReaders(java.util.concurrent.locks.StampedLock lock) {
    Observations seen = new Observations();
    long[] stamps = new long[130];
    for (int i = 0; i < stamps.length; i++) {
      stamps[i] = lock.readLock();
    }
    seen.observe("count", lock::getReadLockCount);
    seen.observe("last stamp", () -> stamps[129]);
    for (int i = stamps.length - 1; i >= 0; i--) {
      long s = stamps[i];
      seen.observe("unlock " + i, () -> run(() -> lock.unlockRead(s)));
    }
    seen.observe("count after", lock::getReadLockCount);
    seen.observe("write", lock::tryWriteLock);
    return seen.lines();
  }

  @Test
  void readerOverflow_bothModes_asTheJdks() throws Exception {
    List<String> jdk = manyReaders(new java.util.concurrent.locks.StampedLock());

    assertEquals(jdk, manyReaders(new StampedLock()));
    RunOutcome outcome = RichTest.runOnce(() -> {
      if (!manyReaders(new StampedLock("sl")).equals(jdk)) {
        throw new AssertionError("reader overflow differs");
      }
    }).outcome();
    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  @Test
  void badStamps_bothModes_illegalMonitorState() throws Exception {
    BothModes.check(() -> {
      StampedLock lock = new StampedLock();
      assertThrows(IllegalMonitorStateException.class, () -> lock.unlockWrite(0L));
      assertThrows(IllegalMonitorStateException.class, () -> lock.unlockRead(0L));
      assertThrows(IllegalMonitorStateException.class, () -> lock.unlock(lock.tryOptimisticRead()));
      long write = lock.writeLock();
      assertThrows(IllegalMonitorStateException.class, () -> lock.unlockRead(write));
      assertThrows(IllegalMonitorStateException.class, () -> lock.unlockWrite(write + 1));
      lock.unlockWrite(write);
      assertThrows(IllegalMonitorStateException.class, () -> lock.unlockWrite(write));
      long read = lock.readLock();
      lock.unlockRead(read);
      assertThrows(IllegalMonitorStateException.class, () -> lock.unlockRead(read));
      assertThrows(IllegalMonitorStateException.class, () -> lock.asReadLock().unlock());
      assertThrows(IllegalMonitorStateException.class, () -> lock.asWriteLock().unlock());
      assertThrows(UnsupportedOperationException.class, () -> lock.asReadLock().newCondition());
    });
  }

  @Test
  void badStamp_underExploration_messageNamesTheLockAndTheState() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      StampedLock lock = new StampedLock("sl");
      long read = lock.readLock();
      IllegalMonitorStateException e =
          assertThrows(IllegalMonitorStateException.class, () -> lock.unlockWrite(read));
      OracleCheck.check(e.getMessage().contains("unlockWrite(" + read + ") of sl")
          && e.getMessage().contains("[Read-locks:1]"), e.getMessage());
      lock.unlockRead(read);
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  @Test
  void outside_realThreads_writerExcludesReadersAndInvalidatesOptimisticReads() throws Exception {
    StampedLock lock = new StampedLock();
    long optimistic = lock.tryOptimisticRead();
    long write = lock.writeLock();
    Thread reader = new Thread(() -> lock.unlockRead(lock.readLock()));
    reader.start();
    reader.join(50);
    assertTrue(reader.isAlive(), "a reader got in beside the writer");
    assertFalse(lock.validate(optimistic));
    lock.unlockWrite(write);
    reader.join(10_000);
    assertFalse(reader.isAlive());
    assertTrue(lock.toString().startsWith("StampedLock StampedLock@"), lock.toString());
    assertTrue(lock.toString().endsWith("[Unlocked]"), lock.toString());
    Lock view = lock.asReadWriteLock().writeLock();
    view.lock();
    assertTrue(lock.isWriteLocked());
    view.unlock();
    assertTrue(StampedLock.isOptimisticReadStamp(lock.tryOptimisticRead()));
  }

  /**
   * The drop-in extends the JDK's class, so a method it did not override would run on the JDK's
   * unused state: it overrides every public instance method.
   */
  @Test
  void everyJdkInstanceMethod_overridden() {
    Set<String> missing = new TreeSet<>();
    for (Method method : java.util.concurrent.locks.StampedLock.class.getDeclaredMethods()) {
      if (Modifier.isPublic(method.getModifiers()) && !Modifier.isStatic(method.getModifiers())) {
        try {
          StampedLock.class.getDeclaredMethod(method.getName(), method.getParameterTypes());
        } catch (NoSuchMethodException e) {
          missing.add(method.getName());
        }
      }
    }

    assertEquals(Set.of(), missing);
  }

  @Test
  void createdOutside_usedInARun_misuse() {
    StampedLock lock = new StampedLock();

    RunOutcome outcome = RichTest.runOnce(lock::writeLock).outcome();

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, outcome);
    assertTrue(failure.cause().getMessage().contains("created outside the exploration"),
        failure.cause().getMessage());
  }
}
