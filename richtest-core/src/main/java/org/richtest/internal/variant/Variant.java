package org.richtest.internal.variant;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
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
 * (paper Fig. 10). The empty variant starts an exploration with a free run.
 */
public final class Variant {

  /** The variant with no events: a free run. */
  public static final Variant EMPTY = new Variant(ImmutableMap.of(), ImmutableSet.of());

  private final ImmutableMap<EventId, Prescription> events;
  private final ImmutableMap<EventId, Integer> position;
  private final ImmutableSet<EventId> black;

  /** Creates a variant; {@code events} iterate in an order consistent with happened-before. */
  Variant(Map<EventId, Prescription> events, Set<EventId> black) {
    this.events = ImmutableMap.copyOf(events);
    this.black = ImmutableSet.copyOf(black);
    ImmutableMap.Builder<EventId, Integer> order = ImmutableMap.builder();
    int i = 0;
    for (EventId id : this.events.keySet()) {
      order.put(id, i++);
    }
    this.position = order.buildOrThrow();
  }

  /** Returns the variant that prescribes every event of {@code sequence}: deterministic replay. */
  public static Variant of(SynSequence sequence) {
    ImmutableMap.Builder<EventId, Prescription> events = ImmutableMap.builder();
    for (SynEvent event : sequence.events()) {
      events.put(event.id(), prescriptionOf(event));
    }
    return new Variant(events.buildOrThrow(), ImmutableSet.of());
  }

  static Prescription prescriptionOf(SynEvent event) {
    return switch (event) {
      case SendingEvent s -> new Prescription.Send(s.destination(), s.operation());
      case ReceivingEvent r -> new Prescription.Receive(r.partner());
    };
  }

  /** Returns the prescription of event {@code id}, or null if it is not in this variant. */
  public @Nullable Prescription prescription(EventId id) {
    return events.get(id);
  }

  /** Returns every prescribed event. */
  public ImmutableMap<EventId, Prescription> events() {
    return events;
  }

  /** Returns the position of event {@code id} in the variant's order, or -1 if it is absent. */
  public int position(EventId id) {
    Integer p = position.get(id);
    return p == null ? -1 : p;
  }

  /** Returns whether event {@code id} is in this variant (an "old" event of the next sequence). */
  public boolean contains(EventId id) {
    return events.containsKey(id);
  }

  /** Returns whether receiving event {@code id} is black: its partner must not be changed again. */
  public boolean isBlack(EventId id) {
    return black.contains(id);
  }

  /** Returns the number of events. */
  public int size() {
    return events.size();
  }

  @Override
  public String toString() {
    return "Variant" + events.keySet() + " black " + black;
  }
}
