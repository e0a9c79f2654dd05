package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.sync.RichThread;

/**
 * The permit of {@code LockSupport.park/unpark} explored ({@link RichThread#park()} and {@link
 * RichThread#unpark()}, which need no {@code java.lang.Thread}): an unpark before the park makes
 * it return at once, one permit only (two unparks do not make two parks return), timed parks
 * return at any point, interrupts end a park; counts equal to the exhaustive oracle's.
 */
class ParkExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  /** The flag-and-park hand-off every AQS is built on: no wake-up is lost, whatever the order. */
  @Test
  void flagThenUnpark_parkLoop_neverLosesTheWakeUp() {
    boolean[] ready = {false};
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      ready[0] = false;
      AtomicBoolean flag = new AtomicBoolean(false);
      RichThread waiter = RichThread.start("W", () -> {
        while (!flag.get()) {
          RichThread.park();
        }
        ready[0] = true;
      });
      flag.set(true);
      waiter.unpark();
      waiter.join();
      check(ready[0], "waiter passed without the flag");
    }, true);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(2, result.sequences(), result.summary());
  }

  /** The permit does not count: the second park blocks for good if both unparks came first. */
  @Test
  void twoUnparksTwoParks_permitDoesNotCount_deadlockFound() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      RichThread waiter = RichThread.start("W", () -> {
        RichThread.park();
        RichThread.park();
      });
      waiter.unpark();
      waiter.unpark();
      waiter.join();
    });

    assertFalse(result.deadlocks().isEmpty(), result.summary());
    assertEquals(2, result.sequences(), result.summary());
  }

  /** A park nobody unparks is a deadlock; a timed park is not: it returns at any point. */
  @Test
  void parkWithoutUnpark_deadlock_timedParkReturns() {
    ExplorationResult untimed = RichTest.explore(() -> RichThread.start("W", RichThread::park));
    ExplorationResult timed =
        OracleCheck.exploreLikeTheOracle(() -> RichThread.start("W", () -> RichThread.parkNanos(1)));

    assertEquals(1, untimed.deadlocks().size(), untimed.summary());
    assertTrue(timed.bugs().isEmpty(), timed.summary());
  }

  /** A timed park races with the unpark: it returns before it, or takes its permit. */
  @Test
  void timedPark_racesWithUnpark_bothOrdersAndThePermitTaken() {
    OracleCheck.exploreLikeTheOracle(() -> {
      RichThread waiter = RichThread.start("W", () -> {
        RichThread.parkNanos(1_000);
        seen.add("returned");
      });
      waiter.unpark();
      waiter.join();
    });

    assertEquals(Set.of("returned"), seen);
  }

  /** An interrupt ends a park and leaves the status set, as the JDK's park does. */
  @Test
  void interrupt_endsThePark_statusStaysSet() {
    OracleCheck.exploreLikeTheOracle(() -> {
      RichThread waiter = RichThread.start("W", () -> {
        RichThread.park();
        seen.add("status " + RichThread.isCurrentInterrupted());
      });
      waiter.interrupt();
      waiter.join();
    });

    assertEquals(Set.of("status true"), seen);
  }

  /** Outside an exploration, an unpark before the thread parks is kept, as the JDK's. */
  @Test
  void production_unparkBeforePark_returns() throws Exception {
    RichThread waiter = new RichThread(RichThread::park);
    waiter.start();
    waiter.unpark();
    waiter.join();
  }
}
