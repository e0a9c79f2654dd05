package org.richtest.internal.schedule;

import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;
import org.richtest.spi.VariableObject;

/**
 * A thread's reads in a row of one write of one variable at one call site with nothing else done
 * between them: no event on its own line, no field written, no thread started or joined. A read
 * that continues such a streak long enough would read the same value again and change nothing, so
 * it waits for a write it has not read (docs/decisions.md, "Spin loops"): the sibling of {@link
 * TimeoutStreak} for reads.
 */
final class ReadStreak {

  private @Nullable Object on;
  private @Nullable String site;
  /** The write the streak's reads read. */
  private @Nullable EventId write;
  /** The reads in a row of {@link #write} at {@link #site}. */
  private int length;
  /** Whether the thread did nothing since its latest read. */
  private boolean quiet;
  /** The reads in a row the current read continues; 0 if it continues none. */
  private int continued;

  /**
   * Begins a read of {@code variable}, whose line is {@code line}, at the calling thread's call
   * site; returns the write it must not read again, which the thread read {@code inARow} times in a
   * row there with nothing done since, or null if it may read any. A variable that stands for many
   * values ({@link VariableObject#readsOneValue} false) continues no streak and begins none.
   */
  @Nullable EventId begin(VariableObject variable, Object line, int inARow) {
    // Unbounded (the default) is the rule off: no read can wait, so no call site is walked for.
    if (inARow == Integer.MAX_VALUE || !variable.readsOneValue()) {
      on = null;
      site = null;
      continued = 0;
      return null;
    }
    String here = ReadSite.here();
    continued = quiet && on == line && here.equals(site) ? length : 0;
    on = line;
    site = here;
    return continued >= inARow ? write : null;
  }

  /** Notes that the read begun last took {@code partner}. */
  void read(EventId partner) {
    length = continued > 0 && partner.equals(write) ? continued + 1 : 1;
    write = partner;
    quiet = true;
  }

  /** Notes that the thread did something else: the streak ends. */
  void acted() {
    quiet = false;
  }
}
