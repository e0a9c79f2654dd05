package org.richtest.internal.variant;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;

/**
 * A race variant (paper Def. 7): a prefix of each line with prescribed partners, some receiving
 * events unmatched, and the receiving events colored black that later variants must not change
 * (paper Fig. 10). The empty variant starts an exploration with a free run. Immutable; its events are
 * in an order consistent with happened-before.
 */
public final class Variant {

  /** The variant with no events: a free run. */
  public static final Variant EMPTY = new Variant(List.of(), List.of(), Set.of());

  private final EventId[] ids;
  private final Prescription[] prescriptions;
  private final Map<EventId, Integer> positions;
  private final Set<EventId> black;

  /** Creates a variant of events {@code ids} with their {@code prescriptions}, in order. */
  Variant(List<EventId> ids, List<Prescription> prescriptions, Set<EventId> black) {
    this.ids = ids.toArray(new EventId[0]);
    this.prescriptions = prescriptions.toArray(new Prescription[0]);
    this.positions = new HashMap<>(this.ids.length * 2);
    for (int i = 0; i < this.ids.length; i++) {
      positions.put(this.ids[i], i);
    }
    this.black = Set.copyOf(black);
  }

  /** Returns the variant that prescribes every event of {@code sequence}: deterministic replay. */
  public static Variant of(SynSequence sequence) {
    List<EventId> ids = sequence.events().stream().map(SynEvent::id).toList();
    List<Prescription> prescriptions = sequence.events().stream()
        .map(event -> prescriptionOf(event, isRead(sequence, event)))
        .toList();
    return new Variant(ids, prescriptions, Set.of());
  }

  /** Returns whether {@code event} is a read: a receiving event on a thread from a variable. */
  private static boolean isRead(SynSequence sequence, SynEvent event) {
    return event instanceof ReceivingEvent r
        && sequence.line(r.line()).isThread()
        && r.openList().channels().stream()
            .anyMatch(channel -> sequence.isVariable(channel.destination()));
  }

  static Prescription prescriptionOf(SynEvent event, boolean read) {
    return switch (event) {
      case SendingEvent s -> new Prescription.Send(s.destination(), s.operation());
      case ReceivingEvent r -> new Prescription.Receive(r.partner(), read);
    };
  }

  /** Returns the prescription of event {@code id}, or null if it is not in this variant. */
  public @Nullable Prescription prescription(EventId id) {
    Integer position = positions.get(id);
    return position == null ? null : prescriptions[position];
  }

  /** Returns the number of events. */
  public int size() {
    return ids.length;
  }

  /** Returns the identity of the {@code i}-th event. */
  public EventId id(int i) {
    return ids[i];
  }

  /** Returns the prescription of the {@code i}-th event. */
  public Prescription prescription(int i) {
    return prescriptions[i];
  }

  /** Returns the position of event {@code id} in the variant's order, or -1 if it is absent. */
  public int position(EventId id) {
    Integer position = positions.get(id);
    return position == null ? -1 : position;
  }

  /** Returns whether event {@code id} is in this variant (an "old" event of the next sequence). */
  public boolean contains(EventId id) {
    return positions.containsKey(id);
  }

  /** Returns whether receiving event {@code id} is black: its partner must not be changed again. */
  public boolean isBlack(EventId id) {
    return black.contains(id);
  }

  @Override
  public String toString() {
    return "Variant" + positions.keySet() + " black " + black;
  }
}
