package org.richtest.internal.replay;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.List;
import java.util.Set;
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
 * <p>In strict mode nothing beyond the variant may happen: that is deterministic replay of a recorded
 * sequence, where any departure is reported as infeasible at the first event that did not occur.
 */
public final class PrefixReplay implements Chooser {

  private final Variant variant;
  private final FreeRunChooser free;
  private final boolean strict;
  private final Set<EventId> reserved = new HashSet<>();
  private final Set<EventId> fired = new HashSet<>();
  private final Set<EventId> issued = new HashSet<>();
  private final List<EventId> unmatchedWaiting = new ArrayList<>();
  /** For each write a prescribed read still has to read, how many such reads are to come. */
  private final Map<EventId, Integer> readsToCome = new HashMap<>();

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
    for (int i = 0; i < variant.size(); i++) {
      if (variant.prescription(i) instanceof Prescription.Receive receive
          && receive.partner() != null) {
        if (receive.read()) {
          readsToCome.merge(receive.partner(), 1, Integer::sum);
        } else {
          reserved.add(receive.partner());
        }
      }
    }
  }

  @Override
  public void onSend(EventId id, String destination, String operation) {
    Prescription prescription = variant.prescription(id);
    if (prescription == null) {
      if (strict) {
        throw new NondeterminismException(
            "the program issued " + id + " (" + operation + " on " + destination + "), which the "
                + "sequence being replayed does not contain");
      }
      return;
    }
    if (!(prescription instanceof Prescription.Send send)
        || !send.destination().equals(destination)
        || !send.operation().equals(operation)) {
      throw new NondeterminismException(
          "expected event " + id + " to be " + describe(prescription) + " but the program issued "
              + operation + " on " + destination + "; the program is nondeterministic outside "
              + "synchronization, or changed since the sequence was recorded");
    }
    issued.add(id);
  }

  @Override
  public void onReceiveBlocked(EventId id) {
    Prescription prescription = variant.prescription(id);
    if (prescription instanceof Prescription.Send) {
      throw new NondeterminismException(
          "expected event " + id + " to be " + describe(prescription) + " but the program "
              + "receives instead; the program is nondeterministic outside synchronization, or "
              + "changed since the sequence was recorded");
    }
  }

  @Override
  public @Nullable Decision choose(List<Decision> allEnabled) {
    List<Decision> enabled = withoutOverwrites(allEnabled);
    if (enabled.isEmpty()) {
      throw new InfeasibleVariantException(stuckMessage(allEnabled));
    }
    List<Decision> unmatched = new ArrayList<>();
    List<Decision> freeChoices = new ArrayList<>();
    boolean unmatchedBlockedOnOld = false;
    Decision prescribed = null;
    for (Decision decision : enabled) {
      Prescription prescription = variant.prescription(decision.receiver());
      if (prescription instanceof Prescription.Receive receive) {
        if (receive.isUnmatched()) {
          if (!isOld(decision)) {
            unmatched.add(decision);
          } else {
            unmatchedBlockedOnOld = true;
          }
        } else if (decision.partner().equals(receive.partner())
            && (prescribed == null
                || variant.position(decision.receiver()) < variant.position(prescribed.receiver()))) {
          prescribed = decision;
        }
      } else if (prescription == null && !reserved.contains(decision.partner())) {
        freeChoices.add(decision);
      }
    }
    if (prescribed != null) {
      return fire(prescribed);
    }
    if (!unmatched.isEmpty() && !strict) {
      return fire(free.pick(unmatched));
    }
    if (!freeChoices.isEmpty() && !strict) {
      return fire(free.pick(freeChoices));
    }
    if (unmatchedBlockedOnOld) {
      for (Decision decision : enabled) {
        if (variant.prescription(decision.receiver()) instanceof Prescription.Receive r
            && r.isUnmatched()
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
    if (!decision.read()) {
      return variant.contains(decision.partner());
    }
    return variant.prescription(decision.partner()) instanceof Prescription.Receive write
        && !write.isUnmatched();
  }

  private Decision fire(Decision decision) {
    fired.add(decision.receiver());
    Prescription prescription = variant.prescription(decision.receiver());
    if (prescription instanceof Prescription.Receive receive && receive.read()) {
      if (readsToCome.merge(receive.partner(), -1, Integer::sum) == 0) {
        readsToCome.remove(receive.partner());
      }
    } else if (!decision.read()) {
      reserved.remove(decision.partner());
    }
    return decision;
  }

  /**
   * Returns {@code enabled} without the writes that would overwrite a write a prescribed read has
   * still to read: a read can only read a variable's latest write, so the next write on the
   * variable's line waits for it. Nothing the read depends on waits for that write, or the read
   * could not have read the older one.
   */
  private List<Decision> withoutOverwrites(List<Decision> enabled) {
    if (readsToCome.isEmpty()) {
      return enabled;
    }
    List<Decision> allowed = new ArrayList<>(enabled.size());
    for (Decision decision : enabled) {
      EventId receiver = decision.receiver();
      if (decision.read()
          || receiver.index() == 1
          || !readsToCome.containsKey(new EventId(receiver.line(), receiver.index() - 1))) {
        allowed.add(decision);
      }
    }
    return allowed;
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
    for (int i = 0; i < variant.size(); i++) {
      EventId id = variant.id(i);
      Prescription prescription = variant.prescription(i);
      boolean done =
          prescription instanceof Prescription.Send
              ? issued.contains(id)
              : fired.contains(id) || ((Prescription.Receive) prescription).isUnmatched();
      if (!done) {
        return id;
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
