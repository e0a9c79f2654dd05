package org.richtest.internal.schedule;

/**
 * What one recorded event takes on the heap, counted from the recording's arrays ({@code
 * IndexedSequence.Builder}) rather than measured, for the memory bound of a run (docs/decisions.md,
 * "Timed operations"): an event takes two rows of {@code width} ints (its timestamp and its clock
 * before) and {@value #SLOTS} bytes of slots, all counted twice since the arrays double when full
 * and so hold up to twice the events recorded, plus its {@code EventId} and what the heap showed
 * beside these; that is {@code 154 + 16 × width} bytes an event, and {@value #EXCHANGE} a clock
 * exchange. The width is the clocks' length in a run that has the run's threads so far and started
 * from nothing: the thread count rounded up to a power of two from 4. Not the clocks' allocated
 * length, which the runs before set ({@link RunShape}): the count must be a function of the run
 * alone, so that it is cut at the same event wherever and after whatever it runs (a work item
 * replayed elsewhere, a checkpoint resumed, a trace replayed). Sizes are HotSpot's with compressed
 * references (heaps below 32 GB); docs/benchmarks.md compares the count with the heap a run's
 * recording retains.
 */
final class RecordedSize {

  /**
   * An event's slots in the recorder's arrays other than its clocks' rows: its line, partner,
   * identity, destination, operation and open list (four bytes each) and whether it sends (one).
   */
  static final long SLOTS = 6 * 4 + 1;
  /** How many times over the recorder's arrays may hold their events: they double when full. */
  static final long GROWTH = 2;
  /** An event's {@code EventId}: a header and two fields, aligned. */
  static final long EVENT_ID = 24;
  /**
   * What the heap a run retains showed beside the arrays and identities just after the arrays
   * doubled, the same at every thread count measured (docs/benchmarks.md, "Memory of a run"):
   * mostly the unused ends of the heap regions the large arrays take, as a class histogram shows.
   */
  static final long BESIDE = 80;
  /** A clock exchange: two references in the recorder's lists, with room to grow. */
  static final long EXCHANGE = 12;

  /** The clock length of a run's first threads: a fresh {@link RunShape}'s. */
  private static final int FIRST_WIDTH = new RunShape().threads();

  private RecordedSize() {}

  /** Returns what an event takes besides its clocks' rows. */
  static long event() {
    return GROWTH * SLOTS + EVENT_ID + BESIDE;
  }

  /**
   * Returns what an event's two clock rows take at {@code width} components: every row is laid out
   * again at the wider width when a thread outgrows them, so all of a run's events count at its
   * width now.
   */
  static long rows(int width) {
    return GROWTH * 2 * Integer.BYTES * (long) width;
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
}
