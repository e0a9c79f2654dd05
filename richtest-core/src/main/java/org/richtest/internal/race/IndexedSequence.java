package org.richtest.internal.race;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;
import org.richtest.internal.clock.MutableClock;

/**
 * A SYN-sequence as arrays indexed by occurrence position, so that happened-before (paper Prop. 1)
 * and control-structure membership (semantics §4) are O(1) tests on timestamp components, and an
 * event is found from its identity by its line's slot and its index on the line. The occurrence
 * order is a topological order of happened-before.
 *
 * <p>A run records straight into a {@link Builder}, so exploring needs no maps of events per run;
 * {@link #IndexedSequence(SynSequence)} indexes a sequence read or built elsewhere.
 */
public final class IndexedSequence {

  private final SynSequence sequence;
  private final int size;
  private final int width;
  private final String[] lineNames;
  private final Names lineSlots;
  private final int[][] lineEvents;
  private final int[] line;
  private final EventId[] ids;
  private final boolean[] sending;
  private final int[] tid;
  /** The timestamps, {@code width} components per event, in one array for locality. */
  private final int[] timestamp;
  /** Each event's line's clock just before it, laid out as {@link #timestamp}. */
  private final int[] before;
  private final int[] partner;
  private final @Nullable String[] destination;
  private final @Nullable String[] operation;
  private final @Nullable OpenList[] openList;
  private final Names destinations = new Names();
  /** The sending events to each destination (by its number in {@link #destinations}). */
  private final int[][] sendsTo;
  private final int[][] fifoPredecessors;
  /** For each receiving event, the destinations of its open list that sending events went to. */
  private final int[][] openDestinations;
  /** Whether the line in each slot is a shared variable's. */
  private final boolean[] variableLine;
  /**
   * For each read (a receiving event on a thread line from a variable), the variable's slot; else
   * -1.
   */
  private final int[] variableRead;

  /** Indexes {@code sequence}. Costs O(n·t) for n events and t threads. */
  public IndexedSequence(SynSequence sequence) {
    this(builderOf(sequence), sequence);
  }

  private static Builder builderOf(SynSequence sequence) {
    Builder builder = new Builder();
    Names slots = new Names();
    for (Line l : sequence.lines()) {
      slots.number(l.name());
      builder.line(l.name(), l.kind());
    }
    for (SynEvent event : sequence.events()) {
      int slot = slots.find(event.line());
      int[] ts = event.timestamp().toArray();
      if (event instanceof SendingEvent send) {
        builder.send(slot, send.id(), send.destination(), send.operation(), ts);
      } else {
        ReceivingEvent receive = (ReceivingEvent) event;
        EventId p = receive.partner();
        builder.receive(slot, receive.id(), receive.openList(), ts, receive.before().toArray(),
            p == null ? -1 : sequence.position(p));
      }
    }
    return builder;
  }

  /** Takes over the builder's arrays; the builder must not record any more. */
  private IndexedSequence(Builder b, SynSequence sequence) {
    this.sequence = sequence;
    size = b.size;
    width = b.stride;
    lineNames = b.lineNames.toArray(new String[0]);
    lineSlots = new Names();
    for (String name : lineNames) {
      lineSlots.number(name);
    }
    line = b.line;
    ids = b.ids;
    sending = b.sending;
    partner = b.partner;
    destination = b.destination;
    operation = b.operation;
    openList = b.openList;
    timestamp = b.timestamp;
    before = b.before;
    // Each loop is a method of its own: a constructor looping over every event was compiled five
    // times in the first seconds (on-stack replacements at each loop), which delayed the rest.
    tid = threadsOf(b);
    lineEvents = eventsByLine();
    fifoPredecessors = new int[size][];
    sendsTo = indexSends();
    openDestinations = indexOpenLists();
    variableLine = variableLines(b.kinds);
    variableRead = indexReads(b.component);
  }

  /**
   * Returns each event's thread component: its line's, or for an event on an object line its
   * partner's, -1 if it has none.
   */
  private int[] threadsOf(Builder b) {
    int[] threads = new int[size];
    for (int i = 0; i < size; i++) {
      int own = b.component.get(line[i]);
      threads[i] = own >= 0 ? own : partner[i] < 0 ? -1 : b.component.get(line[partner[i]]);
    }
    return threads;
  }

  /** Returns each line's events, by position. */
  private int[][] eventsByLine() {
    int[] perLine = new int[lineNames.length];
    for (int i = 0; i < size; i++) {
      perLine[line[i]]++;
    }
    int[][] events = new int[lineNames.length][];
    for (int l = 0; l < lineNames.length; l++) {
      events[l] = new int[perLine[l]];
    }
    Arrays.fill(perLine, 0);
    for (int i = 0; i < size; i++) {
      events[line[i]][perLine[line[i]]++] = i;
    }
    return events;
  }

  private static boolean[] variableLines(List<LineKind> kinds) {
    boolean[] variable = new boolean[kinds.size()];
    for (int l = 0; l < variable.length; l++) {
      variable[l] = kinds.get(l) == LineKind.VARIABLE;
    }
    return variable;
  }

  /** Finds the reads: receiving events on a thread line whose open list names a variable. */
  private int[] indexReads(IntList component) {
    int[] reads = new int[size];
    Arrays.fill(reads, -1);
    for (int r = 0; r < size; r++) {
      OpenList list = openList[r];
      if (list == null || component.get(line[r]) < 0) {
        continue;
      }
      for (Channel channel : list.channels()) {
        int slot = lineSlots.find(channel.destination());
        if (slot >= 0 && variableLine[slot]) {
          reads[r] = slot;
        }
      }
      // A read waiting on a spin loop's turn names several variables: it read its partner's.
      if (reads[r] >= 0 && partner[r] >= 0 && variableLine[line[partner[r]]]) {
        reads[r] = line[partner[r]];
      }
    }
    return reads;
  }

  /**
   * Numbers the destinations of each receiving event's open list. Objects reuse a few open lists,
   * so each distinct list (by identity) is numbered once.
   */
  private int[][] indexOpenLists() {
    int[][] numbers = new int[size][];
    OpenList[] seen = new OpenList[8];
    int[][] seenNumbers = new int[8][];
    int distinct = 0;
    for (int r = 0; r < size; r++) {
      OpenList list = openList[r];
      if (list == null) {
        continue;
      }
      int k = 0;
      while (k < distinct && seen[k] != list) {
        k++;
      }
      if (k == distinct) {
        if (distinct == seen.length) {
          seen = Arrays.copyOf(seen, distinct * 2);
          seenNumbers = Arrays.copyOf(seenNumbers, distinct * 2);
        }
        seen[k] = list;
        seenNumbers[k] = destinationNumbers(list);
        distinct++;
      }
      numbers[r] = seenNumbers[k];
    }
    addInterruptedLines(numbers);
    return numbers;
  }

  /**
   * Adds its own line to the destinations of each receiving event on a line an interrupt was sent
   * to: an interrupt is open there whatever the line's open list, even an empty one.
   */
  private void addInterruptedLines(int[][] numbers) {
    boolean[] interrupted = new boolean[destinations.size()];
    boolean any = false;
    for (int s = 0; s < size; s++) {
      if (sending[s] && Channel.isInterrupt(operation(s))) {
        interrupted[destinations.find(destination(s))] = true;
        any = true;
      }
    }
    if (!any) {
      return;
    }
    for (int r = 0; r < size; r++) {
      int d = numbers[r] == null ? -1 : destinations.find(lineNames[line[r]]);
      if (d >= 0 && interrupted[d] && Arrays.stream(numbers[r]).noneMatch(n -> n == d)) {
        numbers[r] = Arrays.copyOf(numbers[r], numbers[r].length + 1);
        numbers[r][numbers[r].length - 1] = d;
      }
    }
  }

  private int[] destinationNumbers(OpenList list) {
    List<Channel> channels = list.channels().asList();
    int[] found = new int[channels.size()];
    int count = 0;
    for (Channel channel : channels) {
      int d = destinations.find(channel.destination());
      boolean repeated = false;
      for (int k = 0; k < count; k++) {
        repeated |= found[k] == d;
      }
      if (d >= 0 && !repeated) {
        found[count++] = d;
      }
    }
    return Arrays.copyOf(found, count);
  }

  /** Groups the sending events by destination, and each by the earlier ones of its thread there. */
  private int[][] indexSends() {
    int[] destinationOf = new int[size];
    int[] counts = new int[8];
    for (int s = 0; s < size; s++) {
      if (sending[s]) {
        int d = destinations.number(destination(s));
        if (d == counts.length) {
          counts = Arrays.copyOf(counts, d * 2);
        }
        counts[d]++;
        destinationOf[s] = d;
      }
    }
    int[][] sends = new int[destinations.size()][];
    for (int d = 0; d < sends.length; d++) {
      sends[d] = new int[counts[d]];
    }
    Arrays.fill(counts, 0);
    int[] none = new int[0];
    for (int s = 0; s < size; s++) {
      if (!sending[s]) {
        continue;
      }
      int[] earlier = sends[destinationOf[s]];
      int count = counts[destinationOf[s]]++;
      int same = 0;
      for (int k = 0; k < count; k++) {
        same += line[earlier[k]] == line[s] ? 1 : 0;
      }
      int[] predecessors = same == 0 ? none : new int[same];
      for (int k = 0, j = 0; k < count && j < same; k++) {
        if (line[earlier[k]] == line[s]) {
          predecessors[j++] = earlier[k];
        }
      }
      fifoPredecessors[s] = predecessors;
      earlier[count] = s;
    }
    return sends;
  }

  /**
   * Returns the earlier sending events of sending event {@code s}'s thread to the same destination,
   * which FIFO delivery orders before it.
   */
  public int[] fifoPredecessors(int s) {
    return fifoPredecessors[s];
  }

  /**
   * Returns the numbers of the destinations of receiving event {@code r}'s open list to which some
   * sending event went: only sending events to them can be open at {@code r}.
   */
  public int[] openDestinations(int r) {
    return openDestinations[r];
  }

  /** Returns the sending events to destination number {@code d}, in occurrence order. */
  public int[] sendsTo(int d) {
    return sendsTo[d];
  }

  /** Returns the indexed sequence. */
  public SynSequence sequence() {
    return sequence;
  }

  /** Returns the number of events. */
  public int size() {
    return size;
  }

  /** Returns the event at occurrence position {@code i}. */
  public SynEvent event(int i) {
    return sequence.events().get(i);
  }

  /** Returns the identity of the event at occurrence position {@code i}. */
  public EventId id(int i) {
    return ids[i];
  }

  /** Returns the index (1-based) of the event at position {@code i} on its line. */
  public int indexOnLine(int i) {
    return ids[i].index();
  }

  /** Returns the number of lines. */
  public int lines() {
    return lineNames.length;
  }

  /** Returns the slot of the line called {@code name}, or -1 if the sequence has no such line. */
  public int lineSlot(String name) {
    return lineSlots.find(name);
  }

  /** Returns the name of the line in {@code slot}. */
  public String lineName(int slot) {
    return lineNames[slot];
  }

  /** Returns the slot of event {@code i}'s line. */
  public int line(int i) {
    return line[i];
  }

  /** Returns how many events the line in {@code slot} has. */
  public int eventsOn(int slot) {
    return lineEvents[slot].length;
  }

  /** Returns the position of the {@code index}-th event (1-based) of the line in {@code slot}. */
  public int position(int slot, int index) {
    return lineEvents[slot][index - 1];
  }

  /** Returns the position of event {@code id}, or -1 if the sequence has none. */
  public int position(EventId id) {
    int slot = lineSlot(id.line());
    return slot < 0 || id.index() > lineEvents[slot].length ? -1 : lineEvents[slot][id.index() - 1];
  }

  /** Returns whether event {@code i} is a sending event. */
  public boolean isSending(int i) {
    return sending[i];
  }

  /** Returns the position of event {@code i}'s partner, or -1. */
  public int partner(int i) {
    return partner[i];
  }

  /** Returns the destination of sending event {@code s}. */
  public String destination(int s) {
    return sendingOnly(destination, s);
  }

  /** Returns the operation of sending event {@code s}. */
  public String operation(int s) {
    return sendingOnly(operation, s);
  }

  private String sendingOnly(@Nullable String[] values, int s) {
    String value = values[s];
    if (value == null) {
      throw new IllegalArgumentException("event " + ids[s] + " is not a sending event");
    }
    return value;
  }

  /** Returns the open list of receiving event {@code r}. */
  public OpenList openList(int r) {
    OpenList list = openList[r];
    if (list == null) {
      throw new IllegalArgumentException("event " + ids[r] + " is not a receiving event");
    }
    return list;
  }

  /** Returns whether receiving event {@code r} is a read of a shared variable. */
  public boolean isRead(int r) {
    return variableRead[r] >= 0;
  }

  /**
   * Returns whether read {@code r} repeats reads of one write with nothing done since, so that it
   * could read only a write its line did not know of ({@link Channel#UNREAD}).
   */
  public boolean readsOnlyUnread(int r) {
    return isRead(r) && openList[r].channels().first().operation().equals(Channel.UNREAD);
  }

  /**
   * Returns the slots of the lines whose events read {@code r} could take: its own variable's, or
   * each variable of a spin loop's turn it waited on ({@link #readsOnlyUnread}) and each object a
   * timed call of the turn timed out on, whose later event wakes the reader as another variable's
   * write does (docs/decisions.md, "Spin loops").
   */
  public int[] variablesOpenTo(int r) {
    if (!readsOnlyUnread(r) || openList[r].channels().size() == 1) {
      return new int[] {variableRead[r]};
    }
    return openList[r].channels().stream()
        .mapToInt(channel -> lineSlots.find(channel.destination()))
        .filter(slot -> slot >= 0)
        .toArray();
  }

  /**
   * Returns the write that the latest read of variable {@code slot} before read {@code r} on
   * {@code r}'s line took, or -1 if there is none.
   */
  public int previousRead(int r, int slot) {
    int own = line[r];
    for (int k = indexOnLine(r) - 1; k >= 0; k--) {
      int p = position(own, k);
      if (variableRead[p] == slot && partner[p] >= 0) {
        return partner[p];
      }
    }
    return -1;
  }

  /** Returns the slot of the variable read {@code r} read, or -1 if {@code r} is not a read. */
  public int variableOf(int r) {
    return variableRead[r];
  }

  /** Returns whether the line in {@code slot} is a shared variable's. */
  public boolean isVariable(int slot) {
    return variableLine[slot];
  }

  /** Returns the events of the variable line in {@code slot} (its writes) in line order. */
  public int[] writes(int slot) {
    return lineEvents[slot];
  }

  /** Returns whether sending event {@code s} is open at receiving event {@code r}. */
  public boolean isOpenAt(int s, int r) {
    return openList(r).admits(destination(s), operation(s), lineNames[line[s]]);
  }

  /** Returns whether event {@code a} happened before event {@code b} (paper Prop. 1). */
  public boolean happenedBefore(int a, int b) {
    if (a == b) {
      return false;
    }
    if (!sending[b] && partner[b] == a) {
      return true; // a is b's sending partner, or the write read b read
    }
    int ta = tid[a];
    if (ta < 0) {
      return false;
    }
    int tb = tid[b];
    int wa = a * width;
    int wb = b * width;
    if (tb < 0) {
      return timestamp[wa + ta] <= timestamp[wb + ta];
    }
    return timestamp[wa + ta] <= timestamp[wb + ta] && timestamp[wa + tb] < timestamp[wb + tb];
  }

  /**
   * Returns whether event {@code x} is in the control structure of event {@code e}: {@code e}'s
   * line knew {@code x} just before {@code e} (semantics §4).
   */
  public boolean inControlStructure(int x, int e) {
    int tx = tid[x];
    return x != e && tx >= 0 && timestamp[x * width + tx] <= before[e * width + tx];
  }

  /**
   * Collects the events of a sequence as they occur, in arrays, and indexes them. Timestamps are
   * written into two arrays of {@code stride} components per event, which the index takes over as
   * they are: a run's clocks are copied once, into the recording, not into an array of their own
   * first and into the index when the run ends.
   */
  public static final class Builder {

    /** The room beyond twice the events that {@link #trimToSize} leaves alone. */
    private static final int MIN_ROOM = 64;
    /** The components beyond twice the threads that {@link #trimToSize} leaves alone. */
    private static final int MIN_WIDTH = 4;

    private final ArrayList<String> lineNames = new ArrayList<>();
    private final ArrayList<LineKind> kinds = new ArrayList<>();
    /** The timestamp component of each line's thread, -1 for an object line. */
    private final IntList component = new IntList();
    private int threads;
    /** The components per event in {@link #timestamp} and {@link #before}; never below threads. */
    private int stride;
    private int size;
    private int[] line;
    private EventId[] ids;
    private boolean[] sending;
    private int[] partner;
    private @Nullable String[] destination;
    private @Nullable String[] operation;
    private @Nullable OpenList[] openList;
    private int[] timestamp;
    private int[] before;
    /** Whether {@link #before(MutableClock)} wrote the clock before the next event. */
    private boolean beforeNext;

    /** Creates a builder for a sequence of about 64 events of 4 threads. */
    public Builder() {
      this(64, 4);
    }

    /**
     * Creates a builder with room for {@code capacity} events of {@code width} threads before it
     * grows.
     */
    public Builder(int capacity, int width) {
      stride = Math.max(1, width);
      line = new int[capacity];
      ids = new EventId[capacity];
      sending = new boolean[capacity];
      partner = new int[capacity];
      destination = new String[capacity];
      operation = new String[capacity];
      openList = new OpenList[capacity];
      timestamp = new int[capacity * stride];
      before = new int[capacity * stride];
    }

    /** Adds a line; a thread line owns the next timestamp component. Returns its slot. */
    public int line(String name, LineKind kind) {
      lineNames.add(name);
      kinds.add(kind);
      if (kind == LineKind.THREAD && threads == stride) {
        widen(stride * 2);
      }
      component.add(kind == LineKind.THREAD ? threads++ : -1);
      return lineNames.size() - 1;
    }

    /** Records a sending event on the line in {@code slot}; returns its position. */
    public int send(int slot, EventId id, String dest, String op, int[] ts) {
      int i = next(slot, id);
      put(timestamp, i, ts);
      // A sending event's clock before it is its timestamp without its own tick.
      System.arraycopy(timestamp, i * stride, before, i * stride, stride);
      int own = component.get(slot);
      if (own >= 0) {
        before[i * stride + own]--;
      }
      sending[i] = true;
      destination[i] = dest;
      operation[i] = op;
      return i;
    }

    /**
     * Records a receiving event on the line in {@code slot} whose partner is at position {@code
     * partnerPosition} (-1 for none); returns its position. A sending partner gets this event as
     * its partner; a write read by a read does not (several reads may read one write).
     */
    public int receive(
        int slot, EventId id, OpenList open, int[] ts, int[] clockBefore, int partnerPosition) {
      int i = next(slot, id);
      put(timestamp, i, ts);
      put(before, i, clockBefore);
      return received(i, open, partnerPosition);
    }

    /**
     * Writes {@code clock} as the clock before the next event, a receiving event that {@link
     * #receive(int, EventId, OpenList, MutableClock, int)} records once the clock has moved on.
     */
    public void before(MutableClock clock) {
      room();
      clock.copyTo(before, size * stride, stride);
      beforeNext = true;
    }

    /**
     * Records a receiving event as {@link #receive(int, EventId, OpenList, int[], int[], int)}
     * does, its timestamp {@code clock} now and its clock before it what {@link
     * #before(MutableClock)} wrote, without copying either aside.
     *
     * @throws IllegalStateException if {@link #before(MutableClock)} did not write it
     */
    public int receive(
        int slot, EventId id, OpenList open, MutableClock clock, int partnerPosition) {
      if (!beforeNext) {
        throw new IllegalStateException("no clock before event " + id);
      }
      int i = next(slot, id);
      clock.copyTo(timestamp, i * stride, stride);
      return received(i, open, partnerPosition);
    }

    private int received(int i, OpenList open, int partnerPosition) {
      openList[i] = open;
      partner[i] = partnerPosition;
      if (partnerPosition >= 0 && sending[partnerPosition]) {
        partner[partnerPosition] = i;
      }
      return i;
    }

    private int next(int slot, EventId id) {
      room();
      beforeNext = false;
      int i = size++;
      line[i] = slot;
      ids[i] = id;
      partner[i] = -1;
      return i;
    }

    /** Makes room for the event at position {@code size}. */
    private void room() {
      if (size == line.length) {
        int grown = size * 2;
        resizeEvents(grown);
        timestamp = Arrays.copyOf(timestamp, grown * stride);
        before = Arrays.copyOf(before, grown * stride);
      }
    }

    /** Gives the arrays of one slot per event room for {@code room} events. */
    private void resizeEvents(int room) {
      line = Arrays.copyOf(line, room);
      ids = Arrays.copyOf(ids, room);
      sending = Arrays.copyOf(sending, room);
      partner = Arrays.copyOf(partner, room);
      destination = Arrays.copyOf(destination, room);
      operation = Arrays.copyOf(operation, room);
      openList = Arrays.copyOf(openList, room);
    }

    /** Writes {@code values} as event {@code i}'s row of {@code rows}, 0 beyond them. */
    private void put(int[] rows, int i, int[] values) {
      int copied = Math.min(stride, values.length);
      System.arraycopy(values, 0, rows, i * stride, copied);
      Arrays.fill(rows, i * stride + copied, (i + 1) * stride, 0);
    }

    /**
     * Lays the clocks out at {@code wider} components per event, for a thread more than the
     * builder was made for (the clock before an event not yet recorded included).
     */
    private void widen(int wider) {
      int capacity = line.length;
      int rows = size + (beforeNext ? 1 : 0);
      int[] widerTimestamp = new int[capacity * wider];
      int[] widerBefore = new int[capacity * wider];
      for (int i = 0; i < rows; i++) {
        System.arraycopy(timestamp, i * stride, widerTimestamp, i * wider, stride);
        System.arraycopy(before, i * stride, widerBefore, i * wider, stride);
      }
      timestamp = widerTimestamp;
      before = widerBefore;
      stride = wider;
    }

    private int[] row(int[] rows, int i) {
      return Arrays.copyOfRange(rows, i * stride, (i + 1) * stride);
    }

    /** Returns the events recorded so far, as the immutable events of a {@link SynSequence}. */
    public List<SynEvent> events() {
      List<SynEvent> events = new ArrayList<>(size);
      for (int i = 0; i < size; i++) {
        VectorTimestamp ts = VectorTimestamp.of(row(timestamp, i));
        EventId partnerId = partner[i] < 0 ? null : ids[partner[i]];
        events.add(sending[i]
            ? new SendingEvent(ids[i], destination[i], operation[i], ts, partnerId)
            : new ReceivingEvent(
                ids[i], openList[i], ts, VectorTimestamp.of(row(before, i)), partnerId));
      }
      return events;
    }

    /** Returns the number of events recorded. */
    public int size() {
      return size;
    }

    /** Returns the index of what was recorded, whose sequence is {@code sequence}. */
    public IndexedSequence build(SynSequence sequence) {
      trimToSize();
      return new IndexedSequence(this, sequence);
    }

    /**
     * Gives back the room of a builder sized for a much longer or wider run ({@code RunShape}: a
     * run sizes its recording from the one before): the index keeps the arrays it takes over, and
     * a frame of the frontier keeps its index, so a short or narrow run after a long or wide one
     * would hold the other's memory as long as its frame lives. Room up to twice the events (as
     * growing leaves it) and rows up to twice the threads are kept without a copy.
     */
    private void trimToSize() {
      int rows = Math.max(threads, 1);
      boolean longer = line.length > 2 * size + MIN_ROOM;
      boolean wider = stride > 2 * rows + MIN_WIDTH;
      if (longer) {
        resizeEvents(Math.max(size, 1));
      }
      if (wider) {
        timestamp = narrowed(timestamp, rows);
        before = narrowed(before, rows);
        stride = rows;
      } else if (longer) {
        timestamp = Arrays.copyOf(timestamp, line.length * stride);
        before = Arrays.copyOf(before, line.length * stride);
      }
    }

    /** Returns {@code values}' rows of the events, each cut to its first {@code width} components. */
    private int[] narrowed(int[] values, int width) {
      int[] narrow = new int[line.length * width];
      for (int i = 0; i < size; i++) {
        System.arraycopy(values, i * stride, narrow, i * width, width);
      }
      return narrow;
    }

    /** Returns the components per event of the builder's rows; for tests. */
    int stride() {
      return stride;
    }

    /** Returns the events the builder has room for before it grows; for tests. */
    int capacity() {
      return line.length;
    }
  }

  /** A growable list of ints, so that per-line numbers are not boxed. */
  private static final class IntList {
    private int[] values = new int[16];
    private int size;

    void add(int value) {
      if (size == values.length) {
        values = Arrays.copyOf(values, size * 2);
      }
      values[size++] = value;
    }

    int get(int i) {
      return values[i];
    }
  }
}
