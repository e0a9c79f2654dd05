package org.richtest.internal.schedule;

import org.richtest.ExplorationOptions;

/**
 * What a run models and how far it may go, as the exploration's options say: what it does with the
 * field accesses the agent reports, whether interrupts, the ends of threads and the clock are
 * events, the most events it may make and bytes it may record, how often in a row a timed wait may
 * time out while nothing changes, how many periods a periodic task runs, and how often in a row a
 * thread may read one write at one call site.
 *
 * @param fields data races and explored fields
 * @param interrupts whether interrupts are modelled (docs/decisions.md, "Interruption")
 * @param threadEnds whether the end of a thread started by the program is an event
 * @param logicalClock whether the program's clock reads read the run's logical clock, not real time
 * @param clock whether the logical clock is modelled: a shared variable timeouts write
 * @param maxEvents the most events the run may make before it is cut
 * @param maxBytes the most bytes the run's recorded events may take, as {@link
 *     SequenceRecorder#recordedBytes} counts them, before it is cut
 * @param timeoutsInARow how many times in a row a thread's timed wait on one object may time out
 *     while nothing else happens in that thread (docs/decisions.md, "Timed operations")
 * @param maxPeriods the most periods a periodic task runs in the run
 * @param readsInARow how many times in a row a thread may read one write of a variable at one call
 *     site while nothing else happens in that thread (docs/decisions.md, "Spin loops")
 */
public record RunModel(
    FieldPolicy fields, boolean interrupts, boolean threadEnds, boolean logicalClock,
    boolean clock, long maxEvents, long maxBytes, int timeoutsInARow, int maxPeriods,
    int readsInARow) {

  /** The model of a run with the default options. */
  public static final RunModel DEFAULT = of(ExplorationOptions.defaults());

  /** Returns the model {@code options} ask for. */
  public static RunModel of(ExplorationOptions options) {
    return new RunModel(FieldPolicy.of(options), options.modelsInterrupts(),
        options.modelsThreadEnds(), options.usesLogicalClock(), options.modelsClock(),
        options.maxRunEvents(), options.maxRunMegabytes() << 20, options.timeoutsInARow(),
        options.maxPeriods(), options.readsInARow());
  }

  /** Returns this model with interrupts modelled or not. */
  public RunModel withInterrupts(boolean value) {
    return new RunModel(fields, value, threadEnds, logicalClock, clock, maxEvents, maxBytes,
        timeoutsInARow, maxPeriods, readsInARow);
  }

  /** Returns this model with the ends of threads modelled or not. */
  public RunModel withThreadEnds(boolean value) {
    return new RunModel(fields, interrupts, value, logicalClock, clock, maxEvents, maxBytes,
        timeoutsInARow, maxPeriods, readsInARow);
  }

  /** Returns this model with the logical clock modelled or not. */
  public RunModel withClock(boolean value) {
    return new RunModel(fields, interrupts, threadEnds, logicalClock, value, maxEvents, maxBytes,
        timeoutsInARow, maxPeriods, readsInARow);
  }
}
