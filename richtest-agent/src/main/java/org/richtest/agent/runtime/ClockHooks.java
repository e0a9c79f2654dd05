package org.richtest.agent.runtime;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.richtest.spi.Controller;
import org.richtest.spi.LogicalEpoch;

/**
 * What rewritten code calls instead of the JDK's clocks ({@code System.currentTimeMillis()}, {@code
 * System.nanoTime()}, {@code Instant.now()}, {@code Clock.systemUTC()}, {@code
 * Clock.systemDefaultZone()}): under an exploration that uses the logical clock, the run's logical
 * time ({@link Controller#logicalNanos}) from a fixed origin ({@link LogicalEpoch}), the same in
 * every run; otherwise real time, exactly the JDK's (docs/decisions.md, "Logical time").
 */
public final class ClockHooks {

  private ClockHooks() {}

  /** {@code System.nanoTime()}. */
  public static long nanoTime() {
    Controller run = Controller.current();
    return run.readsLogicalTime()
        ? LogicalEpoch.NANO_ORIGIN + run.logicalNanos()
        : System.nanoTime();
  }

  /** {@code System.currentTimeMillis()}. */
  public static long currentTimeMillis() {
    Controller run = Controller.current();
    return run.readsLogicalTime()
        ? LogicalEpoch.epochMillis(run.logicalNanos())
        : System.currentTimeMillis();
  }

  /** {@code Instant.now()}. */
  public static Instant instantNow() {
    Controller run = Controller.current();
    return run.readsLogicalTime()
        ? Instant.ofEpochMilli(LogicalEpoch.EPOCH_MILLIS).plusNanos(run.logicalNanos())
        : Instant.now();
  }

  /** {@code Clock.systemUTC()}: under an exploration a clock that reads the logical time. */
  public static Clock systemUTC() {
    return Controller.current().readsLogicalTime() ? new LogicalTime(ZoneOffset.UTC)
        : Clock.systemUTC();
  }

  /** {@code Clock.systemDefaultZone()}: as {@link #systemUTC()}, in the default zone. */
  public static Clock systemDefaultZone() {
    return Controller.current().readsLogicalTime() ? new LogicalTime(ZoneId.systemDefault())
        : Clock.systemDefaultZone();
  }

  /**
   * A {@code Clock} made in a run: every reading is {@link #instantNow()}, so it reads the logical
   * time of the run of the thread reading it, and real time outside one.
   */
  private static final class LogicalTime extends Clock {

    private final ZoneId zone;

    LogicalTime(ZoneId zone) {
      this.zone = zone;
    }

    @Override
    public ZoneId getZone() {
      return zone;
    }

    @Override
    public Clock withZone(ZoneId other) {
      return other.equals(zone) ? this : new LogicalTime(other);
    }

    @Override
    public Instant instant() {
      return instantNow();
    }

    @Override
    public long millis() {
      return currentTimeMillis();
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof LogicalTime time && time.zone.equals(zone);
    }

    @Override
    public int hashCode() {
      return zone.hashCode() + 1;
    }

    @Override
    public String toString() {
      return "LogicalTime[" + zone + "]";
    }
  }
}
