package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkMap;
import org.richtest.sync.internal.concurrent.MapOperations;
import org.richtest.sync.internal.concurrent.ModelledMap;
import org.richtest.spi.Describable;

/**
 * A hash map for concurrent use with the API of {@link java.util.concurrent.ConcurrentHashMap}.
 * Under an exploration it is a line of its own on which every method is one event open at any time,
 * named by the method; a function passed to {@code compute}, {@code merge} and the like runs once,
 * in the calling thread, right after the event, so the operation is atomic as in the JDK. Its views
 * ({@code keySet}, {@code values}, {@code entrySet}) are live: each of their methods is an event on
 * the map's line, and their iterators walk a snapshot taken by one event. Iteration follows
 * insertion order, so that runs are reproducible whatever the keys' hash codes. Outside an
 * exploration it is the JDK's map: which one it is, it decides when it is created. The JDK's
 * parallel bulk operations ({@code forEach(long, …)}, {@code search}, {@code reduce…}) are not
 * provided.
 *
 * @param <K> the type of keys
 * @param <V> the type of values
 */
public final class ConcurrentHashMap<K, V> extends AbstractMap<K, V>
    implements ConcurrentMap<K, V>, Describable {

  private final MapOperations<K, V> map;

  /** Creates an empty map. */
  public ConcurrentHashMap() {
    this((String) null);
  }

  /** Creates an empty map; the capacity is a hint outside an exploration. */
  public ConcurrentHashMap(int initialCapacity) {
    this.map = creatingUnderExploration()
        ? new ModelledMap<>(null)
        : new JdkMap<>(initialCapacity);
  }

  /** Creates an empty map; the capacity and load factor are hints outside an exploration. */
  public ConcurrentHashMap(int initialCapacity, float loadFactor) {
    this(initialCapacity, loadFactor, 1);
  }

  /**
   * Creates an empty map; the capacity, load factor and concurrency level are hints outside an
   * exploration.
   */
  public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
    this.map = creatingUnderExploration()
        ? new ModelledMap<>(null)
        : new JdkMap<>(initialCapacity, loadFactor, concurrencyLevel);
  }

  /** Creates a map holding the mappings of {@code m}, one {@code put} each. */
  public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
    this((String) null);
    putAll(m);
  }

  /** Creates an empty map whose line is called {@code name}, or the default name when null. */
  public ConcurrentHashMap(@Nullable String name) {
    this.map = creatingUnderExploration() ? new ModelledMap<>(name) : new JdkMap<>(name);
  }

  /** Returns a new concurrent set backed by a map, as {@code ConcurrentHashMap.newKeySet()}. */
  public static <K> Set<K> newKeySet() {
    return Collections.newSetFromMap(new ConcurrentHashMap<K, Boolean>());
  }

  /** Returns the line name. */
  public String name() {
    return map.name();
  }

  @Override
  public int size() {
    return checked().size();
  }

  /** Returns the number of mappings as a {@code long}. */
  public long mappingCount() {
    return checked().mappingCount();
  }

  @Override
  public boolean isEmpty() {
    return checked().isEmpty();
  }

  @Override
  public @Nullable V get(Object key) {
    Objects.requireNonNull(key);
    return checked().get(key);
  }

  @Override
  public V getOrDefault(Object key, V defaultValue) {
    Objects.requireNonNull(key);
    return checked().getOrDefault(key, defaultValue);
  }

  @Override
  public boolean containsKey(Object key) {
    Objects.requireNonNull(key);
    return checked().containsKey(key);
  }

  @Override
  public boolean containsValue(Object value) {
    Objects.requireNonNull(value);
    return checked().containsValue(value);
  }

  /** Returns whether some key maps to {@code value}, as the legacy {@code contains}. */
  public boolean contains(Object value) {
    return containsValue(value);
  }

  @Override
  public @Nullable V put(K key, V value) {
    requireNonNull(key, value);
    return checked().put(key, value);
  }

  @Override
  public @Nullable V putIfAbsent(K key, V value) {
    requireNonNull(key, value);
    return checked().putIfAbsent(key, value);
  }

  @Override
  public @Nullable V remove(Object key) {
    Objects.requireNonNull(key);
    return checked().remove(key);
  }

  @Override
  public boolean remove(Object key, @Nullable Object value) {
    Objects.requireNonNull(key);
    return checked().remove(key, value);
  }

  @Override
  public boolean replace(K key, V oldValue, V newValue) {
    requireNonNull(key, oldValue);
    Objects.requireNonNull(newValue);
    return checked().replace(key, oldValue, newValue);
  }

  @Override
  public @Nullable V replace(K key, V value) {
    requireNonNull(key, value);
    return checked().replace(key, value);
  }

  /** Applies {@code mappingFunction} once, in the calling thread, after the event, if absent. */
  @Override
  public @Nullable V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
    requireNonNull(key, mappingFunction);
    return checked().computeIfAbsent(key, mappingFunction);
  }

  /** Applies {@code remappingFunction} once, in the calling thread, after the event, if present. */
  @Override
  public @Nullable V computeIfPresent(
      K key, BiFunction<? super K, ? super V, ? extends @Nullable V> remappingFunction) {
    requireNonNull(key, remappingFunction);
    return checked().computeIfPresent(key, remappingFunction);
  }

  /** Applies {@code remappingFunction} once, in the calling thread, after the event. */
  @Override
  public @Nullable V compute(
      K key, BiFunction<? super K, ? super @Nullable V, ? extends @Nullable V> remappingFunction) {
    requireNonNull(key, remappingFunction);
    return checked().compute(key, remappingFunction);
  }

  /** Applies {@code remappingFunction} at most once, in the calling thread, after the event. */
  @Override
  public @Nullable V merge(
      K key, V value, BiFunction<? super V, ? super V, ? extends @Nullable V> remappingFunction) {
    requireNonNull(key, value);
    Objects.requireNonNull(remappingFunction);
    return checked().merge(key, value, remappingFunction);
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
    checked().clear();
  }

  /** Runs {@code action} on a snapshot of the mappings taken by one event. */
  @Override
  public void forEach(BiConsumer<? super K, ? super V> action) {
    Objects.requireNonNull(action);
    checked().forEach(action);
  }

  /** Replaces every value by {@code function}'s result, in one event, in the calling thread. */
  @Override
  public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
    Objects.requireNonNull(function);
    checked().replaceAll(function);
  }

  @Override
  public Set<K> keySet() {
    return checked().keySet();
  }

  @Override
  public Collection<V> values() {
    return checked().values();
  }

  @Override
  public Set<Map.Entry<K, V>> entrySet() {
    return checked().entrySet();
  }

  /** Returns the keys as a legacy enumeration over a snapshot. */
  public Enumeration<K> keys() {
    return checked().keys();
  }

  /** Returns the values as a legacy enumeration over a snapshot. */
  public Enumeration<V> elements() {
    return checked().elements();
  }

  /** Returns the mappings as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return map.toString();
  }

  private MapOperations<K, V> checked() {
    map.checkCaller();
    return map;
  }

  private static void requireNonNull(Object first, Object second) {
    Objects.requireNonNull(first);
    Objects.requireNonNull(second);
  }
}
