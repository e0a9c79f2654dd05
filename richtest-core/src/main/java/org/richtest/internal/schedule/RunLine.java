package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;
import org.richtest.internal.clock.MutableClock;

/**
 * What every line of a run keeps: its vector clock, its event count, and the events whose knowledge
 * it learned since its last event, which become clock exchanges into its next event.
 */
abstract class RunLine {

  final String name;
  final MutableClock clock;
  /** The line's slot in the run's {@link SequenceRecorder}. */
  final int slot;
  /**
   * The happens-before clock of the data-race detector, null when it is off: as {@link #clock}, but
   * a thread's own component also moves right after each point where another line learned it (a
   * call, a send, a monitor exit, a start), so that an access after that point is not taken for
   * one the other line knows. Kept apart so that recorded timestamps stay the paper's.
   */
  final @Nullable MutableClock accesses;
  int eventCount;
  /**
   * The latest time of the run's logical clock this line knows of: the most any clock read or
   * advance that happens before its latest point saw (docs/decisions.md, "Logical time").
   */
  long knownTime;
  @Nullable EventId last;
  /** The identity of the next event, made once however often it is asked for. */
  private @Nullable EventId next;
  private final List<EventId> learned = new ArrayList<>(4);

  RunLine(String name, MutableClock clock, int slot, boolean detectDataRaces) {
    this.name = name;
    this.clock = clock;
    this.slot = slot;
    this.accesses = detectDataRaces ? new MutableClock(clock.width()) : null;
  }

  /** Returns the identity the next event on this line will have. */
  EventId nextId() {
    EventId id = next;
    if (id == null) {
      id = new EventId(name, eventCount + 1);
      next = id;
    }
    return id;
  }

  /** Records that event {@code id} occurred on this line, with the exchanges that lead into it. */
  EventId occurred(SequenceRecorder recorder) {
    EventId id = nextId();
    eventCount++;
    next = null;
    for (EventId from : learned) {
      recorder.exchange(from, id);
    }
    learned.clear();
    last = id;
    return id;
  }

  /**
   * Merges {@code source}'s clock into this line's: this line now knows all {@code source} knows.
   */
  void learnFrom(RunLine source) {
    clock.merge(source.clock);
    knownTime = Math.max(knownTime, source.knownTime);
    if (source.last != null) {
      learn(source.last);
    }
    for (int i = 0; i < source.learned.size(); i++) {
      learn(source.learned.get(i));
    }
    if (accesses != null && source.accesses != null) {
      accesses.merge(source.accesses);
      source.released();
    }
  }

  private void learn(EventId known) {
    for (int i = 0; i < learned.size(); i++) {
      if (learned.get(i) == known) { // a run makes one EventId per event, so identity is equality
        return;
      }
    }
    learned.add(known);
  }

  /** Merges the accesses clock a sending event carried, if the detector is on. */
  void learnAccesses(@Nullable MutableClock stamp) {
    if (accesses != null && stamp != null) {
      accesses.merge(stamp);
    }
  }

  /** Called after another line learned this line's clock; a thread moves its access epoch on. */
  void released() {}

  @Override
  public String toString() {
    return name;
  }
}
