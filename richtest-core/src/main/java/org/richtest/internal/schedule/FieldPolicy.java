package org.richtest.internal.schedule;

import com.google.common.collect.ImmutableSet;
import org.richtest.ExplorationOptions;

/**
 * What a run does with the accesses the agent reports: whether it looks for data races, and which
 * plain fields, arrays and objects of classes that are not thread-safe it explores as shared
 * variables instead.
 *
 * @param detectDataRaces whether plain-field, array-element and call accesses are checked against
 *     happens-before
 * @param exploredFields plain fields ({@code Class.field}, simple or qualified class name) whose
 *     accesses are shared-variable events, and arrays ({@code Class.field[]}) stored in fields
 * @param exploredCalls the qualified classes whose objects' calls are shared-variable events
 */
public record FieldPolicy(
    boolean detectDataRaces, ImmutableSet<String> exploredFields,
    ImmutableSet<String> exploredCalls) {

  /** Data races detected, nothing explored: the default of a run. */
  public static final FieldPolicy DEFAULT =
      new FieldPolicy(true, ImmutableSet.of(), ImmutableSet.of());

  /** Returns the policy {@code options} ask for. */
  public static FieldPolicy of(ExplorationOptions options) {
    return new FieldPolicy(
        options.detectsDataRaces(), options.exploredFields(), options.exploredCalls());
  }

  /**
   * Returns whether field {@code name} of class {@code className} (qualified) is explored, or the
   * elements of its arrays for a {@code name} ending in {@code []}. Exploring a field's elements
   * explores the field too: a reference read unexplored would decide, outside the sequence, which
   * array a thread reads (the exploration would not repeat itself).
   */
  boolean explores(String className, String name) {
    if (exploredFields.isEmpty()) {
      return false;
    }
    String simple = className.substring(className.lastIndexOf('.') + 1);
    return listed(className, simple, name) || listed(className, simple, name + "[]");
  }

  private boolean listed(String className, String simple, String name) {
    return exploredFields.contains(className + "." + name)
        || exploredFields.contains(simple + "." + name);
  }

  /** Returns whether the calls on objects of checked class {@code className} are explored. */
  boolean exploresCalls(String className) {
    return exploredCalls.contains(className);
  }
}
