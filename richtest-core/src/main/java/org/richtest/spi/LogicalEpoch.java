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

  /**
   * Returns the logical time of a deadline, in epoch milliseconds, that the program computed from a
   * clock, for a thread that knows of the logical time {@code knownNanos}: a time of the logical
   * clock, unless it lies nearer real time than this epoch, as one computed from a clock the agent
   * does not redirect does ({@code new Date()}, a library left out): then its delay from real time
   * now, after {@code knownNanos}, rather than a jump of the clock by the years between.
   */
  public static long deadline(long epochMillis, long knownNanos) {
    long real = System.currentTimeMillis();
    if (epochMillis - EPOCH_MILLIS <= (real - EPOCH_MILLIS) / 2) {
      return nanos(epochMillis);
    }
    long delay = Math.max(0, epochMillis - real);
    return delay > (Long.MAX_VALUE - knownNanos) / 1_000_000
        ? Long.MAX_VALUE
        : knownNanos + delay * 1_000_000;
  }
}
