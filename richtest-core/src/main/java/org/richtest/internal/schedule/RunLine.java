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
  int eventCount;
  @Nullable EventId last;
  /** The identity of the next event, made once however often it is asked for. */
  private @Nullable EventId next;
  private final List<EventId> learned = new ArrayList<>(2);

  RunLine(String name, MutableClock clock, int slot) {
    this.name = name;
    this.clock = clock;
    this.slot = slot;
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

  /** Merges {@code source}'s clock into this line's: this line now knows all {@code source} knows. */
  void learnFrom(RunLine source) {
    clock.merge(source.clock);
    if (source.last != null) {
      learn(source.last);
    }
    for (int i = 0; i < source.learned.size(); i++) {
      learn(source.learned.get(i));
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

  @Override
  public String toString() {
    return name;
  }
}
