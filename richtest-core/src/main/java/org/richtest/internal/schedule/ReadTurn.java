package org.richtest.internal.schedule;

import java.util.List;
import java.util.StringJoiner;
import java.util.function.UnaryOperator;
import org.richtest.event.Channel;
import org.richtest.event.EventId;
import org.richtest.event.OpenList;
import org.richtest.spi.VariableObject;

/**
 * The variables a turn of a spin loop read, each with the one write it read, and the objects whose
 * timed calls timed out in it, each with its latest receipt there: a read that begins the same turn
 * again waits until one of them has another write or event (docs/decisions.md, "Spin loops").
 * Its open list has one {@link Channel#UNREAD} channel per variable or object.
 */
final class ReadTurn {

  private final ObjectLine[] variables;
  private final EventId[] writes;
  private final OpenList openList;
  /**
   * Whether the turn slept or timed out on an object: only its timeout and a write (or an event of
   * the object) are left to end it, not a write alone.
   */
  private final boolean slept;

  ReadTurn(List<ObjectLine> variables, List<EventId> writes, boolean slept) {
    this.variables = variables.toArray(new ObjectLine[0]);
    this.writes = writes.toArray(new EventId[0]);
    this.slept = slept;
    if (this.variables.length == 1) {
      openList = this.variables[0].unread();
    } else {
      Channel[] channels = new Channel[this.variables.length];
      for (int i = 0; i < channels.length; i++) {
        channels[i] = new Channel(this.variables[i].name, Channel.UNREAD);
      }
      openList = OpenList.of(channels);
    }
  }

  /**
   * Returns whether the turn slept, the sleep timing out with nothing changed: a reader waiting on
   * it is in a timed loop that a plain JVM would run for ever, a timed deadlock, not a livelock.
   */
  boolean slept() {
    return slept;
  }

  /** Returns the open list of a read that waits for a write of one of the turn's variables. */
  OpenList openList() {
    return openList;
  }

  /**
   * Adds the decisions that end the wait of {@code reader}: one for each variable whose latest write
   * is not the one the turn read, and each object whose latest event is not the turn's receipt
   * there, that write or event its partner.
   */
  void addDecisions(LogicalThread reader, long readOrder, List<Decision> enabled) {
    for (int i = 0; i < variables.length; i++) {
      EventId last = variables[i].last;
      if (last != null && !last.equals(writes[i])) {
        enabled.add(new Decision(reader.nextId(), last, readOrder, true));
      }
    }
  }

  /** Returns the turn's variable whose line is named {@code name}. */
  ObjectLine variable(String name) {
    for (ObjectLine variable : variables) {
      if (variable.name.equals(name)) {
        return variable;
      }
    }
    throw new IllegalArgumentException("the turn read no variable " + name);
  }

  /**
   * Returns the variables' names, each explained by {@code explain}, and the objects whose timed
   * calls timed out in the turn, joined by "or".
   */
  String names(UnaryOperator<String> explain) {
    StringJoiner names = new StringJoiner(" or ");
    for (ObjectLine variable : variables) {
      String name = explain.apply(variable.name);
      names.add(VariableObject.isVariable(variable.object) ? name : "an event on " + name);
    }
    return names.toString();
  }
}
