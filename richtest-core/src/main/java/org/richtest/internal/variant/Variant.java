package org.richtest.internal.variant;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.SynSequence;
import org.richtest.internal.race.IndexedSequence;

/**
 * A race variant (paper Def. 7): a prefix of each line with prescribed partners, some receiving
 * events unmatched, and the receiving events colored black that later variants must not change
 * (paper Fig. 10). The empty variant starts an exploration with a free run. Immutable.
 *
 * <p>A variant is a prefix of each line of the sequence it was derived from, so it shares that
 * sequence's index instead of copying its events: it keeps, per line, how many events it takes,
 * and per event the prescribed partner and the color. Its events are addressed by their positions
 * in that sequence, whose order is consistent with happened-before.
 */
public final class Variant {

  /** The variant with no events: a free run. */
  public static final Variant EMPTY =
      new Variant(new IndexedSequence(new SynSequence(List.of(), List.of(), List.of())),
          new int[0], new int[0], new boolean[0]);

  private final IndexedSequence q;
  private final int[] kept;
  private final int[] partner;
  private final boolean[] black;
  private final int size;

  /**
   * Creates the variant of {@code q} that keeps the first {@code kept[l]} events of each line
   * {@code l}, prescribes {@code partner[p]} (a position, -1 for unmatched) to each kept receiving
   * event {@code p}, and colors black the events {@code black} marks. Takes the arrays over.
   */
  Variant(IndexedSequence q, int[] kept, int[] partner, boolean[] black) {
    this.q = q;
    this.kept = kept;
    this.partner = partner;
    this.black = black;
    int total = 0;
    for (int count : kept) {
      total += count;
    }
    this.size = total;
  }

  /** Returns the variant that prescribes every event of {@code sequence}: deterministic replay. */
  public static Variant of(SynSequence sequence) {
    IndexedSequence q = new IndexedSequence(sequence);
    int[] kept = new int[q.lines()];
    for (int l = 0; l < kept.length; l++) {
      kept[l] = q.eventsOn(l);
    }
    int[] partner = new int[q.size()];
    for (int p = 0; p < partner.length; p++) {
      partner[p] = q.partner(p);
    }
    return new Variant(q, kept, partner, new boolean[q.size()]);
  }

  /**
   * Returns the variant that prescribes {@code prescriptions} to events {@code ids}, each line's
   * from its first event on, in the order they occurred in the sequence it was derived from; {@code
   * unmatchedReads} names the variable of each unmatched read. The variant is a prefix of the
   * sequence its prescriptions make, which knows identities, kinds and partners but no clocks:
   * enough to replay it (a variant read back from {@link VariantCodec}).
   *
   * @throws IllegalArgumentException if the events do not form a prefix of each line, or a partner
   *     is not one of them
   */
  static Variant prescribing(
      List<EventId> ids,
      List<Prescription> prescriptions,
      Map<EventId, String> unmatchedReads,
      Set<EventId> black) {
    Map<String, LineKind> kinds = new LinkedHashMap<>();
    for (int i = 0; i < ids.size(); i++) {
      String line = ids.get(i).line();
      if (prescriptions.get(i) instanceof Prescription.Receive r && r.read()) {
        kinds.put(readVariable(ids.get(i), r, unmatchedReads), LineKind.VARIABLE);
        kinds.put(line, LineKind.THREAD);
      } else if (prescriptions.get(i) instanceof Prescription.Send) {
        kinds.put(line, LineKind.THREAD);
      } else {
        kinds.putIfAbsent(line, LineKind.OBJECT);
      }
    }
    IndexedSequence.Builder builder = new IndexedSequence.Builder();
    Map<String, Integer> slots = new HashMap<>();
    kinds.forEach((line, kind) -> slots.put(line, builder.line(line, kind)));
    Map<EventId, Integer> positions = new HashMap<>();
    int[] onLine = new int[slots.size()];
    for (int i = 0; i < ids.size(); i++) {
      EventId id = ids.get(i);
      if (id.index() != ++onLine[slots.get(id.line())]) {
        throw new IllegalArgumentException("event " + id + " does not extend its line's prefix");
      }
      positions.put(id, i);
    }
    int[] partner = new int[ids.size()];
    int[] none = new int[0];
    for (int i = 0; i < ids.size(); i++) {
      EventId id = ids.get(i);
      int slot = slots.get(id.line());
      partner[i] = -1;
      switch (prescriptions.get(i)) {
        case Prescription.Send send ->
            builder.send(slot, id, send.destination(), send.operation(), none);
        case Prescription.Receive receive -> {
          if (receive.partner() != null) {
            Integer at = positions.get(receive.partner());
            if (at == null) {
              throw new IllegalArgumentException(
                  "event " + id + " is prescribed " + receive.partner() + ", not in the variant");
            }
            partner[i] = at;
          }
          OpenList open = receive.read()
              ? OpenList.of(new Channel(readVariable(id, receive, unmatchedReads), Channel.ANY))
              : OpenList.EMPTY;
          builder.receive(slot, id, open, none, none, partner[i]);
        }
      }
    }
    boolean[] blackened = new boolean[ids.size()];
    for (EventId id : black) {
      Integer at = positions.get(id);
      if (at != null) {
        blackened[at] = true;
      }
    }
    List<String> threads = new ArrayList<>();
    List<Line> lines = new ArrayList<>();
    kinds.forEach((line, kind) -> {
      lines.add(new Line(line, kind));
      if (kind == LineKind.THREAD) {
        threads.add(line);
      }
    });
    IndexedSequence q = builder.build(
        SynSequence.lazily(() -> new SynSequence(threads, lines, builder.events())));
    int[] kept = new int[onLine.length];
    for (int l = 0; l < kept.length; l++) {
      kept[l] = q.eventsOn(l);
    }
    return new Variant(q, kept, partner, blackened);
  }

  private static String readVariable(
      EventId read, Prescription.Receive receive, Map<EventId, String> unmatchedReads) {
    if (receive.partner() != null) {
      return receive.partner().line();
    }
    String variable = unmatchedReads.get(read);
    if (variable == null) {
      throw new IllegalArgumentException("unmatched read " + read + " names no variable");
    }
    return variable;
  }

  /** Returns the sequence this variant is a prefix of. */
  IndexedSequence sequence() {
    return q;
  }

  /**
   * Returns how many events of the line in {@code slot} of {@link #sequence()} the variant keeps.
   */
  int kept(int slot) {
    return kept[slot];
  }

  /** Returns the number of events. */
  public int size() {
    return size;
  }

  /**
   * Returns the position of event {@code id} in the sequence this variant is a prefix of, or -1 if
   * it is not in this variant. Positions order the variant's events consistently with
   * happened-before.
   */
  public int position(EventId id) {
    int slot = q.lineSlot(id.line());
    return slot < 0 || id.index() > kept[slot] ? -1 : q.position(slot, id.index());
  }

  /** Returns the slot of the line called {@code name} in {@link #sequence()}, or -1 if none. */
  public int lineSlot(String name) {
    return q.lineSlot(name);
  }

  /**
   * Returns the position of the {@code index}-th event of the line in {@code slot} (as {@link
   * #lineSlot} numbers lines), or -1 if it is not in this variant.
   */
  public int position(int slot, int index) {
    return index > kept[slot] ? -1 : q.position(slot, index);
  }

  /** Returns whether event {@code id} is in this variant (an "old" event of the next sequence). */
  public boolean contains(EventId id) {
    return position(id) >= 0;
  }

  /** Returns the identity of the event at position {@code p}. */
  public EventId id(int p) {
    return q.id(p);
  }

  /** Returns whether the event at position {@code p} is a sending event. */
  public boolean isSending(int p) {
    return q.isSending(p);
  }

  /**
   * Returns the position of the partner prescribed to the receiving event at position {@code p},
   * or -1 if it is unmatched: it must not synchronize with any sending event of the variant.
   */
  public int partner(int p) {
    return partner[p];
  }

  /** Returns the prescription of the event at position {@code p}. */
  public Prescription prescription(int p) {
    if (q.isSending(p)) {
      return new Prescription.Send(q.destination(p), q.operation(p));
    }
    return new Prescription.Receive(partner[p] < 0 ? null : q.id(partner[p]), q.isRead(p));
  }

  /** Returns whether the receiving event at position {@code p} is a read of a shared variable. */
  public boolean isRead(int p) {
    return q.isRead(p);
  }

  /**
   * Returns the name of the variable that the read at position {@code p} reads, or null if it is
   * not a read.
   */
  public @Nullable String variableOf(int p) {
    int slot = q.variableOf(p);
    return slot < 0 ? null : q.lineName(slot);
  }

  /**
   * Returns whether the event at position {@code p} is a sending event of {@code operation} to
   * {@code destination}; unlike {@link #prescription(int)}, without making a prescription.
   */
  public boolean prescribesSend(int p, String destination, String operation) {
    return q.isSending(p) && q.destination(p).equals(destination)
        && q.operation(p).equals(operation);
  }

  /** Returns the prescription of event {@code id}, or null if it is not in this variant. */
  public @Nullable Prescription prescription(EventId id) {
    int p = position(id);
    return p < 0 ? null : prescription(p);
  }

  /**
   * Returns the positions of this variant's events, in an order consistent with happened-before.
   */
  public int[] positions() {
    int[] positions = new int[size];
    int count = 0;
    for (int p = 0; p < q.size() && count < size; p++) {
      if (q.indexOnLine(p) <= kept[q.line(p)]) {
        positions[count++] = p;
      }
    }
    return positions;
  }

  /** Returns whether the receiving event at position {@code p} is black: its partner is fixed. */
  public boolean isBlack(int p) {
    return black[p];
  }

  /** Returns whether receiving event {@code id} is black: its partner must not be changed again. */
  public boolean isBlack(EventId id) {
    int p = position(id);
    return p >= 0 && black[p];
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("Variant[");
    StringBuilder blackIds = new StringBuilder(" black [");
    for (int p : positions()) {
      text.append(text.length() > 8 ? ", " : "").append(q.id(p));
      if (black[p]) {
        blackIds.append(blackIds.length() > 8 ? ", " : "").append(q.id(p));
      }
    }
    return text.append(']').append(blackIds).append(']').toString();
  }
}
