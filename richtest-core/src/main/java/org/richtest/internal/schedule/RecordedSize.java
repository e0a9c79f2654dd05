package org.richtest.internal.schedule;

/**
 * What one recorded event takes on the heap, counted from its parts rather than measured, for the
 * memory bound of a run (docs/decisions.md, "Timed operations"): its slots in the recorder's
 * arrays, its identity, and its vector timestamps, one for a sending event and two (after and
 * before) for a receiving one, each as long as the clocks of the run (at least its thread count).
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

  private RecordedSize() {}

  /**
   * Returns what an event takes whose timestamp has {@code length} components and, for a
   * receiving event, whose clock before it has {@code beforeLength} (0 for a sending event).
   */
  static long event(int length, int beforeLength) {
    return SLOTS + intArray(length) + (beforeLength == 0 ? 0 : intArray(beforeLength));
  }

  /** Returns what an {@code int[]} of {@code length} elements takes. */
  static long intArray(int length) {
    return (16 + 4L * length + 7) & ~7L;
  }
}
