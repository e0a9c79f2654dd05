package org.richtest.internal.schedule;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.DataRace;
import org.richtest.internal.clock.MutableClock;

/**
 * The data-race detector of one run, in the manner of FastTrack: each location remembers, per
 * thread and source site, the epoch of the thread's latest access there; an access races with every
 * remembered access of another thread, one of the two a write, whose epoch the accessing thread's
 * happens-before clock ({@link RunLine#accesses}) does not cover. A location is a plain field (per
 * object, or per class for a static field), an element of an array (a copy or a clone touches every
 * element: it races with each element's accesses), or an object of a class that is not thread-safe
 * (each call reads or writes it whole). It adds no event and no scheduling point. State lives as
 * long as the run.
 */
final class DataRaceDetector {

  /** The latest access of a location by one thread at one site. */
  private static final class Access {
    final int thread;
    final DataRace.Access site;
    int epoch;

    Access(int thread, DataRace.Access site, int epoch) {
      this.thread = thread;
      this.site = site;
      this.epoch = epoch;
    }
  }

  /** An array's accesses: of each element, and of the whole array (copies, clones, fills). */
  private static final class ArrayHistory {
    final String type;
    final List<Access> whole = new ArrayList<>(2);
    final Map<Integer, List<Access>> elements = new HashMap<>();

    ArrayHistory(String type) {
      this.type = type;
    }
  }

  // The identity maps start small: most runs use few of them, and four default tables (64 slots
  // each) were a twentieth of what building a run allocated (docs/benchmarks.md, issue 33).
  private final Map<Object, Map<String, List<Access>>> instanceFields = new IdentityHashMap<>(2);
  private final Map<String, List<Access>> staticFields = new HashMap<>();
  private final Map<Object, List<Access>> objects = new IdentityHashMap<>(2);
  private final Map<Object, ArrayHistory> arrays = new IdentityHashMap<>(2);
  private final Set<DataRace> races = new LinkedHashSet<>();
  /** The reads each speculating thread made since it began, held back until settled. */
  private final Map<LogicalThread, List<HeldRead>> speculating = new IdentityHashMap<>(2);

  /** A plain field read of a speculating thread, with the thread's clock when it read. */
  private record HeldRead(
      @Nullable Object target, String className, String field, String site, MutableClock clock) {}

  /**
   * Holds back {@code thread}'s plain field reads from now on, until {@link #settle}: an optimistic
   * read whose stamp may turn out invalid, whose values correct code then throws away.
   */
  void speculate(LogicalThread thread) {
    if (thread.accesses != null) {
      speculating.putIfAbsent(thread, new ArrayList<>(4));
    }
  }

  /**
   * Ends {@code thread}'s speculation: its held-back reads are checked and remembered now, as made
   * when they were, if {@code keep} (the stamp was valid, or nothing validated them), else dropped.
   */
  void settle(LogicalThread thread, boolean keep) {
    List<HeldRead> held = speculating.remove(thread);
    if (held == null || !keep) {
      return;
    }
    for (HeldRead read : held) {
      record(thread, read.clock(), read.target(), read.className(), read.field(), false,
          read.site());
    }
  }

  /**
   * Records an access by {@code thread} of field {@code field} of {@code target} (null: a static
   * field of {@code className}) at {@code site}, and any race it completes.
   */
  void access(
      LogicalThread thread,
      @Nullable Object target,
      String className,
      String field,
      boolean write,
      String site) {
    MutableClock clock = thread.accesses;
    if (clock == null) {
      return;
    }
    List<HeldRead> held = write ? null : speculating.get(thread);
    if (held != null) {
      held.add(new HeldRead(target, className, field, site, new MutableClock(clock)));
      return;
    }
    record(thread, clock, target, className, field, write, site);
  }

  private void record(LogicalThread thread, MutableClock clock, @Nullable Object target,
      String className, String field, boolean write, String site) {
    List<Access> history = target == null
        ? staticFields.computeIfAbsent(className + "." + field, k -> new ArrayList<>(4))
        : instanceFields.computeIfAbsent(target, k -> new HashMap<>(4))
            .computeIfAbsent(field, k -> new ArrayList<>(4));
    DataRace.Access here = check(history, thread, clock, write, "", site, null,
        DataRace.Target.FIELD, className, field);
    remember(history, thread, clock, write, "", site, here);
  }

  /**
   * Records a call by {@code thread} on {@code object}, of not thread-safe class {@code className},
   * that reads or writes it, and any race it completes.
   */
  void call(LogicalThread thread, Object object, String className, boolean write, String call,
      String site) {
    MutableClock clock = thread.accesses;
    if (clock == null) {
      return;
    }
    List<Access> history = objects.computeIfAbsent(object, k -> new ArrayList<>(4));
    DataRace.Access here = check(history, thread, clock, write, call, site, null,
        DataRace.Target.OBJECT, className, "");
    remember(history, thread, clock, write, call, site, here);
  }

  /**
   * Records an access by {@code thread} of element {@code index} of {@code array} (-1: of every
   * element), and any race it completes.
   */
  void element(LogicalThread thread, Object array, int index, boolean write, String call,
      String site) {
    MutableClock clock = thread.accesses;
    if (clock == null) {
      return;
    }
    ArrayHistory history =
        arrays.computeIfAbsent(array, k -> new ArrayHistory(k.getClass().getTypeName()));
    DataRace.Access here = check(history.whole, thread, clock, write, call, site, null,
        DataRace.Target.ARRAY_ELEMENT, history.type, "");
    List<Access> kept;
    if (index < 0) {
      for (List<Access> element : history.elements.values()) {
        here = check(element, thread, clock, write, call, site, here,
            DataRace.Target.ARRAY_ELEMENT, history.type, "");
      }
      kept = history.whole;
    } else {
      kept = history.elements.computeIfAbsent(index, k -> new ArrayList<>(2));
      here = check(kept, thread, clock, write, call, site, here,
          DataRace.Target.ARRAY_ELEMENT, history.type, "");
    }
    remember(kept, thread, clock, write, call, site, here);
  }

  /**
   * Adds the race of the access with each access of {@code history} by another thread, one of them
   * a write, that the accessing thread's clock does not cover; returns the access as reported, made
   * on the first race ({@code here} if it was made before), or null if none was needed.
   */
  private DataRace.@Nullable Access check(List<Access> history, LogicalThread thread,
      MutableClock clock, boolean write, String call, String site,
      DataRace.@Nullable Access here, DataRace.Target target, String className, String field) {
    for (Access earlier : history) {
      if (earlier.thread != thread.component && (write || earlier.site.write())
          && earlier.epoch > clock.get(earlier.thread)) {
        here = here != null ? here : new DataRace.Access(write, site, call, thread.name);
        races.add(DataRace.of(target, className, field, earlier.site, here));
      }
    }
    return here;
  }

  /** Keeps the thread's current epoch as its latest access of this kind at this site. */
  private static void remember(List<Access> history, LogicalThread thread, MutableClock clock,
      boolean write, String call, String site, DataRace.@Nullable Access here) {
    int epoch = clock.get(thread.component);
    for (Access own : history) {
      if (own.thread == thread.component && own.site.write() == write
          && own.site.site().equals(site)) {
        own.epoch = epoch;
        return;
      }
    }
    history.add(new Access(thread.component,
        here != null ? here : new DataRace.Access(write, site, call, thread.name), epoch));
  }

  /**
   * Returns the distinct races found so far, in the order found; reads still held back are checked
   * first, as no validation came for them.
   */
  ImmutableList<DataRace> races() {
    for (LogicalThread thread : List.copyOf(speculating.keySet())) {
      settle(thread, true);
    }
    return ImmutableList.copyOf(races);
  }
}
