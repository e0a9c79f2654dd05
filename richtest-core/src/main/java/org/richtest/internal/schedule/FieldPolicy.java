package org.richtest.internal.schedule;

import com.google.common.collect.ImmutableSet;
import org.richtest.ExplorationOptions;

/**
 * What a run does with the field accesses the agent reports: whether it looks for data races, and
 * which plain fields it explores as shared variables instead.
 *
 * @param detectDataRaces whether plain-field accesses are checked against happens-before
 * @param exploredFields plain fields ({@code Class.field}, simple or qualified class name) whose
 *     accesses are shared-variable events
 */
public record FieldPolicy(boolean detectDataRaces, ImmutableSet<String> exploredFields) {

  /** Data races detected, no field explored: the default of a run. */
  public static final FieldPolicy DEFAULT = new FieldPolicy(true, ImmutableSet.of());

  /** Returns the policy {@code options} ask for. */
  public static FieldPolicy of(ExplorationOptions options) {
    return new FieldPolicy(options.detectsDataRaces(), options.exploredFields());
  }

  /** Returns whether field {@code name} of class {@code className} (qualified) is explored. */
  boolean explores(String className, String name) {
    if (exploredFields.isEmpty()) {
      return false;
    }
    String simple = className.substring(className.lastIndexOf('.') + 1);
    return exploredFields.contains(className + "." + name)
        || exploredFields.contains(simple + "." + name);
  }
}
