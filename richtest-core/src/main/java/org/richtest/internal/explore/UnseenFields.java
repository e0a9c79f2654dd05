package org.richtest.internal.explore;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.richtest.RunResult;
import org.richtest.event.Line;
import org.richtest.event.LineKind;

/**
 * The fields an exploration was asked to explore as shared variables that no run has had a
 * variable for. A name the agent never matches (a misspelt field, a class name the program does not
 * have) would otherwise leave its field checked for data races only, and the result would look
 * like an answer about interleavings it never explored.
 */
final class UnseenFields {

  /** By the name the agent gives a field's variable ({@code Counter.value}): the name asked for. */
  private final Map<String, String> unseen = new LinkedHashMap<>();

  UnseenFields(Set<String> explored) {
    for (String field : explored) {
      int dot = field.lastIndexOf('.');
      String className = field.substring(0, dot);
      unseen.put(className.substring(className.lastIndexOf('.') + 1) + field.substring(dot), field);
    }
  }

  /** Crosses off the fields that have a variable in {@code run}'s sequence. */
  void sawRun(RunResult run) {
    if (unseen.isEmpty()) {
      return;
    }
    for (Line line : run.sequence().lines()) {
      if (line.kind() == LineKind.VARIABLE) {
        String name = line.name();
        // Counter.value~2: the field of a later object; Lines.text[]@main: an array of the field
        int end = name.length();
        for (char mark : new char[] {'~', '@'}) {
          int at = name.indexOf(mark);
          end = at < 0 ? end : Math.min(end, at);
        }
        unseen.remove(name.substring(0, end));
      }
    }
  }

  /** Returns the warning naming the fields no run has seen, if any. */
  Optional<String> warning() {
    if (unseen.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of("explored fields " + unseen.values() + ": no run accessed such a field, so "
        + "nothing of it was explored; check the name (Class.field, the class simple or qualified) "
        + "and that the program's classes are rewritten by the agent");
  }
}
