package org.richtest.internal.schedule;

import org.richtest.spi.VariableObject;

/**
 * A run's logical clock, when the run models it: a shared variable of the run, {@value #NAME},
 * that the run's own timeouts and sleeps write and that the program's clock reads read, so that a
 * read whose value depends on whether another thread's timeout came first races with that timeout,
 * and a replay reads the same value (docs/decisions.md, "Logical time"). A timeout (or a sleep) of
 * {@code d} advances the clock to at least {@code k + d}, {@code k} being the latest time its
 * thread knows of when the timeout takes effect ({@link RunLine#knownTime}, carried along
 * happened-before, so at least the time of every clock read that happens before the timed call):
 * one read-modify-write event, which does not end the thread's streak of
 * timeouts, since it is the timeout's own effect.
 */
public final class RunClock extends VariableObject {

  /** The clock's line; made by {@code main} before the program starts. */
  static final String NAME = "main.clock";
  /** What a timeout or a sleep that advances the clock is called. */
  static final String ADVANCE = "advance";

  /** The logical time in nanoseconds since the run began. */
  private long nanos;

  RunClock() {
    super(NAME);
    initialize();
  }

  /**
   * Returns whether a line called {@code name} is a run's clock: a sequence that has one was
   * recorded with the clock modelled, and is replayed so.
   */
  public static boolean isOne(String name) {
    return name.equals(NAME);
  }

  /** The program of {@code self} reads the clock: a read event, which ends its streak of timeouts. */
  long read(LogicalThread self) {
    controller().read(this);
    self.knownTime = Math.max(self.knownTime, nanos);
    return nanos;
  }

  /** Advances the clock for {@code self}'s timeout or sleep of {@code duration}. */
  void passed(LogicalThread self, long duration) {
    long start = self.knownTime;
    reached(self, start > Long.MAX_VALUE - duration ? Long.MAX_VALUE : start + duration);
  }

  /**
   * Advances the clock for {@code self}'s timeout that ended at {@code deadline} (a parked thread's
   * deadline, a delay's expiry): to at least {@code deadline}, and {@code self} learns the clock.
   */
  void reached(LogicalThread self, long deadline) {
    boolean streak = self.timeouts.quiet();
    boolean reading = self.reads.quiet();
    controller().call(this, ADVANCE);
    self.timeouts.keep(streak);
    self.reads.keep(reading);
    nanos = Math.max(nanos, deadline);
    self.knownTime = nanos;
  }
}
