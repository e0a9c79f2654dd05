package org.richtest.internal.variant;

import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;

/** What a variant prescribes for one of its events during prefix replay. */
public sealed interface Prescription permits Prescription.Send, Prescription.Receive {

  /** A sending event the program must issue with this descriptor. */
  record Send(String destination, String operation) implements Prescription {}

  /**
   * A receiving event that must synchronize with {@code partner}, or, when it is null, an unmatched
   * receiving event that must not synchronize with any sending event of the variant. A {@code read}
   * of a shared variable takes its partner, a write (an event on the variable's line), without
   * consuming it; an unmatched read must not take a write that has the call the variant prescribed
   * it.
   */
  record Receive(@Nullable EventId partner, boolean read) implements Prescription {
    /** A receive, completion or entry (not a read). */
    public Receive(@Nullable EventId partner) {
      this(partner, false);
    }

    /** Returns whether no partner is specified. */
    public boolean isUnmatched() {
      return partner == null;
    }
  }
}
