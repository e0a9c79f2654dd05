package org.richtest.agent.internal;

import java.util.Set;
import org.objectweb.asm.Opcodes;

/**
 * Which calls of rewritten code may reach an object of a JDK class that is not thread-safe
 * ({@code org.richtest.NotThreadSafeClasses}), and what each does to it. A call site is reported
 * when the class it names is such a class or a supertype through which one is used (the
 * collection interfaces, their iterators and entries, {@code CharSequence}, the formats); the
 * runtime then checks the receiver's class. A method reads the object if the JDK documents it as
 * not changing it (the names below, whatever the class); every other method counts as a write, so
 * that a method not foreseen here is never a missed write.
 */
final class NotThreadSafeCalls {

  /** The classes a call site may name to reach a checked object, its views or its iterators. */
  private static final Set<String> OWNERS = Set.of(
      "java/util/ArrayList", "java/util/LinkedList", "java/util/ArrayDeque",
      "java/util/PriorityQueue", "java/util/HashMap", "java/util/LinkedHashMap",
      "java/util/TreeMap", "java/util/IdentityHashMap", "java/util/WeakHashMap",
      "java/util/EnumMap", "java/util/HashSet", "java/util/LinkedHashSet", "java/util/TreeSet",
      "java/util/EnumSet", "java/util/BitSet", "java/lang/StringBuilder",
      "java/text/SimpleDateFormat", "java/text/DecimalFormat", "java/text/MessageFormat",
      "java/util/Collection", "java/util/List", "java/util/Set", "java/util/Map",
      "java/util/Queue", "java/util/Deque", "java/util/SortedMap", "java/util/NavigableMap",
      "java/util/SortedSet", "java/util/NavigableSet", "java/util/SequencedCollection",
      "java/util/SequencedSet", "java/util/SequencedMap", "java/util/AbstractCollection",
      "java/util/AbstractList", "java/util/AbstractSequentialList", "java/util/AbstractSet",
      "java/util/AbstractMap", "java/util/AbstractQueue", "java/util/Iterator",
      "java/util/ListIterator", "java/util/Map$Entry", "java/util/Spliterator",
      "java/lang/Iterable", "java/lang/CharSequence", "java/lang/Appendable",
      "java/text/Format", "java/text/DateFormat", "java/text/NumberFormat");

  /** The methods that read: they return what the object holds and change nothing. */
  private static final Set<String> READS = Set.of(
      // collections and maps
      "size", "isEmpty", "contains", "containsKey", "containsValue", "containsAll", "get",
      "getOrDefault", "getFirst", "getLast", "indexOf", "lastIndexOf", "iterator",
      "listIterator", "spliterator", "descendingIterator", "stream", "forEach", "toArray",
      "keySet", "values", "entrySet", "navigableKeySet", "descendingKeySet", "descendingMap",
      "descendingSet", "subList", "subMap", "headMap", "tailMap", "subSet", "headSet", "tailSet",
      "reversed", "sequencedKeySet", "sequencedValues", "sequencedEntrySet", "firstKey",
      "lastKey", "firstEntry", "lastEntry", "first", "last", "floor", "floorKey", "floorEntry",
      "ceiling", "ceilingKey", "ceilingEntry", "higher", "higherKey", "higherEntry", "lower",
      "lowerKey", "lowerEntry", "comparator", "peek", "peekFirst", "peekLast", "element",
      "equals", "hashCode", "toString", "clone",
      // iterators, spliterators and entries
      "hasNext", "next", "hasPrevious", "previous", "nextIndex", "previousIndex",
      "forEachRemaining", "tryAdvance", "trySplit", "estimateSize", "getExactSizeIfKnown",
      "characteristics", "hasCharacteristics", "getComparator", "getKey", "getValue",
      // BitSet
      "nextSetBit", "nextClearBit", "previousSetBit", "previousClearBit", "length",
      "cardinality", "intersects", "toByteArray", "toLongArray",
      // StringBuilder
      "charAt", "codePointAt", "codePointBefore", "codePointCount", "offsetByCodePoints",
      "getChars", "substring", "subSequence", "capacity", "chars", "codePoints", "compareTo",
      // formats
      "toPattern", "toLocalizedPattern", "getTimeZone", "getCalendar", "getNumberFormat",
      "isLenient", "get2DigitYearStart", "getDateFormatSymbols", "getDecimalFormatSymbols",
      "getFormats", "getFormatsByArgumentIndex", "getLocale", "getCurrency", "getRoundingMode",
      "getMaximumFractionDigits", "getMinimumFractionDigits", "getMaximumIntegerDigits",
      "getMinimumIntegerDigits", "isGroupingUsed", "isParseIntegerOnly", "getPositivePrefix",
      "getPositiveSuffix", "getNegativePrefix", "getNegativeSuffix", "getMultiplier",
      "getGroupingSize", "isDecimalSeparatorAlwaysShown", "isParseBigDecimal");

  /**
   * The methods whose result is a view or an iterator of the object: calls on it are calls on the
   * object. ({@code next} and {@code previous} may return a map's entry, a view too; the runtime
   * tells.)
   */
  private static final Set<String> VIEWS = Set.of(
      "iterator", "listIterator", "spliterator", "descendingIterator", "keySet", "values",
      "entrySet", "navigableKeySet", "descendingKeySet", "descendingMap", "descendingSet",
      "subList", "subMap", "headMap", "tailMap", "subSet", "headSet", "tailSet", "reversed",
      "sequencedKeySet", "sequencedValues", "sequencedEntrySet");

  /** Parameter types whose argument such a call reads as a whole ({@code addAll}, a copy). */
  private static final Set<String> READ_ARGUMENTS = Set.of(
      "Ljava/util/Collection;", "Ljava/util/Map;", "Ljava/lang/CharSequence;",
      "Ljava/lang/StringBuilder;", "Ljava/lang/Iterable;", "Ljava/util/SortedMap;",
      "Ljava/util/SortedSet;", "Ljava/util/BitSet;");

  /** The checked classes whose constructors may copy a collection, map or character sequence. */
  private static final Set<String> COPYING_CONSTRUCTORS = Set.of(
      "java/util/ArrayList", "java/util/LinkedList", "java/util/ArrayDeque",
      "java/util/PriorityQueue", "java/util/HashMap", "java/util/LinkedHashMap",
      "java/util/TreeMap", "java/util/IdentityHashMap", "java/util/WeakHashMap",
      "java/util/EnumMap", "java/util/HashSet", "java/util/LinkedHashSet", "java/util/TreeSet",
      "java/lang/StringBuilder");

  private NotThreadSafeCalls() {}

  /** Returns whether a call of {@code name} by {@code opcode} on {@code owner} is reported. */
  static boolean reports(int opcode, String owner, String name) {
    return (opcode == Opcodes.INVOKEVIRTUAL || opcode == Opcodes.INVOKEINTERFACE)
        && !name.equals("<init>") && OWNERS.contains(owner);
  }

  /**
   * Returns whether {@code owner} is a checked class whose constructors read a collection, map or
   * character sequence given to them (a copy constructor).
   */
  static boolean copiesInConstructor(String owner) {
    return COPYING_CONSTRUCTORS.contains(owner);
  }

  /** Returns whether method {@code name} counts as a write of the object. */
  static boolean writes(String name) {
    return !READS.contains(name);
  }

  /** Returns whether method {@code name} returns a view or an iterator of the object. */
  static boolean returnsView(String name) {
    return VIEWS.contains(name);
  }

  /** Returns whether an argument of type {@code descriptor} is read by the call as a whole. */
  static boolean readsArgument(String descriptor) {
    return READ_ARGUMENTS.contains(descriptor);
  }

  /** Returns the call as reports name it: the class's simple name and the method. */
  static String callName(String owner, String name) {
    return owner.substring(owner.lastIndexOf('/') + 1).replace('$', '.') + "." + name;
  }
}
