package org.richtest.agent.runtime;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.richtest.spi.Controller;

/**
 * What rewritten code calls instead of the JDK's clocks ({@code System.currentTimeMillis()}, {@code
 * System.nanoTime()}, {@code Instant.now()}, {@code Clock.systemUTC()}, {@code
 * Clock.systemDefaultZone()}): under an exploration that uses the logical clock, the run's logical
 * time ({@link Controller#logicalNanos}) from a fixed origin, the same in every run; otherwise real
 * time, exactly the JDK's (docs/decisions.md, "Logical time").
 */
public final class ClockHooks {

  /** The wall-clock time at which every run begins: 2001-01-01T00:00:00Z. */
  static final long EPOCH_MILLIS = 978_307_200_000L;
  /** The {@code nanoTime()} at which every run begins: far from zero, as the JVM's often is. */
  static final long NANO_ORIGIN = 1_000_000_000_000_000L;

  private ClockHooks() {}

  /** {@code System.nanoTime()}. */
  public static long nanoTime() {
    Controller run = Controller.current();
    return run.readsLogicalTime() ? NANO_ORIGIN + run.logicalNanos() : System.nanoTime();
  }

  /** {@code System.currentTimeMillis()}. */
  public static long currentTimeMillis() {
    Controller run = Controller.current();
    return run.readsLogicalTime()
        ? EPOCH_MILLIS + run.logicalNanos() / 1_000_000
        : System.currentTimeMillis();
  }

  /** {@code Instant.now()}. */
  public static Instant instantNow() {
    Controller run = Controller.current();
    return run.readsLogicalTime()
        ? Instant.ofEpochMilli(EPOCH_MILLIS).plusNanos(run.logicalNanos())
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
