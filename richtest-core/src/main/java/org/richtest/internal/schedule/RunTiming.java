package org.richtest.internal.schedule;

import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.spi.SyncObject;

/**
 * The timing of one run, as {@link ControlledRun} hands it over: the streaks of timeouts that end
 * timed loops (a timed call that repeats one with nothing done since waits instead), sleeps, and
 * the run's logical clock (docs/decisions.md, "Timed operations", "Time under exploration"). Apart
 * from the run's other parts since these calls share the streak and the clock and nothing else.
 */
final class RunTiming {

  /** What a sleep that waits for an interrupt is called, in a deadlock report. */
  private static final String SLEEP = "sleep";

  private final RunModel model;
  private final Baton baton;
  private final LineRegistry registry;
  private final Interrupts interrupts;
  private final RunEnd end;
  /** The run's logical clock, made by {@code main} before the program runs if the run models it. */
  private volatile @Nullable RunClock clock;

  RunTiming(RunModel model, Baton baton, LineRegistry registry, Interrupts interrupts, RunEnd end) {
    this.model = model;
    this.baton = baton;
    this.registry = registry;
    this.interrupts = interrupts;
    this.end = end;
  }

  /** Makes the run's clock, on {@code main} before the program runs. */
  void startClock() {
    clock = new RunClock();
  }

  /**
   * Begins a timed call on {@code object}: asks the thread's timeout streak whether it repeats one,
   * and lets its read streak see whether the call turns out to be its only event.
   */
  boolean repeatsTimeout(SyncObject object) {
    LogicalThread self = baton.running();
    self.reads.beginTimed(self.eventCount);
    return self.timeouts.begin(registry.line(object)) >= model.timeoutsInARow();
  }

  /**
   * Notes that the timed call on {@code object} begun last timed out; a loop that polls a variable
   * around it keeps its stretch of reads if the call was one event, refused (docs/decisions.md,
   * "Spin loops").
   */
  void timedOut(SyncObject object) {
    LogicalThread self = baton.running();
    ObjectLine line = registry.line(object);
    self.timeouts.timedOut(line);
    // The line's latest event knows the thread's latest: the receipt of its call there.
    boolean answered = line.clock.get(self.component) == self.clock.get(self.component);
    self.reads.timedOut(line, answered ? line.last : null, self.eventCount);
  }

  /**
   * A sleep is a timeout on the sleeping thread itself; one that repeats a sleep with nothing done
   * since parks in the thread's interrupt line, which only an interrupt changes: a run whose live
   * threads only do that, or wait in other repeats, is a timed deadlock.
   */
  void sleep() throws InterruptedException {
    LogicalThread self = baton.running();
    if (self.timeouts.begin(self) >= model.timeoutsInARow()) {
      interrupts.awaitInterrupt(Channel.repeat(SLEEP, 1));
    }
    interrupts.checkInterrupted();
    self.timeouts.timedOut(self);
    self.reads.slept();
  }

  boolean readsLogicalTime() {
    baton.running();
    return model.logicalClock();
  }

  /**
   * Reads the clock: a read of the run's clock variable when the run models it, else the end of
   * the run with {@link ClockNotModelled}.
   */
  long logicalNanos() {
    LogicalThread self = baton.running();
    if (!model.logicalClock()) {
      throw new IllegalStateException("this exploration reads real time, not a logical clock");
    }
    RunClock time = clock;
    if (time == null) {
      throw end.refused(new ClockNotModelled("thread " + self.name + " read the clock"));
    }
    return time.read(self);
  }

  void timePassed(long nanos) {
    RunClock time = clock;
    if (time != null && nanos > 0) {
      time.passed(baton.running(), nanos);
    }
  }

  void timeReached(long nanos) {
    RunClock time = clock;
    if (time != null) {
      time.reached(baton.running(), nanos);
    }
  }

  long knownNanos() {
    return baton.running().knownTime;
  }
}
