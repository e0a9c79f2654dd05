package org.richtest;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;

/**
 * The JDK classes whose objects the agent checks for thread-safety violations: calls on one object
 * from two threads, one of them a write, with no happens-before between them are reported as a
 * {@link DataRace} on the object ({@link DataRace.Target#OBJECT}), and {@link
 * ExplorationOptions#withExploredCalls} can explore them as events.
 *
 * <p>The list is the JDK's mutable classes whose documentation says they are not safe for use by
 * several threads without synchronization: the general-purpose collections of {@code java.util}
 * ("this implementation is not synchronized"), {@code BitSet}, {@code StringBuilder} and the
 * formats of {@code java.text}. Their synchronized relatives ({@code Vector}, {@code Hashtable},
 * {@code StringBuffer}) and the concurrent collections are thread-safe per call, and immutable
 * collections ({@code List.of}) cannot be written; neither is checked. A subclass is not checked
 * either: its own methods may synchronize.
 */
public final class NotThreadSafeClasses {

  /** By the class a program names, the classes its objects have at run time. */
  private static final ImmutableMap<String, ImmutableSet<String>> CLASSES = classes();

  /** By a class of a checked object at run time, the class a program names. */
  private static final ClassValue<Optional<String>> NAMED = new ClassValue<>() {
    @Override
    protected Optional<String> computeValue(Class<?> type) {
      String name = type.getName();
      return CLASSES.entrySet().stream()
          .filter(entry -> entry.getValue().contains(name))
          .map(java.util.Map.Entry::getKey)
          .findFirst();
    }
  };

  private NotThreadSafeClasses() {}

  private static ImmutableMap<String, ImmutableSet<String>> classes() {
    ImmutableMap.Builder<String, ImmutableSet<String>> classes = ImmutableMap.builder();
    for (String name : new String[] {"ArrayList", "LinkedList", "ArrayDeque", "PriorityQueue",
        "HashMap", "LinkedHashMap", "TreeMap", "IdentityHashMap", "WeakHashMap", "EnumMap",
        "HashSet", "LinkedHashSet", "TreeSet", "BitSet"}) {
      classes.put("java.util." + name, ImmutableSet.of("java.util." + name));
    }
    // An EnumSet is one of two package-private classes, by the size of its enum.
    classes.put("java.util.EnumSet",
        ImmutableSet.of("java.util.RegularEnumSet", "java.util.JumboEnumSet"));
    classes.put("java.lang.StringBuilder", ImmutableSet.of("java.lang.StringBuilder"));
    for (String name : new String[] {"SimpleDateFormat", "DecimalFormat", "MessageFormat"}) {
      classes.put("java.text." + name, ImmutableSet.of("java.text." + name));
    }
    return classes.buildOrThrow();
  }

  /** Returns the qualified names of the classes checked, as a program names them. */
  public static ImmutableSet<String> names() {
    return CLASSES.keySet();
  }

  /**
   * Returns the qualified name of the checked class {@code name} (simple, {@code HashMap}, or
   * qualified, {@code java.util.HashMap}), or empty if no checked class has that name.
   */
  public static Optional<String> qualified(String name) {
    if (CLASSES.containsKey(name)) {
      return Optional.of(name);
    }
    return CLASSES.keySet().stream()
        .filter(qualified -> qualified.substring(qualified.lastIndexOf('.') + 1).equals(name))
        .findFirst();
  }

  /**
   * Returns the checked class, as a program names it, of an object of class {@code type}, or empty
   * if such objects are not checked (another class, or a subclass of a checked one).
   */
  public static Optional<String> of(Class<?> type) {
    return NAMED.get(type);
  }
}
