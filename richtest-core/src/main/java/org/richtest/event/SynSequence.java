package org.richtest.event;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.Maps;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The SYN-sequence exercised by one run (paper Def. 1): the lines, the events in the order they
 * occurred (a topological order of happened-before) and, through the partners, the synchronization
 * pairs. Two sequences are the same partial order iff their sets of {@link #pairs() pairs} are
 * equal (paper Def. 2 and Lemma 1). Its {@link #annotations() annotations} say what the lines and
 * events were in the program's terms, for reports; they are no part of its identity.
 */
public final class SynSequence {

  /** The lists and the maps that index them; for a sequence made lazily, null until first read. */
  private volatile @Nullable Parts parts;
  /** Makes the parts of a sequence made lazily; null once they are made. */
  private @Nullable Supplier<SynSequence> source;

  /** Creates a sequence without clock exchanges. */
  public SynSequence(
      Iterable<String> threads, Iterable<Line> lines, Iterable<? extends SynEvent> events) {
    this(threads, lines, events, ImmutableList.of());
  }

  /**
   * Creates a sequence.
   *
   * @param threads thread names in vector-component order
   * @param lines every line, threads and objects, in creation order
   * @param events every event in the order it occurred
   * @param exchanges the clock exchanges between lines
   */
  public SynSequence(
      Iterable<String> threads,
      Iterable<Line> lines,
      Iterable<? extends SynEvent> events,
      Iterable<ClockExchange> exchanges) {
    this(threads, lines, events, exchanges, Annotations.NONE);
  }

  /**
   * Creates a sequence with annotations, as {@link #SynSequence(Iterable, Iterable, Iterable,
   * Iterable)}; annotations of lines or events the sequence does not have are dropped.
   */
  public SynSequence(
      Iterable<String> threads,
      Iterable<Line> lines,
      Iterable<? extends SynEvent> events,
      Iterable<ClockExchange> exchanges,
      Annotations annotations) {
    this.parts = new Parts(threads, lines, events, exchanges, annotations);
  }

  private SynSequence(Supplier<SynSequence> source) {
    this.source = source;
  }

  /**
   * Returns a sequence equal to the one {@code make} returns, made when it is first read. An
   * exploration records one sequence per run and reads few of them, so its runs return their
   * sequences this way. {@code make} is called at most once; what it throws, the first read throws.
   */
  public static SynSequence lazily(Supplier<SynSequence> make) {
    return new SynSequence(make);
  }

  private Parts parts() {
    Parts made = parts;
    if (made == null) {
      synchronized (this) {
        made = parts;
        if (made == null) {
          made = Objects.requireNonNull(source).get().parts();
          parts = made;
          source = null;
        }
      }
    }
    return made;
  }

  /** What a sequence is made of, checked and indexed. */
  private static final class Parts {
    final ImmutableList<String> threads;
    final ImmutableList<Line> lines;
    final ImmutableList<SynEvent> events;
    /** Each event's position in {@link #events}; private and never changed after construction. */
    final Map<EventId, Integer> positions;
    final ImmutableMap<String, Integer> threadComponent;
    final ImmutableMap<String, Line> lineByName;
    final ImmutableList<ClockExchange> exchanges;
    final Annotations annotations;
    /** The names the text form and the diagrams show, made when first asked for. */
    volatile @Nullable ImmutableMap<String, String> displayNames;

    Parts(
        Iterable<String> threads,
        Iterable<Line> lines,
        Iterable<? extends SynEvent> events,
        Iterable<ClockExchange> exchanges,
        Annotations annotations) {
      this.exchanges = ImmutableList.copyOf(exchanges);
      this.threads = ImmutableList.copyOf(threads);
      this.lines = ImmutableList.copyOf(lines);
      this.events = ImmutableList.copyOf(events);
      this.positions = new HashMap<>(this.events.size() * 2);
      for (int i = 0; i < this.events.size(); i++) {
        EventId id = this.events.get(i).id();
        checkArgument(positions.put(id, i) == null, "duplicate event %s", id);
      }
      ImmutableMap.Builder<String, Integer> components = ImmutableMap.builder();
      for (int i = 0; i < this.threads.size(); i++) {
        components.put(this.threads.get(i), i);
      }
      this.threadComponent = components.buildOrThrow();
      ImmutableMap.Builder<String, Line> names = ImmutableMap.builder();
      this.lines.forEach(line -> names.put(line.name(), line));
      this.lineByName = names.buildOrThrow();
      for (SynEvent event : this.events) {
        checkArgument(
            lineByName.containsKey(event.line()), "event %s on unknown line", event.id());
      }
      this.annotations = annotations == Annotations.NONE ? annotations : Annotations.of(
          Maps.filterKeys(annotations.lines(), lineByName::containsKey),
          Maps.filterKeys(annotations.events(), positions::containsKey));
    }

    ImmutableMap<String, String> displayNames() {
      ImmutableMap<String, String> made = displayNames;
      if (made == null) {
        made = DisplayNames.of(lines, annotations);
        displayNames = made;
      }
      return made;
    }
  }

  /** Returns the thread names; position {@code i} owns timestamp component {@code i}. */
  public ImmutableList<String> threads() {
    return parts().threads;
  }

  /** Returns every line in creation order. */
  public ImmutableList<Line> lines() {
    return parts().lines;
  }

  /** Returns the clock exchanges: the causal edges that are not synchronization pairs. */
  public ImmutableList<ClockExchange> exchanges() {
    return parts().exchanges;
  }

  /** Returns the events in the order they occurred. */
  public ImmutableList<SynEvent> events() {
    return parts().events;
  }

  /** Returns what the run knew of the lines and events in the program's terms. */
  public Annotations annotations() {
    return parts().annotations;
  }

  /** Returns the description of line {@code name}, if the run could describe it. */
  public Optional<LineDescription> description(String name) {
    return Optional.ofNullable(parts().annotations.lines().get(name));
  }

  /** Returns the note on event {@code id}, if it has one. */
  public Optional<String> note(EventId id) {
    return Optional.ofNullable(parts().annotations.events().get(id));
  }

  /**
   * Returns the name the text form and the diagrams show for line {@code name}: the label of its
   * description (the field or variable holding the object) when no other line has that label and
   * no line is called so, otherwise its name. Replay and the JSON form always use the names.
   */
  public String displayName(String name) {
    String shown = parts().displayNames().get(name);
    return shown != null ? shown : name;
  }

  /**
   * Returns line {@code name} explained in one phrase for messages: {@code Bank.savings (main#2,
   * ReentrantLock made at Bank.java:7)} if it has a description, else its name.
   */
  public String explain(String name) {
    LineDescription description = parts().annotations.lines().get(name);
    return description == null ? name : description.explain(name);
  }

  /** Returns the line called {@code name}. */
  public Line line(String name) {
    Line line = parts().lineByName.get(name);
    checkArgument(line != null, "no line %s", name);
    return line;
  }

  /**
   * Returns whether {@code name} is the line of a shared variable; false for a destination that has
   * no line of its own (a port).
   */
  public boolean isVariable(String name) {
    Line line = parts().lineByName.get(name);
    return line != null && line.isVariable();
  }

  /** Returns the event with the given identity, or null if the sequence has none. */
  public @Nullable SynEvent event(EventId id) {
    Integer position = parts().positions.get(id);
    return position == null ? null : parts().events.get(position);
  }

  /** Returns the position of event {@code id} in {@link #events()}, or -1 if there is none. */
  public int position(EventId id) {
    Integer position = parts().positions.get(id);
    return position == null ? -1 : position;
  }

  /** Returns the events of one line in line order. */
  public ImmutableList<SynEvent> eventsOn(String lineName) {
    return parts().events.stream()
        .filter(e -> e.line().equals(lineName))
        .sorted((a, b) -> Integer.compare(a.id().index(), b.id().index()))
        .collect(ImmutableList.toImmutableList());
  }

  /** Returns the synchronization pairs; their set identifies the partial order. */
  public ImmutableSortedSet<SyncPair> pairs() {
    ImmutableSortedSet.Builder<SyncPair> pairs = ImmutableSortedSet.naturalOrder();
    for (SynEvent event : parts().events) {
      if (event instanceof ReceivingEvent r && r.partner() != null) {
        pairs.add(new SyncPair(r.partner(), r.id()));
      }
    }
    return pairs.build();
  }

  /**
   * Returns the timestamp component that identifies {@code event} (paper Prop. 1's {@code e.tid}):
   * its own thread's, or for an object's receiving event its partner's thread; -1 for an unmatched
   * event on an object.
   */
  public int tid(SynEvent event) {
    Line line = line(event.line());
    if (line.isThread()) {
      return parts().threadComponent.get(line.name());
    }
    EventId partner = event.partner();
    return partner == null ? -1 : parts().threadComponent.get(partner.line());
  }

  /** Returns the timestamp component owned by the thread called {@code thread}. */
  public int component(String thread) {
    Integer component = parts().threadComponent.get(thread);
    checkArgument(component != null, "no thread %s", thread);
    return component;
  }

  /**
   * Returns whether {@code a} happened before {@code b}, from the timestamps alone (paper Prop. 1).
   * An unmatched receiving event happened before nothing, and nothing can follow it on its line.
   */
  public boolean happenedBefore(SynEvent a, SynEvent b) {
    if (a.equals(b)) {
      return false;
    }
    if (a.id().equals(b.partner()) && (a instanceof SendingEvent
        || b instanceof ReceivingEvent && !line(a.line()).isThread())) {
      return true; // a message, the write a read takes, or the object's event that wakes a reader
    }
    int ta = tid(a);
    if (ta < 0) {
      return false;
    }
    int tb = tid(b);
    if (tb < 0) {
      return a.timestamp().get(ta) <= b.timestamp().get(ta);
    }
    return a.timestamp().get(ta) <= b.timestamp().get(ta)
        && a.timestamp().get(tb) < b.timestamp().get(tb);
  }

  /**
   * Returns whether {@code x} is in the control structure of {@code e}: the events {@code e}'s line
   * knew just before {@code e} (semantics §4).
   */
  public boolean inControlStructure(SynEvent x, SynEvent e) {
    int tx = tid(x);
    if (tx < 0 || x.equals(e)) {
      return false;
    }
    return x.timestamp().get(tx) <= knowledgeBefore(e).get(tx);
  }

  /** Returns the clock of {@code e}'s line just before {@code e}. */
  public VectorTimestamp knowledgeBefore(SynEvent e) {
    if (e instanceof ReceivingEvent r) {
      return r.before();
    }
    int[] before = e.timestamp().toArray();
    before[tid(e)]--;
    return VectorTimestamp.of(before);
  }

  /** Returns the number of events. */
  public int size() {
    return parts().events.size();
  }

  /**
   * Returns the readable text form: a header naming the threads and objects (with the
   * descriptions of the objects), then one line per event, in occurrence order, in the names of
   * {@link #displayName}. The JSON form, which can be read back, is {@link
   * org.richtest.trace.TraceJson}'s.
   */
  public String toText() {
    return SequenceText.write(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SynSequence other
        && parts().threads.equals(other.parts().threads)
        && parts().lines.equals(other.parts().lines)
        && parts().events.equals(other.parts().events)
        && parts().exchanges.equals(other.parts().exchanges);
  }

  @Override
  public int hashCode() {
    return parts().events.hashCode();
  }

  @Override
  public String toString() {
    return "SynSequence" + pairs();
  }
}
