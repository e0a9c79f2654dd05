package org.richtest.internal.replay;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.NondeterminismException;
import org.richtest.event.EventId;
import org.richtest.internal.schedule.Chooser;
import org.richtest.internal.schedule.Decision;
import org.richtest.internal.schedule.FreeRunChooser;
import org.richtest.internal.variant.Prescription;
import org.richtest.internal.variant.Variant;

/**
 * Modified prefix-based replay of a variant (semantics §6). At each decision it fires, in this
 * priority: a matched receiving event of the variant with its prescribed partner; an unmatched one
 * with a partner outside the variant; a free receiving event whose partner is not reserved for a
 * matched event still to come. When only unmatched events remain, and their only partners are old,
 * the run is partial. Sending events are matched by identity and their descriptors checked.
 *
 * <p>In strict mode nothing beyond the variant may happen: that is deterministic replay of a
 * recorded sequence, where any departure is reported as infeasible at the first event that did not
 * occur.
 */
public final class PrefixReplay implements Chooser {

  private final Variant variant;
  private final FreeRunChooser free;
  private final boolean strict;
  /**
   * By position in the variant's sequence: a partner reserved for a matched event still to come.
   */
  private final boolean[] reserved;
  private final boolean[] fired;
  private final boolean[] issued;
  /** By position: how many prescribed reads of that write are still to come. */
  private final int[] readsToCome;
  private int pendingReads;
  private final List<Decision> allowed = new ArrayList<>();
  private final List<EventId> unmatchedWaiting = new ArrayList<>();
  private final List<Decision> unmatched = new ArrayList<>();
  private final List<Decision> freeChoices = new ArrayList<>();
  /** Line names this run used, by identity, and their slots in the variant: see {@link #slotOf}. */
  private final String[] names = new String[32];
  private final int[] slots = new int[32];
  private int named;

  /**
   * Creates a replay of {@code variant}.
   *
   * @param free resolves the choices after (and beside) the prefix
   * @param strict whether any event outside the variant is an error
   */
  public PrefixReplay(Variant variant, FreeRunChooser free, boolean strict) {
    this.variant = variant;
    this.free = free;
    this.strict = strict;
    int[] positions = variant.positions();
    int n = positions.length == 0 ? 0 : positions[positions.length - 1] + 1;
    reserved = new boolean[n];
    fired = new boolean[n];
    issued = new boolean[n];
    readsToCome = new int[n];
    for (int p : positions) {
      if (!variant.isSending(p) && variant.partner(p) >= 0) {
        if (variant.isRead(p)) {
          readsToCome[variant.partner(p)]++;
          pendingReads++;
        } else {
          reserved[variant.partner(p)] = true;
        }
      }
    }
  }

  @Override
  public void onSend(EventId id, String destination, String operation) {
    int p = position(id);
    if (p < 0) {
      if (strict) {
        throw new NondeterminismException(
            "the program issued " + id + " (" + operation + " on " + destination + "), which the "
                + "sequence being replayed does not contain");
      }
      return;
    }
    if (!variant.prescribesSend(p, destination, operation)) {
      Prescription expected = variant.prescription(p);
      throw new NondeterminismException(
          "expected event " + id + " to be " + describe(expected) + " but the "
              + "program issued " + operation + " on " + destination + "; the program is "
              + "nondeterministic outside synchronization, or changed since the sequence was "
              + "recorded" + Divergence.explain(
                  expected instanceof Prescription.Send send ? send.operation() : "", operation));
    }
    issued[p] = true;
  }

  @Override
  public void onReceiveBlocked(EventId id) {
    int p = position(id);
    if (p >= 0 && variant.isSending(p)) {
      throw new NondeterminismException(
          "expected event " + id + " to be " + describe(variant.prescription(p)) + " but the "
              + "program receives instead; the program is nondeterministic outside "
              + "synchronization, or changed since the sequence was recorded");
    }
  }

  @Override
  public @Nullable Decision choose(List<Decision> allEnabled) {
    List<Decision> enabled = withoutOverwrites(allEnabled);
    if (enabled.isEmpty()) {
      throw new InfeasibleVariantException(stuckMessage(allEnabled));
    }
    unmatched.clear();
    freeChoices.clear();
    boolean unmatchedBlockedOnOld = false;
    Decision prescribed = null;
    int prescribedAt = Integer.MAX_VALUE;
    for (Decision decision : enabled) {
      int p = position(decision.receiver());
      if (p < 0) {
        if (!isReserved(decision.partner())) {
          freeChoices.add(decision);
        }
      } else if (!variant.isSending(p)) {
        int partner = variant.partner(p);
        if (partner < 0) {
          if (!isOld(decision)) {
            unmatched.add(decision);
          } else {
            unmatchedBlockedOnOld = true;
          }
        } else if (p < prescribedAt && decision.partner().equals(variant.id(partner))) {
          prescribed = decision;
          prescribedAt = p;
        }
      }
    }
    if (prescribed != null) {
      fired[prescribedAt] = true;
      int partner = variant.partner(prescribedAt);
      if (variant.isRead(prescribedAt)) {
        readsToCome[partner]--;
        pendingReads--;
      } else {
        reserved[partner] = false;
      }
      return prescribed;
    }
    if (!unmatched.isEmpty() && !strict) {
      return free.pick(unmatched);
    }
    if (!freeChoices.isEmpty() && !strict) {
      return free.pick(freeChoices);
    }
    if (unmatchedBlockedOnOld) {
      for (Decision decision : enabled) {
        int p = position(decision.receiver());
        if (p >= 0 && !variant.isSending(p) && variant.partner(p) < 0
            && !unmatchedWaiting.contains(decision.receiver())) {
          unmatchedWaiting.add(decision.receiver());
        }
      }
      return null;
    }
    if (enabled.size() < allEnabled.size()) {
      throw new InfeasibleVariantException(stuckMessage(allEnabled));
    }
    throw new NondeterminismException(stuckMessage(enabled));
  }

  /**
   * Whether {@code decision} would synchronize an unmatched receiving event with an old partner: a
   * sending event of the variant, or, for a read, a write that took the call the variant prescribed
   * it (a write whose call the variant left unspecified took a new one).
   */
  private boolean isOld(Decision decision) {
    int partner = position(decision.partner());
    if (!decision.read()) {
      return partner >= 0;
    }
    return partner >= 0 && !variant.isSending(partner) && variant.partner(partner) >= 0;
  }

  /**
   * Returns {@code enabled} without the writes that would overwrite a write a prescribed read has
   * still to read: a read can only read a variable's latest write, so the next write on the
   * variable's line waits for it. Nothing the read depends on waits for that write, or the read
   * could not have read the older one.
   */
  private List<Decision> withoutOverwrites(List<Decision> enabled) {
    if (pendingReads == 0) {
      return enabled;
    }
    allowed.clear();
    for (Decision decision : enabled) {
      EventId receiver = decision.receiver();
      int slot = slotOf(receiver.line());
      int previous = slot < 0 || receiver.index() == 1 ? -1
          : variant.position(slot, receiver.index() - 1);
      if (decision.read() || previous < 0 || readsToCome[previous] == 0) {
        allowed.add(decision);
      }
    }
    return allowed;
  }

  /** Returns the position of event {@code id} in the variant, or -1 if it is not in it. */
  private int position(EventId id) {
    int slot = slotOf(id.line());
    return slot < 0 ? -1 : variant.position(slot, id.index());
  }

  /**
   * Returns the variant's slot of line {@code name}. A run names every event of a line with the
   * same string, so comparing identity first finds it without comparing characters.
   */
  private int slotOf(String name) {
    for (int i = 0; i < named; i++) {
      if (names[i] == name) {
        return slots[i];
      }
    }
    int slot = variant.lineSlot(name);
    if (named < names.length) {
      names[named] = name;
      slots[named++] = slot;
    }
    return slot;
  }

  /** Whether sending event {@code id} is the prescribed partner of a receiving event to come. */
  private boolean isReserved(EventId id) {
    int p = position(id);
    return p >= 0 && reserved[p];
  }

  @Override
  public List<EventId> unmatchedWaiting() {
    return unmatchedWaiting;
  }

  @Override
  public void onRunEnd() {
    EventId missing = firstMissing();
    if (missing != null) {
      throw new NondeterminismException(
          "infeasible at event " + missing + ": the run ended without it ("
              + describe(variant.prescription(missing)) + ")");
    }
  }

  private @Nullable EventId firstMissing() {
    for (int p : variant.positions()) {
      boolean done = variant.isSending(p) ? issued[p] : fired[p] || variant.partner(p) < 0;
      if (!done) {
        return variant.id(p);
      }
    }
    return null;
  }

  private String stuckMessage(List<Decision> enabled) {
    EventId missing = firstMissing();
    if (missing != null) {
      return "infeasible at event " + missing + " (" + describe(variant.prescription(missing))
          + "): it cannot occur next; enabled instead: " + enabled;
    }
    return "the program goes beyond the sequence being replayed: " + enabled.get(0)
        + " would occur next";
  }

  private static String describe(@Nullable Prescription prescription) {
    return switch (prescription) {
      case Prescription.Send s -> s.operation() + " on " + s.destination();
      case Prescription.Receive r when r.partner() != null -> "received from " + r.partner();
      case Prescription.Receive r -> "an unmatched receive";
      case null -> "absent";
    };
  }
}
