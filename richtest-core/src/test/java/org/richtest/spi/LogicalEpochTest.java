package org.richtest.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Deadlines in epoch milliseconds turned into logical time: one computed from the logical clock is
 * a time of it; one computed from real time (a clock the agent does not redirect) is a delay from
 * real time now, so that the clock does not jump by the years between the two.
 */
class LogicalEpochTest {

  private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

  @Test
  void deadlineFromTheLogicalClock_isATimeOfIt() {
    long deadline = LogicalEpoch.epochMillis(3 * SECOND) + 2_000;

    assertEquals(5 * SECOND, LogicalEpoch.deadline(deadline, 3 * SECOND));
    assertEquals(5 * SECOND, LogicalEpoch.deadline(deadline, 7 * SECOND), "a passed one too");
  }

  @Test
  void deadlineFromRealTime_isADelayFromWhatTheThreadKnows() {
    long inAnHour = System.currentTimeMillis() + TimeUnit.HOURS.toMillis(1);
    long now = System.currentTimeMillis();

    long logical = LogicalEpoch.deadline(inAnHour, 3 * SECOND);
    assertTrue(logical > 3 * SECOND + TimeUnit.MINUTES.toNanos(59), "about an hour: " + logical);
    assertTrue(logical <= 3 * SECOND + TimeUnit.HOURS.toNanos(1), "no more: " + logical);
    assertEquals(3 * SECOND, LogicalEpoch.deadline(now - 1_000, 3 * SECOND), "passed: now");
  }

  @Test
  void epochMillisAndNanos_roundTrip_andClampBeforeTheEpoch() {
    assertEquals(LogicalEpoch.EPOCH_MILLIS + 1_500, LogicalEpoch.epochMillis(1_500_000_000L));
    assertEquals(1_500_000_000L, LogicalEpoch.nanos(LogicalEpoch.EPOCH_MILLIS + 1_500));
    assertEquals(0, LogicalEpoch.nanos(LogicalEpoch.EPOCH_MILLIS - 1));
  }
}
