package org.richtest.internal.schedule;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;

/**
 * Decides every choice of a controlled run: a free-run policy, a prefix replay of a variant, or the
 * exhaustive search's decision prefix. It also checks the events the program issues against what it
 * prescribes.
 */
public interface Chooser {

  /**
   * Returns one of {@code enabled} (never empty, in a deterministic order), or null when none of them
   * may fire: the run then ends as a partial run (see {@link #unmatchedWaiting()}).
   */
  @Nullable Decision choose(List<Decision> enabled);

  /** Checks a newly issued sending event's descriptor; throws on a mismatch. */
  default void onSend(EventId id, String destination, String operation) {}

  /** Checks a thread blocking in a receive that will be event {@code id}; throws on a mismatch. */
  default void onReceiveBlocked(EventId id) {}

  /** Returns the unmatched receiving events a partial run stopped at (asked after {@code choose} returned null). */
  default List<EventId> unmatchedWaiting() {
    return List.of();
  }

  /** Called when the run ends without being cut short; throws if a prescribed event never occurred. */
  default void onRunEnd() {}
}
