package org.richtest;

import java.util.Comparator;
import java.util.Objects;

/**
 * Two accesses of one shared location, at least one a write, with no happens-before between them
 * in some run: a data race. The location is a plain (non-volatile) field, an element of an array,
 * or an object of a JDK class that is not thread-safe ({@link NotThreadSafeClasses}), whose calls
 * are its reads and writes (a thread-safety violation). Reported once per pair of source sites,
 * whatever the objects and runs; found by the agent's race detector ({@code richtest-agent}).
 *
 * @param target what the two accesses touched
 * @param className the class the field belongs to, as the accessing code names it; the array's type
 *     ({@code java.lang.String[]}); the object's JDK class ({@code java.util.HashMap})
 * @param field the field's name; empty for an array element and for an object's calls
 * @param first one access; the pair is ordered by site, then reads before writes
 * @param second the other access
 */
public record DataRace(
    Target target, String className, String field, Access first, Access second) {

  private static final Comparator<Access> ORDER =
      Comparator.comparing(Access::site).thenComparing(Access::write);

  /** What the two accesses of a race touched. */
  public enum Target {
    /** A plain field of an object, or a static one. */
    FIELD,
    /** An element of an array (the same index), or the whole array for a copy or a clone. */
    ARRAY_ELEMENT,
    /** An object of a JDK class that is not thread-safe: each call reads or writes it whole. */
    OBJECT
  }

  /**
   * One access.
   *
   * <p>Two accesses are the same when their kind and site are: {@code call} and {@code thread}
   * describe the first such access found and take no part in equality, so a race is one whichever
   * threads made it and whichever call of one line was seen first.
   *
   * @param write whether it wrote
   * @param site where: the method and its file and line, as in a stack trace ({@code
   *     com.acme.Cache.get(Cache.java:12)})
   * @param call the call that made the access, as the code names it ({@code Map.put}, {@code
   *     Iterator.next}, {@code System.arraycopy}); empty for a field or an element accessed by an
   *     instruction
   * @param thread the logical thread that made it; empty where not known
   */
  public record Access(boolean write, String site, String call, String thread) {

    /** Creates an access by an instruction, its thread not known. */
    public Access(boolean write, String site) {
      this(write, site, "", "");
    }

    /** Returns {@code read} or {@code write}. */
    public String kind() {
      return write ? "write" : "read";
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Access access && access.write == write && access.site.equals(site);
    }

    @Override
    public int hashCode() {
      return Objects.hash(write, site);
    }

    @Override
    public String toString() {
      return kind() + (call.isEmpty() ? "" : " " + call)
          + (thread.isEmpty() ? "" : " by " + thread) + " at " + site;
    }
  }

  /** Creates a race on plain field {@code className.field}. */
  public DataRace(String className, String field, Access first, Access second) {
    this(Target.FIELD, className, field, first, second);
  }

  /** Returns the race of accesses {@code a} and {@code b} of {@code className.field}, in order. */
  public static DataRace of(String className, String field, Access a, Access b) {
    return of(Target.FIELD, className, field, a, b);
  }

  /** Returns the race of accesses {@code a} and {@code b} of {@code target}, in order. */
  public static DataRace of(Target target, String className, String field, Access a, Access b) {
    return ORDER.compare(a, b) <= 0
        ? new DataRace(target, className, field, a, b)
        : new DataRace(target, className, field, b, a);
  }

  @Override
  public String toString() {
    String location = switch (target) {
      case FIELD -> "data race on " + className + "." + field;
      case ARRAY_ELEMENT -> "data race on an element of " + className;
      case OBJECT -> "thread-safety violation on a " + className;
    };
    return location + ": " + first + " and " + second;
  }
}
