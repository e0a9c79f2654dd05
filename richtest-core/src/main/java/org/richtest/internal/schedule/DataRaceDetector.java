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
 * The data-race detector of one run, in the manner of FastTrack: each plain field (per object, or
 * per class for a static field) remembers, per thread and source site, the epoch of the thread's
 * latest access there; an access races with every remembered access of another thread, one of the
 * two a write, whose epoch the accessing thread's happens-before clock ({@link RunLine#accesses})
 * does not cover. It adds no event and no scheduling point. State lives as long as the run.
 */
final class DataRaceDetector {

  /** The latest access of a field by one thread at one site. */
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

  private final Map<Object, Map<String, List<Access>>> instanceFields = new IdentityHashMap<>();
  private final Map<String, List<Access>> staticFields = new HashMap<>();
  private final Set<DataRace> races = new LinkedHashSet<>();

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
    List<Access> history = target == null
        ? staticFields.computeIfAbsent(className + "." + field, k -> new ArrayList<>(4))
        : instanceFields.computeIfAbsent(target, k -> new HashMap<>(4))
            .computeIfAbsent(field, k -> new ArrayList<>(4));
    DataRace.Access here = null;
    Access own = null;
    for (Access earlier : history) {
      if (earlier.thread == thread.component) {
        if (earlier.site.write() == write && earlier.site.site().equals(site)) {
          own = earlier;
        }
      } else if ((write || earlier.site.write()) && earlier.epoch > clock.get(earlier.thread)) {
        here = here != null ? here : new DataRace.Access(write, site);
        races.add(DataRace.of(className, field, earlier.site, here));
      }
    }
    int epoch = clock.get(thread.component);
    if (own != null) {
      own.epoch = epoch;
    } else {
      history.add(new Access(
          thread.component, here != null ? here : new DataRace.Access(write, site), epoch));
    }
  }

  /** Returns the distinct races found so far, in the order found. */
  ImmutableList<DataRace> races() {
    return ImmutableList.copyOf(races);
  }
}
