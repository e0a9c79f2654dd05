package org.richtest.internal.schedule;

import org.jspecify.annotations.Nullable;

/**
 * A thread's failed compare-and-sets in a row on one variable at one call site, against one write
 * (the variable written as many times each time), with nothing else done between them: the sibling
 * of {@link ReadStreak} for a spin lock's {@code while (!lock.compareAndSet(false, true))}. A
 * failed compare-and-set writes nothing, so one that continues such a streak long enough would
 * meet the same value and fail again: it is issued as a retry, open only once the variable was
 * written (docs/decisions.md, "Spin loops").
 */
final class RetryStreak {

  private @Nullable Object on;
  private @Nullable String site;
  /** The writes the variable had taken when the streak's compare-and-sets failed. */
  private int version;
  /** The failures in a row at {@link #site} against {@link #version}. */
  private int length;
  /** Whether the thread did nothing since its latest failure. */
  private boolean quiet;
  /** The failures in a row the current compare-and-set continues; 0 if it continues none. */
  private int continued;

  /**
   * Begins a compare-and-set on {@code line} at the calling thread's call site; returns the
   * version its last failures there met, if it continues {@code inARow} of them, else -1. Unbounded
   * (the default) is the rule off, and walks no call site.
   */
  int begin(Object line, int inARow) {
    if (inARow == Integer.MAX_VALUE) {
      continued = 0;
      site = null;
      return -1;
    }
    String here = ReadSite.here();
    continued = quiet && on == line && here.equals(site) ? length : 0;
    on = line;
    site = here;
    return continued >= inARow ? version : -1;
  }

  /** Notes that the compare-and-set begun last failed, its variable written {@code at} times. */
  void failed(int at) {
    length = continued > 0 && at == version ? continued + 1 : 1;
    version = at;
    quiet = true;
  }

  /** Notes that the thread did something else: the streak ends. */
  void acted() {
    quiet = false;
  }
}
