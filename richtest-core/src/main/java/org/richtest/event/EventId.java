package org.richtest.event;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The stable identity of an event: the {@code index}-th event (1-based) on a line. It does not
 * depend on scheduling, so an event keeps its identity across the runs of one program (semantics
 * §1).
 */
public record EventId(String line, int index) implements Comparable<EventId> {

  public EventId {
    checkArgument(!line.isEmpty(), "empty line name");
    checkArgument(index >= 1, "event index must be >= 1, was %s", index);
  }

  /** Parses the text form {@code line:index}. */
  public static EventId parse(String text) {
    int colon = text.lastIndexOf(':');
    checkArgument(colon > 0, "not an event id (line:index): %s", text);
    return new EventId(text.substring(0, colon), Integer.parseInt(text.substring(colon + 1)));
  }

  /**
   * Compares line and index. Written out because a run compares ids at every step: the generated
   * form goes through a method handle and does not short-cut on identity.
   */
  @Override
  public boolean equals(Object other) {
    return this == other
        || other instanceof EventId id && index == id.index && line.equals(id.line);
  }

  @Override
  public int hashCode() {
    return 31 * line.hashCode() + index;
  }

  @Override
  public int compareTo(EventId other) {
    int byLine = line.compareTo(other.line);
    return byLine != 0 ? byLine : Integer.compare(index, other.index);
  }

  @Override
  public String toString() {
    return line + ":" + index;
  }
}
