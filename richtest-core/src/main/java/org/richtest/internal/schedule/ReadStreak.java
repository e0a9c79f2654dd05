package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;
import org.richtest.spi.VariableObject;

/**
 * A thread's reads since it last did something else (an event on its own line other than a read,
 * a field written, a thread started or joined), each with its call site, its variable and the
 * write it read: the sibling of {@link TimeoutStreak} for reads. A read of a variable at a call
 * site where the thread read that variable before in this stretch begins a new <em>turn</em> of a
 * loop whose body only reads; if the turn since then read one write of each variable it read, and
 * so the same turn came {@code readsInARow} times in a row, the new turn would read the same
 * values and end where the last one did, so the read waits until one of those variables has
 * another write ({@link ReadTurn}; docs/decisions.md, "Spin loops"). A turn of one read is the
 * repeated read of one write at one site; {@code while (!a.get() && !b.get())} is a turn of two.
 */
final class ReadStreak {

  /** The site of a timed call that timed out in the stretch: its object's line takes no read. */
  private static final String TIMED_OUT = "timed out";

  /** The reads of the stretch, oldest first, as three lists of one length. */
  private final List<String> sites = new ArrayList<>();
  private final List<ObjectLine> variables = new ArrayList<>();
  private final List<EventId> writes = new ArrayList<>();
  /** Whether the thread did nothing but read since the stretch's first read. */
  private boolean quiet;
  /** The number of reads of the stretch before its latest sleep that timed out; -1 if none. */
  private int sleptAfter = -1;
  /**
   * The thread's event count when the timed call begun last began with the stretch quiet; -1 if it
   * began otherwise.
   */
  private int timedFrom = -1;
  /** The site and the variable of the read begun last; the site null if it takes no part. */
  private @Nullable String site;
  private @Nullable ObjectLine readLine;

  /**
   * Begins a read of {@code variable}, whose line is {@code line}, at the calling thread's call
   * site; returns the turn it repeats {@code inARow} times in a row, whose variables it must wait
   * to change, or null if it may read at once. A variable that stands for many values ({@link
   * VariableObject#readsOneValue} false) ends the stretch and begins none.
   */
  @Nullable ReadTurn begin(VariableObject variable, ObjectLine line, int inARow) {
    if (!quiet) {
      clear();
    }
    // Unbounded (the default) is the rule off: no read can wait, so no call site is walked for.
    if (inARow == Integer.MAX_VALUE || !variable.readsOneValue()) {
      clear();
      site = null;
      return null;
    }
    String here = ReadSite.here();
    site = here;
    readLine = line;
    int start = sites.size() - 1;
    while (start >= 0 && !(variables.get(start) == line && sites.get(start).equals(here))) {
      start--;
    }
    if (start < 0) {
      return null;
    }
    int length = sites.size() - start;
    int turns = 1;
    while (turns < inARow && start - turns * length >= 0
        && sameTurn(start - turns * length, start, length)) {
      turns++;
    }
    // Only the turns the next read can continue are kept.
    int keep = Math.max(0, start - (inARow - 1) * length);
    if (keep > 0) {
      sites.subList(0, keep).clear();
      variables.subList(0, keep).clear();
      writes.subList(0, keep).clear();
      start -= keep;
      sleptAfter = Math.max(-1, sleptAfter - keep);
    }
    return turns < inARow ? null : turn(start, sleptAfter > start);
  }

  /**
   * Notes that the read begun last read {@code partner}; its own event does not end the stretch,
   * which {@link #begin} cleared if the thread did something else before it.
   */
  void read(EventId partner) {
    String at = site;
    ObjectLine line = readLine;
    if (at == null || line == null) {
      return;
    }
    sites.add(at);
    variables.add(line);
    writes.add(partner);
    quiet = true;
  }

  /** Notes that the thread did something else: the stretch ends. */
  void acted() {
    quiet = false;
  }

  /** Returns whether the thread did nothing but read since the stretch's first read. */
  boolean quiet() {
    return quiet;
  }

  /**
   * Notes that the thread's latest event was a timeout's own effect (the clock its sleep advanced),
   * not something it did: a stretch that was going on goes on, as its timeout streak does.
   */
  void keep(boolean wasQuiet) {
    quiet = wasQuiet;
  }

  /**
   * Notes that the thread slept, the sleep timing out with nothing changed (no event of its own):
   * a turn that read the same writes around it is a loop of reads and sleeps that only timeouts
   * are left to end, a timed deadlock when nothing writes (docs/decisions.md, "Spin loops").
   */
  void slept() {
    if (quiet) {
      sleptAfter = sites.size();
    }
  }

  /**
   * Notes that the thread begins a timed call, having made {@code events} events: if the stretch is
   * quiet, a timeout of the call that is its only event keeps it ({@link #timedOut}).
   */
  void beginTimed(int events) {
    timedFrom = quiet ? events : -1;
  }

  /**
   * Notes that the timed call begun last timed out, on the object whose line is {@code line}, its
   * receipt there {@code receipt}, the thread having made {@code events} events: if the call was
   * its only event since the quiet stretch it was begun in, the object refused it and is as it was
   * (every one-call timeout is a refusal), so the stretch goes on with the call in it, as a sleep
   * is. A turn with such a call waits for a write of its variables or for an event of the object
   * after {@code receipt}, either of which could make the next turn differ (docs/decisions.md,
   * "Spin loops").
   */
  void timedOut(ObjectLine line, @Nullable EventId receipt, int events) {
    boolean onlyTheCall = timedFrom >= 0 && events == timedFrom + 1;
    timedFrom = -1;
    if (!onlyTheCall || receipt == null) {
      return;
    }
    sites.add(TIMED_OUT);
    variables.add(line);
    writes.add(receipt);
    sleptAfter = sites.size();
    quiet = true;
  }

  private void clear() {
    sites.clear();
    variables.clear();
    writes.clear();
    sleptAfter = -1;
  }

  /** Whether the reads from {@code a} and from {@code b}, {@code length} each, are the same. */
  private boolean sameTurn(int a, int b, int length) {
    for (int i = 0; i < length; i++) {
      // A timed call's receipt is another event at every turn: the object's line is what counts.
      if (variables.get(a + i) != variables.get(b + i)
          || !TIMED_OUT.equals(sites.get(b + i)) && !writes.get(a + i).equals(writes.get(b + i))
          || !sites.get(a + i).equals(sites.get(b + i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the turn from {@code start} to the end as its variables, each with the write it read,
   * and whether it {@code slept}, or null if it read two writes of one variable: a turn that saw a
   * variable change is no fixed
   * point, and the next one reads the later write.
   */
  private @Nullable ReadTurn turn(int start, boolean slept) {
    List<ObjectLine> read = new ArrayList<>(2);
    List<EventId> of = new ArrayList<>(2);
    for (int i = start; i < sites.size(); i++) {
      int seen = read.indexOf(variables.get(i));
      if (seen < 0) {
        read.add(variables.get(i));
        of.add(writes.get(i));
      } else if (TIMED_OUT.equals(sites.get(i))) {
        of.set(seen, writes.get(i)); // the object's latest receipt in the turn is the one it knows
      } else if (!of.get(seen).equals(writes.get(i))) {
        return null;
      }
    }
    return new ReadTurn(read, of, slept);
  }
}
