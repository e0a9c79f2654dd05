package org.richtest.sync.concurrent;

import java.util.Collection;
import java.util.Comparator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * A sorted map for concurrent use with the API of {@link
 * java.util.concurrent.ConcurrentSkipListMap}. Its state is always the JDK's map; under an
 * exploration every method is first one event on a line of its own, open at any time, named by the
 * method, and its views (ranges, {@code descendingMap}, key sets, {@code values}, {@code entrySet})
 * are events on the same line. A function passed to {@code compute}, {@code merge} and the like
 * runs once, in the calling thread, right after the event, so the operation is atomic as in the
 * JDK. Iterators walk a snapshot taken by one event, one of the behaviours the JDK's weakly
 * consistent iterators may show; {@code putAll} is one {@code put} each, as the JDK's is not
 * atomic. The comparator is no event: it never changes. Outside an exploration it is the JDK's
 * map: which one it is, it decides when it is created.
 *
 * @param <K> the type of keys
 * @param <V> the type of values
 */
public final class ConcurrentSkipListMap<K, V> implements ConcurrentNavigableMap<K, V>, Cloneable {

  private final Guard guard;
  private final ConcurrentNavigableMap<K, V> backing;

  /** Creates an empty map ordered by its keys' natural order. */
  public ConcurrentSkipListMap() {
    this((String) null);
  }

  /** Creates an empty map ordered by {@code comparator}, natural order when null. */
  public ConcurrentSkipListMap(@Nullable Comparator<? super K> comparator) {
    this(Guard.of("ConcurrentSkipListMap", null),
        new java.util.concurrent.ConcurrentSkipListMap<>(comparator));
  }

  /** Creates a map holding the mappings of {@code m}, ordered by its keys' natural order. */
  public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
    this((String) null);
    backing.putAll(Map.copyOf(m));
  }

  /** Creates a map holding the mappings of {@code m}, ordered by its comparator. */
  public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
    this(m.comparator());
    backing.putAll(Map.copyOf(m));
  }

  /** Creates an empty map whose line is called {@code name}, or the default name when null. */
  public ConcurrentSkipListMap(@Nullable String name) {
    this(Guard.of("ConcurrentSkipListMap", name),
        new java.util.concurrent.ConcurrentSkipListMap<>());
  }

  private ConcurrentSkipListMap(Guard guard, ConcurrentNavigableMap<K, V> backing) {
    this.guard = guard;
    this.backing = backing;
  }

  /** Returns the line name. */
  public String name() {
    return guard.name();
  }

  @Override
  public int size() {
    return guard.apply("size", backing::size);
  }

  @Override
  public boolean isEmpty() {
    return guard.apply("isEmpty", backing::isEmpty);
  }

  @Override
  public boolean containsKey(Object key) {
    return guard.apply("containsKey", () -> backing.containsKey(key));
  }

  @Override
  public boolean containsValue(Object value) {
    return guard.apply("containsValue", () -> backing.containsValue(value));
  }

  @Override
  public @Nullable V get(Object key) {
    return guard.apply("get", () -> backing.get(key));
  }

  @Override
  public V getOrDefault(Object key, V defaultValue) {
    return guard.apply("getOrDefault", () -> backing.getOrDefault(key, defaultValue));
  }

  @Override
  public @Nullable V put(K key, V value) {
    return guard.apply("put", () -> backing.put(key, value));
  }

  @Override
  public @Nullable V remove(Object key) {
    return guard.apply("remove", () -> backing.remove(key));
  }

  /** Puts every mapping of {@code m}, one {@code put} event each, as the JDK's is not atomic. */
  @Override
  public void putAll(Map<? extends K, ? extends V> m) {
    for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
      put(e.getKey(), e.getValue());
    }
  }

  @Override
  public void clear() {
    guard.run("clear", backing::clear);
  }

  @Override
  public @Nullable V putIfAbsent(K key, V value) {
    return guard.apply("putIfAbsent", () -> backing.putIfAbsent(key, value));
  }

  @Override
  public boolean remove(Object key, Object value) {
    return guard.apply("remove", () -> backing.remove(key, value));
  }

  @Override
  public boolean replace(K key, V oldValue, V newValue) {
    return guard.apply("replace", () -> backing.replace(key, oldValue, newValue));
  }

  @Override
  public @Nullable V replace(K key, V value) {
    return guard.apply("replace", () -> backing.replace(key, value));
  }

  /** Applies {@code mappingFunction} once, in the calling thread, after the event, if absent. */
  @Override
  public @Nullable V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
    return guard.apply("computeIfAbsent", () -> backing.computeIfAbsent(key, mappingFunction));
  }

  /** Applies {@code remappingFunction} once, in the calling thread, after the event, if present. */
  @Override
  public @Nullable V computeIfPresent(
      K key, BiFunction<? super K, ? super V, ? extends @Nullable V> remappingFunction) {
    return guard.apply(
        "computeIfPresent", () -> backing.computeIfPresent(key, remappingFunction));
  }

  /** Applies {@code remappingFunction} once, in the calling thread, after the event. */
  @Override
  public @Nullable V compute(
      K key, BiFunction<? super K, ? super @Nullable V, ? extends @Nullable V> remappingFunction) {
    return guard.apply("compute", () -> backing.compute(key, remappingFunction));
  }

  /** Applies {@code remappingFunction} at most once, in the calling thread, after the event. */
  @Override
  public @Nullable V merge(
      K key, V value, BiFunction<? super V, ? super V, ? extends @Nullable V> remappingFunction) {
    return guard.apply("merge", () -> backing.merge(key, value, remappingFunction));
  }

  /** Runs {@code action} on a snapshot of the mappings taken by one event under exploration. */
  @Override
  public void forEach(BiConsumer<? super K, ? super V> action) {
    guard.forEach("forEach", backing.entrySet(), e -> action.accept(e.getKey(), e.getValue()));
  }

  /** Replaces every value by {@code function}'s result, in one event, in the calling thread. */
  @Override
  public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
    guard.run("replaceAll", () -> backing.replaceAll(function));
  }

  @Override
  public @Nullable Comparator<? super K> comparator() {
    return backing.comparator();
  }

  @Override
  public K firstKey() {
    return guard.apply("firstKey", backing::firstKey);
  }

  @Override
  public K lastKey() {
    return guard.apply("lastKey", backing::lastKey);
  }

  @Override
  public Map.@Nullable Entry<K, V> lowerEntry(K key) {
    return guard.apply("lowerEntry", () -> backing.lowerEntry(key));
  }

  @Override
  public @Nullable K lowerKey(K key) {
    return guard.apply("lowerKey", () -> backing.lowerKey(key));
  }

  @Override
  public Map.@Nullable Entry<K, V> floorEntry(K key) {
    return guard.apply("floorEntry", () -> backing.floorEntry(key));
  }

  @Override
  public @Nullable K floorKey(K key) {
    return guard.apply("floorKey", () -> backing.floorKey(key));
  }

  @Override
  public Map.@Nullable Entry<K, V> ceilingEntry(K key) {
    return guard.apply("ceilingEntry", () -> backing.ceilingEntry(key));
  }

  @Override
  public @Nullable K ceilingKey(K key) {
    return guard.apply("ceilingKey", () -> backing.ceilingKey(key));
  }

  @Override
  public Map.@Nullable Entry<K, V> higherEntry(K key) {
    return guard.apply("higherEntry", () -> backing.higherEntry(key));
  }

  @Override
  public @Nullable K higherKey(K key) {
    return guard.apply("higherKey", () -> backing.higherKey(key));
  }

  @Override
  public Map.@Nullable Entry<K, V> firstEntry() {
    return guard.apply("firstEntry", backing::firstEntry);
  }

  @Override
  public Map.@Nullable Entry<K, V> lastEntry() {
    return guard.apply("lastEntry", backing::lastEntry);
  }

  @Override
  public Map.@Nullable Entry<K, V> pollFirstEntry() {
    return guard.apply("pollFirstEntry", backing::pollFirstEntry);
  }

  @Override
  public Map.@Nullable Entry<K, V> pollLastEntry() {
    return guard.apply("pollLastEntry", backing::pollLastEntry);
  }

  @Override
  public ConcurrentNavigableMap<K, V> subMap(
      K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
    return view(backing.subMap(fromKey, fromInclusive, toKey, toInclusive));
  }

  @Override
  public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
    return view(backing.headMap(toKey, inclusive));
  }

  @Override
  public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
    return view(backing.tailMap(fromKey, inclusive));
  }

  @Override
  public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
    return subMap(fromKey, true, toKey, false);
  }

  @Override
  public ConcurrentNavigableMap<K, V> headMap(K toKey) {
    return headMap(toKey, false);
  }

  @Override
  public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
    return tailMap(fromKey, true);
  }

  @Override
  public ConcurrentNavigableMap<K, V> descendingMap() {
    return view(backing.descendingMap());
  }

  @Override
  public NavigableSet<K> keySet() {
    return navigableKeySet();
  }

  @Override
  public NavigableSet<K> navigableKeySet() {
    return new ConcurrentSkipListSet<>(guard, backing.navigableKeySet());
  }

  @Override
  public NavigableSet<K> descendingKeySet() {
    return new ConcurrentSkipListSet<>(guard, backing.descendingKeySet());
  }

  @Override
  public Collection<V> values() {
    return new CollectionView<>(guard, backing.values());
  }

  @Override
  public Set<Map.Entry<K, V>> entrySet() {
    return new SetView<>(guard, backing.entrySet());
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o == this || guard.apply("equals", () -> backing.equals(o));
  }

  @Override
  public int hashCode() {
    return guard.apply("hashCode", backing::hashCode);
  }

  /** Returns the mappings as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return guard.describe(backing);
  }

  /** Returns a copy with a line of its own and the same order, read by one event. */
  @Override
  @SuppressWarnings("MethodDoesntCallSuperMethod")
  public ConcurrentSkipListMap<K, V> clone() {
    return new ConcurrentSkipListMap<>(this);
  }

  private ConcurrentNavigableMap<K, V> view(ConcurrentNavigableMap<K, V> range) {
    return new ConcurrentSkipListMap<>(guard, range);
  }
}
