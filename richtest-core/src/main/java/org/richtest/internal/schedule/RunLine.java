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
  /**
   * The happens-before clock of the data-race detector, null when it is off: as {@link #clock}, but
   * a thread's own component also moves right after each point where another line learned it (a
   * call, a send, a monitor exit, a start), so that an access after that point is not taken for
   * one the other line knows. Kept apart so that recorded timestamps stay the paper's.
   */
  final @Nullable MutableClock accesses;
  int eventCount;
  @Nullable EventId last;
  private final List<EventId> learned = new ArrayList<>(2);

  RunLine(String name, MutableClock clock, boolean detectDataRaces) {
    this.name = name;
    this.clock = clock;
    this.accesses = detectDataRaces ? new MutableClock() : null;
  }

  /** Returns the identity the next event on this line will have. */
  EventId nextId() {
    return new EventId(name, eventCount + 1);
  }

  /** Records that event {@code id} occurred on this line, with the exchanges that lead into it. */
  EventId occurred(SequenceRecorder recorder) {
    EventId id = new EventId(name, ++eventCount);
    for (EventId from : learned) {
      recorder.exchange(from, id);
    }
    learned.clear();
    last = id;
    return id;
  }

  /** Merges {@code source}'s clock into this line's: this line now knows all {@code source} knows. */
  void learnFrom(RunLine source) {
    clock.merge(source.clock);
    if (source.last != null && !learned.contains(source.last)) {
      learned.add(source.last);
    }
    for (EventId known : source.learned) {
      if (!learned.contains(known)) {
        learned.add(known);
      }
    }
    if (accesses != null && source.accesses != null) {
      accesses.merge(source.accesses);
      source.released();
    }
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
