package org.richtest.testkit;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.richtest.ExplorationResult;

/**
 * Compares every component of two results of one exploration made differently (sequentially, by
 * workers, in work items, resumed from a checkpoint), so that a count or finding one way of
 * exploring forgets (as work items once forgot {@code periodicCuts}) is seen. Walks the record's
 * components, so a component added later is compared without this class knowing it; only what
 * rightly differs between two ways is left out.
 */
final class ResultParity {

  /**
   * What differs between two ways of exploring by design: times, and the estimate's probes (made
   * along the runs, at a share of them, or not at all by work items).
   */
  private static final Set<String> NOT_COMPARED =
      Set.of("elapsed", "runTime", "analysisTime", "probeRuns", "estimate");

  private ResultParity() {}

  /**
   * Returns how {@code actual} differs from {@code expected}, one line per component, empty if in
   * nothing. Lists compare as sets (workers find races and warnings in another order); of the bugs
   * only the number (their partial orders are compared apart).
   */
  static String difference(String way, ExplorationResult expected, ExplorationResult actual) {
    StringBuilder problem = new StringBuilder();
    for (RecordComponent component : ExplorationResult.class.getRecordComponents()) {
      String name = component.getName();
      if (NOT_COMPARED.contains(name)) {
        continue;
      }
      Object want = comparable(name, value(component, expected));
      Object got = comparable(name, value(component, actual));
      if (!want.equals(got)) {
        problem.append(way).append(": ").append(name).append(' ').append(got)
            .append(", not ").append(want).append('\n');
      }
    }
    return problem.toString();
  }

  private static Object comparable(String name, Object value) {
    if (name.equals("bugs")) {
      return ((List<?>) value).size();
    }
    return value instanceof List<?> list ? new HashSet<>(list) : value;
  }

  private static Object value(RecordComponent component, ExplorationResult result) {
    try {
      return component.getAccessor().invoke(result);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + component.getName(), e);
    }
  }
}
