package org.richtest.internal.schedule;

/**
 * What one recorded event takes on the heap, counted from its parts rather than measured, for the
 * memory bound of a run (docs/decisions.md, "Timed operations"): its slots in the recorder's
 * arrays, its identity, and its vector timestamps, one for a sending event and two (after and
 * before) for a receiving one, each as long as the clocks of a run that has the run's threads so
 * far and started from nothing: the thread count rounded up to a power of two from 4. Not the
 * clocks' allocated length, which the runs before set ({@link RunShape}): the count must be a
 * function of the run alone, so that it is cut at the same event wherever and after whatever it
 * runs (a work item replayed elsewhere, a checkpoint resumed, a trace replayed).
 * Sizes are HotSpot's with compressed references (heaps below 32 GB): an object's header 12 bytes,
 * an array's 16, everything aligned to 8. docs/benchmarks.md compares the count with the heap a
 * run's recording retains.
 */
final class RecordedSize {

  /**
   * An event's slots in the recorder's nine arrays (line, identity, kind, partner, destination,
   * operation, open list, two timestamps: 33 bytes), a third more for the arrays' room to grow,
   * its {@code EventId} (24 bytes), and 40 bytes the heap a run retains showed beside these at
   * every thread count measured (docs/benchmarks.md, "Memory of a run"): the count is calibrated
   * so that it does not fall short.
   */
  static final long SLOTS = 44 + 24 + 40;
  /** A clock exchange: two references in the recorder's lists, with room to grow. */
  static final long EXCHANGE = 12;

  /** The clock length of a run's first threads: a fresh {@link RunShape}'s. */
  private static final int FIRST_WIDTH = new RunShape().threads();

  private RecordedSize() {}

  /** Returns what a sending event takes, its clocks {@code width} long. */
  static long sending(int width) {
    return SLOTS + intArray(width);
  }

  /** Returns what a receiving event takes, its clocks {@code width} long. */
  static long receiving(int width) {
    return SLOTS + 2 * intArray(width);
  }

  /**
   * Returns the length of the clocks of a run of {@code threads} threads started from nothing: its
   * clocks and its recording's rows double as threads outgrow them.
   */
  static int width(int threads) {
    int width = FIRST_WIDTH;
    while (width < threads) {
      width *= 2;
    }
    return width;
  }

  /** Returns what an {@code int[]} of {@code length} elements takes. */
  static long intArray(int length) {
    return (16 + 4L * length + 7) & ~7L;
  }
}
