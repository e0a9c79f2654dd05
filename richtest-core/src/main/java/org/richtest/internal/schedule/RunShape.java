package org.richtest.internal.schedule;

/**
 * The size of an executor's latest run: its threads, events and clock exchanges. A run of a program
 * is much like the one before it, so the next run sizes its clocks and its recording from these
 * instead of growing them event by event (growing them was a twentieth of DP-6's time). Only a hint:
 * the workers of a parallel exploration share it and read and write it in no order.
 */
final class RunShape {

  private static final int THREADS = 4;
  /**
   * The fewest events a recording makes room for: little above the shortest runs (DP-5's have 20),
   * since the recording's clocks take a row of every thread's component per event it has room for.
   */
  private static final int EVENTS = 16;
  private static final int EXCHANGES = 16;

  private volatile int threads = THREADS;
  private volatile int events = EVENTS;
  private volatile int exchanges = EXCHANGES;

  /** The clock width to start a run's clocks with: the components of every thread so far. */
  int threads() {
    return threads;
  }

  /** The events to make room for in a run's recording. */
  int events() {
    return events;
  }

  /** The clock exchanges to make room for in a run's recording. */
  int exchanges() {
    return exchanges;
  }

  /**
   * Notes the size of a run that ended. Writes only the sizes that changed: the runs of a program
   * are mostly of one size, and the workers of a parallel exploration would otherwise write the same
   * values to this one object after every run, moving its cache line between their cores.
   */
  void ran(int threadCount, int eventCount, int exchangeCount) {
    int newThreads = Math.max(THREADS, threadCount);
    if (threads != newThreads) {
      threads = newThreads;
    }
    int newEvents = Math.max(EVENTS, eventCount);
    if (events != newEvents) {
      events = newEvents;
    }
    int newExchanges = Math.max(EXCHANGES, exchangeCount);
    if (exchanges != newExchanges) {
      exchanges = newExchanges;
    }
  }
}
