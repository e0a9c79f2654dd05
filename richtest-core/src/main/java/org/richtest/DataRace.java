package org.richtest;

import java.util.Comparator;

/**
 * Two accesses of one plain (non-volatile) field, at least one a write, with no happens-before
 * between them in some run: a data race. Reported once per pair of source sites, whatever the
 * objects and runs; found by the agent's race detector ({@code richtest-agent}).
 *
 * @param className the class the field belongs to, as the accessing code names it
 * @param field the field's name
 * @param first one access; the pair is ordered by site, then reads before writes
 * @param second the other access
 */
public record DataRace(String className, String field, Access first, Access second) {

  private static final Comparator<Access> ORDER =
      Comparator.comparing(Access::site).thenComparing(Access::write);

  /**
   * One access of the field.
   *
   * @param write whether it wrote the field
   * @param site where: the method and its file and line, as in a stack trace ({@code
   *     com.acme.Cache.get(Cache.java:12)})
   */
  public record Access(boolean write, String site) {

    /** Returns {@code read} or {@code write}. */
    public String kind() {
      return write ? "write" : "read";
    }

    @Override
    public String toString() {
      return kind() + " at " + site;
    }
  }

  /** Returns the race of accesses {@code a} and {@code b} of {@code className.field}, in order. */
  public static DataRace of(String className, String field, Access a, Access b) {
    return ORDER.compare(a, b) <= 0
        ? new DataRace(className, field, a, b)
        : new DataRace(className, field, b, a);
  }

  @Override
  public String toString() {
    return "data race on " + className + "." + field + ": " + first + " and " + second;
  }
}
