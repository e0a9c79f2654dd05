package org.richtest.internal.schedule;

import org.jspecify.annotations.Nullable;

/**
 * A thread's timeouts in a row on one object with nothing else done between them: no event on its
 * own line, no field written, no thread started or joined. A timed call that continues such a
 * streak long enough repeats one that changed nothing, and is open only once its object changed
 * (docs/decisions.md, "Timed operations"). A sleep, which has no object, counts as a timeout on the
 * sleeping thread itself.
 */
final class TimeoutStreak {

  private @Nullable Object on;
  /** The timeouts in a row on {@link #on}. */
  private int length;
  /** Whether the thread did nothing since its latest timeout. */
  private boolean quiet;
  /** The timeouts in a row the current timed call continues; 0 if it continues none. */
  private int continued;

  /** Begins a timed call on {@code line}; returns how many timeouts in a row it continues. */
  int begin(Object line) {
    continued = quiet && on == line ? length : 0;
    return continued;
  }

  /** Notes that the timed call begun last, on {@code line}, timed out. */
  void timedOut(Object line) {
    on = line;
    length = continued + 1;
    quiet = true;
  }

  /** Notes that the thread did something else: the streak ends. */
  void acted() {
    quiet = false;
  }

  /** Returns whether the thread did nothing since its latest timeout. */
  boolean quiet() {
    return quiet;
  }

  /** Returns whether the thread did nothing since its latest timeout, which was on {@code line}. */
  boolean quietOn(Object line) {
    return quiet && on == line;
  }

  /**
   * Notes that the thread's latest event was its timeout's own effect (the clock it advanced), or
   * a question that found what the timeout did (a thread still alive after a timed join of it),
   * not something it did: a streak that was going on goes on.
   */
  void keep(boolean wasQuiet) {
    quiet = wasQuiet;
  }
}
