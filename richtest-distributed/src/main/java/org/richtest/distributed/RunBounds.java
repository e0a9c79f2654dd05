package org.richtest.distributed;

import com.google.common.hash.Hasher;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import org.richtest.ExplorationOptions;

/**
 * The options that model or bound every run beyond interrupts, which a member needs as the
 * submitter set them: with the defaults instead, a member would explore another space (another
 * bound on periods, on a run's length, on timeouts in a row) or refuse a program that asks whether
 * a thread is alive, and the cluster's counts would silently differ from {@code RichTest.explore}'s.
 *
 * @param threadEnds whether a thread's end is an event from the first run ({@link
 *     ExplorationOptions#modelsThreadEnds()}); a cluster does not start over, so this must be set
 *     for a program that asks whether a thread is alive
 * @param logicalClock whether rewritten code reads the run's logical clock
 * @param clock whether the logical clock is a shared variable from the first run
 * @param maxRunEvents the most events of a run
 * @param maxRunMegabytes the most megabytes a run's events take
 * @param timeoutsInARow how many times in a row a timed wait may time out with nothing changed
 * @param maxPeriods the most periods of a periodic task in a run
 * @param readsInARow how many times in a row a thread may read one write at one call site
 */
record RunBounds(
    boolean threadEnds,
    boolean logicalClock,
    boolean clock,
    long maxRunEvents,
    long maxRunMegabytes,
    int timeoutsInARow,
    int maxPeriods,
    int readsInARow) {

  /** Returns the bounds of {@code options}. */
  static RunBounds of(ExplorationOptions options) {
    return new RunBounds(options.modelsThreadEnds(), options.usesLogicalClock(),
        options.modelsClock(), options.maxRunEvents(), options.maxRunMegabytes(),
        options.timeoutsInARow(), options.maxPeriods(), options.readsInARow());
  }

  /** Returns {@code options} with these bounds. */
  ExplorationOptions applyTo(ExplorationOptions options) {
    return options
        .withThreadEnds(threadEnds)
        .withLogicalClock(logicalClock)
        .withClock(clock)
        .withMaxRunEvents(maxRunEvents)
        .withMaxRunMegabytes(maxRunMegabytes)
        .withTimeoutsInARow(timeoutsInARow)
        .withMaxPeriods(maxPeriods)
        .withReadsInARow(readsInARow);
  }

  /** Adds these bounds to an exploration's key: they shape every run. */
  void hashInto(Hasher hasher) {
    hasher.putBoolean(threadEnds).putBoolean(logicalClock).putBoolean(clock)
        .putLong(maxRunEvents).putLong(maxRunMegabytes).putInt(timeoutsInARow).putInt(maxPeriods)
        .putInt(readsInARow);
  }

  void write(DataOutputStream out) throws IOException {
    out.writeBoolean(threadEnds);
    out.writeBoolean(logicalClock);
    out.writeBoolean(clock);
    out.writeLong(maxRunEvents);
    out.writeLong(maxRunMegabytes);
    out.writeInt(timeoutsInARow);
    out.writeInt(maxPeriods);
    out.writeInt(readsInARow);
  }

  /**
   * Reads the bounds {@link #write} wrote.
   *
   * @throws IllegalArgumentException if a bound is out of its range
   */
  static RunBounds read(DataInputStream in) throws IOException {
    RunBounds bounds = new RunBounds(in.readBoolean(), in.readBoolean(), in.readBoolean(),
        in.readLong(), in.readLong(), in.readInt(), in.readInt(), in.readInt());
    bounds.applyTo(ExplorationOptions.defaults()); // checks each bound's range
    return bounds;
  }
}
