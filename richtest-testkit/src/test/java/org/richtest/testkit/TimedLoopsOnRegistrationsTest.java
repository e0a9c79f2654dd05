package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ReentrantReadWriteLock;
import org.richtest.sync.concurrent.StampedLock;
import org.richtest.testkit.TimedDropInDifferentialTest.Kind;

/**
 * Proves that two threads in timed loops on one object that waits by registration (a synchronous
 * queue, a phaser, an exchanger, a read-write or stamped lock) do not reopen each other's repeats
 * by registering and timing out again: a registration that only a change could serve, and its
 * withdrawal that serves no one, change nothing (docs/decisions.md, "Timed operations"). Such pairs
 * end every run as a timed deadlock, as many sequences as the oracle; with a partner, every way it
 * can meet them is still explored, and a request that another's withdrawal grants is no deadlock.
 */
class TimedLoopsOnRegistrationsTest {

  @ParameterizedTest
  @EnumSource(value = Kind.class,
      names = {"SYNCHRONOUS_QUEUE_POLL", "SYNCHRONOUS_QUEUE_OFFER", "PHASER_AWAIT_ADVANCE"})
  void twoLoopersOnOneObject_everyRunATimedDeadlockAsTheOracle(Kind kind) {
    TimedLoopsOnOneObjectTest.everyRunATimedDeadlock(TimedLoopsOnOneObjectTest.twoLoopers(kind,
        false));
  }

  /**
   * C serves one of the two takers or putters, which then ends; the other polls on, alone: each of
   * them is left in some run. The phaser's arrival serves both, and every run ends.
   */
  @ParameterizedTest
  @EnumSource(value = Kind.class,
      names = {"SYNCHRONOUS_QUEUE_POLL", "SYNCHRONOUS_QUEUE_OFFER", "PHASER_AWAIT_ADVANCE"})
  void twoLoopersOnOneObject_aPartner_everyMeetingAsTheOracle(Kind kind) {
    ExplorationResult result = TimedLoopsOnOneObjectTest.agreesWithTheOracle(
        TimedLoopsOnOneObjectTest.twoLoopers(kind, true));
    if (kind == Kind.PHASER_AWAIT_ADVANCE) {
      assertTrue(result.bugs().isEmpty(), result.summary());
    } else {
      assertEquals(List.of("A", "B"), leftWaiting(result), result.summary());
    }
  }

  /** A, B and C exchange in timed loops on one exchanger: two meet, and the third loops alone. */
  static Program threeExchangers() {
    return () -> {
      Object exchanger = Kind.EXCHANGER_EXCHANGE.make("e");
      List<RichThread> threads = List.of("A", "B", "C").stream()
          .map(name -> RichThread.start(name, () -> loop(Kind.EXCHANGER_EXCHANGE, exchanger)))
          .toList();
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }

  private static void loop(Kind kind, Object object) throws Exception {
    while (!kind.attempt(object)) {
      // a timed retry loop: only a partner ends it
    }
  }

  @Test
  void threeExchangersInTimedLoops_eachLeftInSomeRunAsTheOracle() {
    ExplorationResult result = TimedLoopsOnOneObjectTest.agreesWithTheOracle(threeExchangers());
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    assertEquals(List.of("A", "B", "C"), leftWaiting(result), result.summary());
  }

  /** A timed request of a read-write or stamped lock, and the hold that refuses it. */
  enum TimedRequest {
    READ_WRITE_LOCK_READ(false, false),
    READ_WRITE_LOCK_WRITE(false, true),
    STAMPED_LOCK_READ(true, false),
    STAMPED_LOCK_WRITE(true, true);

    private final boolean stamped;
    private final boolean write;

    TimedRequest(boolean stamped, boolean write) {
      this.stamped = stamped;
      this.write = write;
    }

    /** Returns the request of a stamped or read-write lock, for reading or writing. */
    static TimedRequest of(boolean stamped, boolean write) {
      for (TimedRequest request : values()) {
        if (request.stamped == stamped && request.write == write) {
          return request;
        }
      }
      throw new AssertionError("every choice has a request");
    }

    Object make() {
      return stamped ? new StampedLock("l") : new ReentrantReadWriteLock("l");
    }

    /**
     * Takes the hold that refuses {@link #attempt} (a read hold refuses a writer, a write hold a
     * reader); returns its stamp, 0 for a read-write lock.
     */
    long hold(Object lock) {
      if (stamped) {
        return write ? ((StampedLock) lock).readLock() : ((StampedLock) lock).writeLock();
      }
      side(lock, !write).lock();
      return 0L;
    }

    /** Releases the hold {@link #hold} took. */
    void release(Object lock, long stamp) {
      if (stamped) {
        ((StampedLock) lock).unlock(stamp);
      } else {
        side(lock, !write).unlock();
      }
    }

    /** Tries the timed request once, releasing what it got; returns whether it got it. */
    boolean attempt(Object lock) throws InterruptedException {
      if (stamped) {
        StampedLock stamps = (StampedLock) lock;
        long stamp = write ? stamps.tryWriteLock(1, TimeUnit.SECONDS)
            : stamps.tryReadLock(1, TimeUnit.SECONDS);
        if (stamp != 0L) {
          stamps.unlock(stamp);
        }
        return stamp != 0L;
      }
      Lock side = side(lock, write);
      if (!side.tryLock(1, TimeUnit.SECONDS)) {
        return false;
      }
      side.unlock();
      return true;
    }

    private static Lock side(Object lock, boolean write) {
      ReentrantReadWriteLock rw = (ReentrantReadWriteLock) lock;
      return write ? rw.writeLock() : rw.readLock();
    }
  }

  /**
   * H takes a hold that refuses A's and B's timed requests, which they retry in loops; with {@code
   * released}, H runs beside them and releases it, else H holds it for ever before they start.
   */
  static Program twoRequestLoops(TimedRequest request, boolean released) {
    return () -> {
      Object lock = request.make();
      RichThread holder = RichThread.start("H", () -> {
        long stamp = request.hold(lock);
        if (released) {
          request.release(lock, stamp);
        }
      });
      if (!released) {
        holder.join();
      }
      RichThread first = RichThread.start("A", () -> requestLoop(request, lock));
      RichThread second = RichThread.start("B", () -> requestLoop(request, lock));
      first.join();
      second.join();
      holder.join();
    };
  }

  private static void requestLoop(TimedRequest request, Object lock) throws InterruptedException {
    while (!request.attempt(lock)) {
      // retries until the hold is released
    }
  }

  @ParameterizedTest
  @EnumSource(TimedRequest.class)
  void twoTimedRequestLoops_onAHeldLock_everyRunATimedDeadlockAsTheOracle(TimedRequest request) {
    TimedLoopsOnOneObjectTest.everyRunATimedDeadlock(twoRequestLoops(request, false));
  }

  @ParameterizedTest
  @EnumSource(TimedRequest.class)
  void twoTimedRequestLoops_aRelease_everyRunEndsAsTheOracle(TimedRequest request) {
    ExplorationResult result =
        TimedLoopsOnOneObjectTest.agreesWithTheOracle(twoRequestLoops(request, true));
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  /**
   * H holds a read lock for ever; W retries a timed write request, queued behind H's hold; R
   * retries a timed read request, refused only while W's request heads the queue. W's withdrawal
   * grants R, so R's registration is a change: R gets the lock in every run, and only W is left.
   */
  static Program readerBehindAWithdrawingWriter(boolean stamped) {
    return () -> {
      TimedRequest reader = TimedRequest.of(stamped, false);
      TimedRequest writer = TimedRequest.of(stamped, true);
      Object lock = reader.make();
      RichThread.start("H", () -> writer.hold(lock)).join();
      RichThread first = RichThread.start("W", () -> requestLoop(writer, lock));
      RichThread second = RichThread.start("R", () -> requestLoop(reader, lock));
      first.join();
      second.join();
    };
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void aReaderThatAWithdrawalGrants_isNeverLeftWaiting(boolean stamped) {
    ExplorationResult result = TimedLoopsOnOneObjectTest.agreesWithTheOracle(
        readerBehindAWithdrawingWriter(stamped));
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    assertEquals(List.of("W"), leftWaiting(result), result.summary());
  }

  /**
   * H holds a read lock for ever; W asks for the write lock untimed and waits for good at the head
   * of the queue; A and B retry timed read requests, refused only because W's request heads it
   * (the JDK's readers do not overtake a queued writer). W leaves only when a release grants it,
   * so their registrations change nothing: every run ends as a deadlock, A and B timing out.
   */
  static Program readersBehindAParkedWriter(boolean stamped) {
    return readersBehind(WriterAhead.PARKED, stamped);
  }

  /** How W asks for the write lock, queued behind H's read hold ahead of the readers. */
  enum WriterAhead {
    /** Untimed: W waits for good. */
    PARKED,
    /** Once with a timeout. */
    ONE_TIMED_REQUEST,
    /** With a timeout, in a loop. */
    TIMED_LOOP;

    void ask(TimedRequest writer, Object lock) throws InterruptedException {
      switch (this) {
        case PARKED -> TimedRequest.of(writer.stamped, false).hold(lock);
        case ONE_TIMED_REQUEST -> writer.attempt(lock);
        case TIMED_LOOP -> requestLoop(writer, lock);
      }
    }
  }

  /**
   * H holds a read lock for ever; W asks for the write lock as {@code ahead} says, queued behind
   * H's hold; A and B retry timed read requests, refused only while W's request heads the queue.
   */
  static Program readersBehind(WriterAhead ahead, boolean stamped) {
    return () -> {
      TimedRequest reader = TimedRequest.of(stamped, false);
      TimedRequest writer = TimedRequest.of(stamped, true);
      Object lock = reader.make();
      RichThread.start("H", () -> writer.hold(lock)).join();
      RichThread queued = RichThread.start("W", () -> ahead.ask(writer, lock));
      RichThread first = RichThread.start("A", () -> requestLoop(reader, lock));
      RichThread second = RichThread.start("B", () -> requestLoop(reader, lock));
      queued.join();
      first.join();
      second.join();
    };
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readersBehindAParkedWriter_everyRunADeadlockAsTheOracle(boolean stamped) {
    ExplorationResult result =
        TimedLoopsOnOneObjectTest.agreesWithTheOracle(readersBehindAParkedWriter(stamped));
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    assertTrue(result.deadlocks().stream().allMatch(run -> run.outcome().toString()
        .contains("W waits for the write lock")), result.summary());
  }

  /**
   * W asks once with a timeout: while its timeout is open anyway, A's and B's registrations change
   * nothing (docs/decisions.md, "Timed operations"), so they no longer reopen each other for ever
   * (24 of the first 3,000 runs reached the length limit when they counted); W's withdrawal grants
   * whoever is queued, so A and B get the lock in every run.
   */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readersBehindATimedWriteRequest_getTheLockInEveryRun_asTheOracle(boolean stamped) {
    ExplorationResult result = TimedLoopsOnOneObjectTest.agreesWithTheOracle(
        readersBehind(WriterAhead.ONE_TIMED_REQUEST, stamped));
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  /**
   * Too many sequences for the oracle (about twenty thousand): its first runs are checked to end
   * as timed deadlocks with only W left, none cut at the length limit.
   */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readersBehindATimedWriteLoop_endAsTimedDeadlocks(boolean stamped) {
    ExplorationResult result =
        TimedLoopsOnOneObjectTest.explore(readersBehind(WriterAhead.TIMED_LOOP, stamped));
    assertEquals(List.of("W"), leftWaiting(result), result.summary());
  }

  /**
   * The main thread takes the write lock, starts H, which asks for a read lock, and A and, if
   * {@code two}, B, which retry timed write requests; then it waits once on a condition of the
   * write lock with a timeout, and its release grants H. While its take-back is open anyway, the
   * loops' registrations change nothing, so A and B do not reopen each other for ever. With {@code
   * released} H unlocks and every run ends; without, every run is a deadlock: the take-back waits
   * behind H's hold for good, the loops time out for ever.
   */
  static Program writersBesideAConditionWaiter(boolean released, boolean two) {
    return () -> {
      ReentrantReadWriteLock lock = new ReentrantReadWriteLock("l");
      Lock write = lock.writeLock();
      Condition changed = write.newCondition();
      write.lock();
      RichThread holder = RichThread.start("H", () -> {
        lock.readLock().lock();
        if (released) {
          lock.readLock().unlock();
        }
      });
      TimedRequest request = TimedRequest.READ_WRITE_LOCK_WRITE;
      RichThread first = RichThread.start("A", () -> requestLoop(request, lock));
      RichThread second = two ? RichThread.start("B", () -> requestLoop(request, lock)) : first;
      changed.await(1, TimeUnit.SECONDS);
      write.unlock();
      for (RichThread thread : List.of(holder, first, second)) {
        thread.join();
      }
    };
  }

  @Test
  void aTimedWriteLoopBesideAConditionWaiter_everyRunEndsAsTheOracle() {
    ExplorationResult result = TimedLoopsOnOneObjectTest.agreesWithTheOracle(
        writersBesideAConditionWaiter(true, false));
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void aTimedWriteLoopBesideAConditionWaiter_heldForEver_asTheOracle() {
    ExplorationResult result = TimedLoopsOnOneObjectTest.agreesWithTheOracle(
        writersBesideAConditionWaiter(false, false));
    someDeadlocksAndNoOtherBug(result);
  }

  /**
   * Too many sequences for the oracle (about 90,000 estimated): its first runs are checked to end
   * as deadlocks or with no bug, none cut at the length limit.
   */
  @Test
  void twoTimedWriteLoopsBesideAConditionWaiter_endAsDeadlocks() {
    ExplorationResult result = TimedLoopsOnOneObjectTest.explore(
        writersBesideAConditionWaiter(false, true));
    assertTrue(result.bugs().stream().allMatch(run -> run.outcome() instanceof RunOutcome.Deadlock),
        result.summary());
  }

  /**
   * The main thread takes the write lock, starts H, which asks for a read lock, and A, which
   * retries a timed write request and then sets {@code ready} under the write lock and signals;
   * the main thread waits in {@code while (!ready) await(timed)}. With {@code released} H unlocks
   * and every run ends; without, runs in which H got its read lock are deadlocks.
   */
  static Program writeLoopBesideAConditionLoop(boolean released) {
    return conditionLoopBesideATryLockLoop(() -> {
      ReentrantReadWriteLock lock = new ReentrantReadWriteLock("l");
      return new Sides(lock.writeLock(), lock.readLock());
    }, released);
  }

  /**
   * The lock a condition's waiter and A's timed {@code tryLock} loop take, and the one H takes,
   * which makes the waiter's take-back queue when H got it between the waiter's release and
   * take-back.
   */
  record Sides(Lock exclusive, Lock held) {}

  /**
   * The main thread takes {@code exclusive}, starts H, which takes {@code held}, and A, which
   * retries a timed {@code tryLock} of {@code exclusive} and then sets {@code ready} under it and
   * signals; the main thread waits in {@code while (!ready) await(timed)} on a condition of {@code
   * exclusive}. With {@code released} H unlocks and every run ends; without, runs in which H got
   * its hold are deadlocks.
   */
  static Program conditionLoopBesideATryLockLoop(Supplier<Sides> make, boolean released) {
    return () -> {
      Sides sides = make.get();
      Lock exclusive = sides.exclusive();
      Condition changed = exclusive.newCondition();
      boolean[] ready = new boolean[1];
      exclusive.lock();
      RichThread holder = RichThread.start("H", () -> {
        sides.held().lock();
        if (released) {
          sides.held().unlock();
        }
      });
      RichThread setter = RichThread.start("A", () -> {
        while (!exclusive.tryLock(1, TimeUnit.SECONDS)) {
          // retries until the main thread and H let go
        }
        exclusive.unlock();
        exclusive.lock();
        ready[0] = true;
        changed.signalAll();
        exclusive.unlock();
      });
      while (!ready[0]) {
        changed.await(1, TimeUnit.SECONDS);
      }
      exclusive.unlock();
      holder.join();
      setter.join();
    };
  }

  /**
   * A take-back that queued behind H's read hold is granted by H's release, a change for A's
   * repeat: it once took itself for a quiet one after that release, which hid the release from A,
   * and 21 of the first 3,000 runs were false timed deadlocks. More than 10,000 sequences, too
   * many for the oracle here: its first runs are checked to end with no bug.
   */
  @Test
  void aConditionLoopBesideAWriteLoop_noRunEndsInAFalseTimedDeadlock() {
    ExplorationResult result =
        TimedLoopsOnOneObjectTest.explore(writeLoopBesideAConditionLoop(true));
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void aConditionLoopBesideAWriteLoop_heldForEver_asTheOracle() {
    ExplorationResult result = TimedLoopsOnOneObjectTest.agreesWithTheOracle(
        writeLoopBesideAConditionLoop(false));
    someDeadlocksAndNoOtherBug(result);
  }

  /**
   * The same on a synchronizer's mutex (an {@code AbstractQueuedSynchronizer} drop-in), H taking
   * the mutex itself: the condition waiter's take-back is an acquire, which queues behind H's
   * hold as the read-write lock's request does. Its condition marks no turn quiet: its repeat
   * waits for a release after its own, and every release counts, so the release that grants the
   * take-back reopens A (docs/decisions.md, "Timed operations").
   */
  static Program mutexLoopBesideAConditionLoop(boolean released) {
    return conditionLoopBesideATryLockLoop(() -> {
      TimedDropInDifferentialTest.MutexLock mutex = new TimedDropInDifferentialTest.MutexLock("m");
      return new Sides(mutex, mutex);
    }, released);
  }

  /**
   * Billions of sequences estimated, too many for the oracle (a synchronizer's attempts are events
   * on its state): the first runs are checked to end with no bug, none a false timed deadlock.
   */
  @Test
  void aSynchronizerConditionLoopBesideATryLockLoop_noRunEndsInAFalseTimedDeadlock() {
    ExplorationResult result =
        TimedLoopsOnOneObjectTest.explore(mutexLoopBesideAConditionLoop(true));
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void aSynchronizerConditionLoopBesideATryLockLoop_heldForEver_endsAsDeadlocks() {
    ExplorationResult result =
        TimedLoopsOnOneObjectTest.explore(mutexLoopBesideAConditionLoop(false));
    someDeadlocksAndNoOtherBug(result);
  }

  /**
   * The main thread takes a synchronizer's mutex, starts H, which takes it too, and waits twice on
   * a condition of it with a timeout; with {@code released} H unlocks. When H got the mutex between
   * a release and its take-back, the take-back queues until H's release grants it, whose event
   * may be received after the waiter counted the releases: counting the received ones, the
   * exploration missed 16 of the oracle's 125 sequences. A second wait with no release left to
   * wait for is a timed deadlock, as the oracle's.
   */
  static Program conditionWaiterBesideAMutexHolder(boolean released) {
    return () -> {
      TimedDropInDifferentialTest.MutexLock mutex = new TimedDropInDifferentialTest.MutexLock("m");
      Condition changed = mutex.newCondition();
      mutex.lock();
      RichThread holder = RichThread.start("H", () -> {
        mutex.lock();
        if (released) {
          mutex.unlock();
        }
      });
      changed.await(1, TimeUnit.SECONDS);
      changed.await(1, TimeUnit.SECONDS);
      mutex.unlock();
      holder.join();
    };
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void aSynchronizerConditionWaiterWhoseTakeBackQueues_asTheOracle(boolean released) {
    ExplorationResult result = TimedLoopsOnOneObjectTest.agreesWithTheOracle(
        conditionWaiterBesideAMutexHolder(released));
    someDeadlocksAndNoOtherBug(result);
  }

  /** Asserts that {@code result} has deadlocks and no bug of another kind. */
  private static void someDeadlocksAndNoOtherBug(ExplorationResult result) {
    assertFalse(result.deadlocks().isEmpty(), result.summary());
    assertEquals(result.deadlocks().size(), result.bugs().size(), result.summary());
  }

  /** The threads some timed deadlock of {@code result} leaves waiting, by name, sorted. */
  private static List<String> leftWaiting(ExplorationResult result) {
    assertTrue(result.deadlocks().stream().allMatch(
        run -> ((RunOutcome.Deadlock) run.outcome()).timed()), result.summary());
    assertFalse(result.deadlocks().isEmpty(), result.summary());
    return result.deadlocks().stream()
        .flatMap(run -> ((RunOutcome.Deadlock) run.outcome()).blocked().stream())
        .filter(thread -> thread.waitingFor().contains("timed out"))
        .map(RunOutcome.BlockedThread::thread)
        .distinct().sorted().toList();
  }
}
