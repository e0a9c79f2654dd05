package org.richtest.spi;

/**
 * Where a run's logical clock ({@link Controller#logicalNanos}) starts on the program's clocks, the
 * same in every run: what the agent's rewritten {@code System.currentTimeMillis()} and {@code
 * System.nanoTime()} answer at logical time 0, and what turns a deadline the program computed from
 * them ({@code LockSupport.parkUntil}, {@code Timer.schedule(task, date)}) back into logical time.
 */
public final class LogicalEpoch {

  /** The wall-clock time at which every run begins: 2001-01-01T00:00:00Z. */
  public static final long EPOCH_MILLIS = 978_307_200_000L;
  /** The {@code nanoTime()} at which every run begins: far from zero, as the JVM's often is. */
  public static final long NANO_ORIGIN = 1_000_000_000_000_000L;

  private LogicalEpoch() {}

  /** Returns the wall-clock milliseconds of the logical time {@code nanos}. */
  public static long epochMillis(long nanos) {
    return EPOCH_MILLIS + nanos / 1_000_000;
  }

  /**
   * Returns the logical time of the wall-clock milliseconds {@code epochMillis}: 0 for a time
   * before the run began, and no more than {@code Long.MAX_VALUE} for one too far ahead.
   */
  public static long nanos(long epochMillis) {
    long millis = Math.max(0, epochMillis - EPOCH_MILLIS);
    return millis > Long.MAX_VALUE / 1_000_000 ? Long.MAX_VALUE : millis * 1_000_000;
  }
}
