package org.richtest.sync.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * A hash map for concurrent use with the API of {@link java.util.concurrent.ConcurrentHashMap}.
 * Under an exploration it is a line of its own on which every method is one event open at any time,
 * named by the method; a function passed to {@code compute}, {@code merge} and the like runs once,
 * in the calling thread, right after the event, so the operation is atomic as in the JDK. Its views
 * ({@code keySet}, {@code values}, {@code entrySet}) are live: each of their methods is an event on
 * the map's line, and their iterators walk a snapshot taken by one event. Iteration follows
 * insertion order, so that runs are reproducible whatever the keys' hash codes. Outside an
 * exploration it is the JDK's map. The JDK's parallel bulk operations ({@code forEach(long, …)},
 * {@code search}, {@code reduce…}) are not provided.
 *
 * @param <K> the type of keys
 * @param <V> the type of values
 */
public final class ConcurrentHashMap<K, V> extends AbstractMap<K, V>
    implements ConcurrentMap<K, V> {

  private final MapLine line;
  private final java.util.concurrent.@Nullable ConcurrentHashMap<K, V> real;
  private final LinkedHashMap<K, V> entries = new LinkedHashMap<>();

  /** Creates an empty map. */
  public ConcurrentHashMap() {
    this((String) null);
  }

  /** Creates an empty map; the capacity is a hint outside an exploration. */
  public ConcurrentHashMap(int initialCapacity) {
    this.line = new MapLine(null);
    this.real = DropIn.creatingUnderExploration()
        ? null
        : new java.util.concurrent.ConcurrentHashMap<>(initialCapacity);
  }

  /** Creates a map holding the mappings of {@code m}, one {@code put} each. */
  public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
    this((String) null);
    putAll(m);
  }

  /** Creates an empty map whose line is called {@code name}, or the default name when null. */
  public ConcurrentHashMap(@Nullable String name) {
    this.line = new MapLine(name);
    this.real = DropIn.creatingUnderExploration()
        ? null
        : new java.util.concurrent.ConcurrentHashMap<>();
  }

  /** Returns a new concurrent set backed by a map, as {@code ConcurrentHashMap.newKeySet()}. */
  public static <K> Set<K> newKeySet() {
    return Collections.newSetFromMap(new ConcurrentHashMap<K, Boolean>());
  }

  /** Returns the line name. */
  public String name() {
    return line.name();
  }

  private java.util.concurrent.@Nullable ConcurrentHashMap<K, V> outside() {
    return line.outside(real);
  }

  @Override
  public int size() {
    var outside = outside();
    if (outside != null) {
      return outside.size();
    }
    line.perform("size");
    return entries.size();
  }

  /** Returns the number of mappings as a {@code long}. */
  public long mappingCount() {
    var outside = outside();
    if (outside != null) {
      return outside.mappingCount();
    }
    line.perform("mappingCount");
    return entries.size();
  }

  @Override
  public boolean isEmpty() {
    var outside = outside();
    if (outside != null) {
      return outside.isEmpty();
    }
    line.perform("isEmpty");
    return entries.isEmpty();
  }

  @Override
  public @Nullable V get(Object key) {
    Objects.requireNonNull(key);
    var outside = outside();
    if (outside != null) {
      return outside.get(key);
    }
    line.perform("get");
    return entries.get(key);
  }

  @Override
  public V getOrDefault(Object key, V defaultValue) {
    Objects.requireNonNull(key);
    var outside = outside();
    if (outside != null) {
      return outside.getOrDefault(key, defaultValue);
    }
    line.perform("getOrDefault");
    return entries.getOrDefault(key, defaultValue);
  }

  @Override
  public boolean containsKey(Object key) {
    Objects.requireNonNull(key);
    var outside = outside();
    if (outside != null) {
      return outside.containsKey(key);
    }
    line.perform("containsKey");
    return entries.containsKey(key);
  }

  @Override
  public boolean containsValue(Object value) {
    Objects.requireNonNull(value);
    var outside = outside();
    if (outside != null) {
      return outside.containsValue(value);
    }
    line.perform("containsValue");
    return entries.containsValue(value);
  }

  /** Returns whether some key maps to {@code value}, as the legacy {@code contains}. */
  public boolean contains(Object value) {
    return containsValue(value);
  }

  @Override
  public @Nullable V put(K key, V value) {
    requireNonNull(key, value);
    var outside = outside();
    if (outside != null) {
      return outside.put(key, value);
    }
    line.perform("put");
    return entries.put(key, value);
  }

  @Override
  public @Nullable V putIfAbsent(K key, V value) {
    requireNonNull(key, value);
    var outside = outside();
    if (outside != null) {
      return outside.putIfAbsent(key, value);
    }
    line.perform("putIfAbsent");
    return entries.putIfAbsent(key, value);
  }

  @Override
  public @Nullable V remove(Object key) {
    Objects.requireNonNull(key);
    var outside = outside();
    if (outside != null) {
      return outside.remove(key);
    }
    line.perform("remove");
    return entries.remove(key);
  }

  @Override
  public boolean remove(Object key, @Nullable Object value) {
    Objects.requireNonNull(key);
    var outside = outside();
    if (outside != null) {
      return outside.remove(key, value);
    }
    line.perform("remove");
    return value != null && entries.remove(key, value);
  }

  @Override
  public boolean replace(K key, V oldValue, V newValue) {
    requireNonNull(key, oldValue);
    Objects.requireNonNull(newValue);
    var outside = outside();
    if (outside != null) {
      return outside.replace(key, oldValue, newValue);
    }
    line.perform("replace");
    return entries.replace(key, oldValue, newValue);
  }

  @Override
  public @Nullable V replace(K key, V value) {
    requireNonNull(key, value);
    var outside = outside();
    if (outside != null) {
      return outside.replace(key, value);
    }
    line.perform("replace");
    return entries.replace(key, value);
  }

  /** Applies {@code mappingFunction} once, in the calling thread, after the event, if absent. */
  @Override
  public @Nullable V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
    Objects.requireNonNull(key);
    Objects.requireNonNull(mappingFunction);
    var outside = outside();
    if (outside != null) {
      return outside.computeIfAbsent(key, mappingFunction);
    }
    line.perform("computeIfAbsent");
    return entries.computeIfAbsent(key, mappingFunction);
  }

  /** Applies {@code remappingFunction} once, in the calling thread, after the event, if present. */
  @Override
  public @Nullable V computeIfPresent(
      K key, BiFunction<? super K, ? super V, ? extends @Nullable V> remappingFunction) {
    Objects.requireNonNull(key);
    Objects.requireNonNull(remappingFunction);
    var outside = outside();
    if (outside != null) {
      return outside.computeIfPresent(key, remappingFunction);
    }
    line.perform("computeIfPresent");
    return entries.computeIfPresent(key, remappingFunction);
  }

  /** Applies {@code remappingFunction} once, in the calling thread, after the event. */
  @Override
  public @Nullable V compute(
      K key, BiFunction<? super K, ? super @Nullable V, ? extends @Nullable V> remappingFunction) {
    Objects.requireNonNull(key);
    Objects.requireNonNull(remappingFunction);
    var outside = outside();
    if (outside != null) {
      return outside.compute(key, remappingFunction);
    }
    line.perform("compute");
    return entries.compute(key, remappingFunction);
  }

  /** Applies {@code remappingFunction} at most once, in the calling thread, after the event. */
  @Override
  public @Nullable V merge(
      K key, V value, BiFunction<? super V, ? super V, ? extends @Nullable V> remappingFunction) {
    requireNonNull(key, value);
    Objects.requireNonNull(remappingFunction);
    var outside = outside();
    if (outside != null) {
      return outside.merge(key, value, remappingFunction);
    }
    line.perform("merge");
    return entries.merge(key, value, remappingFunction);
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
    var outside = outside();
    if (outside != null) {
      outside.clear();
      return;
    }
    line.perform("clear");
    entries.clear();
  }

  /** Runs {@code action} on a snapshot of the mappings taken by one event. */
  @Override
  public void forEach(BiConsumer<? super K, ? super V> action) {
    Objects.requireNonNull(action);
    var outside = outside();
    if (outside != null) {
      outside.forEach(action);
      return;
    }
    for (Map.Entry<K, V> e : snapshot("forEach")) {
      action.accept(e.getKey(), e.getValue());
    }
  }

  /** Replaces every value by {@code function}'s result, in one event, in the calling thread. */
  @Override
  public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
    Objects.requireNonNull(function);
    var outside = outside();
    if (outside != null) {
      outside.replaceAll(function);
      return;
    }
    line.perform("replaceAll");
    entries.replaceAll(function);
  }

  @Override
  public Set<K> keySet() {
    var outside = outside();
    return outside != null ? outside.keySet() : new KeyView();
  }

  @Override
  public Collection<V> values() {
    var outside = outside();
    return outside != null ? outside.values() : new ValueView();
  }

  @Override
  public Set<Map.Entry<K, V>> entrySet() {
    var outside = outside();
    return outside != null ? outside.entrySet() : new EntryView();
  }

  /** Returns the keys as a legacy enumeration over a snapshot. */
  public Enumeration<K> keys() {
    var outside = outside();
    return outside != null ? outside.keys() : Collections.enumeration(new ArrayList<>(keySet()));
  }

  /** Returns the values as a legacy enumeration over a snapshot. */
  public Enumeration<V> elements() {
    var outside = outside();
    return outside != null ? outside.elements() : Collections.enumeration(new ArrayList<>(values()));
  }

  /** Returns the mappings as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    var outside = real;
    return outside != null ? outside.toString() : entries.toString();
  }

  private List<Map.Entry<K, V>> snapshot(String operation) {
    line.perform(operation);
    List<Map.Entry<K, V>> copy = new ArrayList<>(entries.size());
    for (Map.Entry<K, V> e : entries.entrySet()) {
      copy.add(new SimpleEntry<>(e.getKey(), e.getValue()));
    }
    return copy;
  }

  private static void requireNonNull(Object key, Object value) {
    Objects.requireNonNull(key);
    Objects.requireNonNull(value);
  }

  /** An iterator over a snapshot whose {@code remove} removes the key from the live map. */
  private final class SnapshotIterator<T> implements Iterator<T> {
    private final Iterator<Map.Entry<K, V>> snapshot;
    private final Function<Map.Entry<K, V>, T> element;
    private Map.@Nullable Entry<K, V> last;

    SnapshotIterator(String operation, Function<Map.Entry<K, V>, T> element) {
      this.snapshot = snapshot(operation).iterator();
      this.element = element;
    }

    @Override
    public boolean hasNext() {
      return snapshot.hasNext();
    }

    @Override
    public T next() {
      last = snapshot.next();
      return element.apply(last);
    }

    @Override
    public void remove() {
      Map.Entry<K, V> e = last;
      if (e == null) {
        throw new IllegalStateException("next() has not been called, or remove() was");
      }
      last = null;
      ConcurrentHashMap.this.remove(e.getKey());
    }
  }

  /** The live key view: each method an event on the map's line. */
  private final class KeyView extends AbstractSet<K> {
    @Override
    public Iterator<K> iterator() {
      return new SnapshotIterator<>("keySet.iterator", Map.Entry::getKey);
    }

    @Override
    public int size() {
      return ConcurrentHashMap.this.size();
    }

    @Override
    public boolean contains(Object o) {
      return containsKey(o);
    }

    @Override
    public boolean remove(Object o) {
      return ConcurrentHashMap.this.remove(o) != null;
    }

    @Override
    public void clear() {
      ConcurrentHashMap.this.clear();
    }
  }

  /** The live value view: each method an event on the map's line. */
  private final class ValueView extends AbstractCollection<V> {
    @Override
    public Iterator<V> iterator() {
      return new SnapshotIterator<>("values.iterator", Map.Entry::getValue);
    }

    @Override
    public int size() {
      return ConcurrentHashMap.this.size();
    }

    @Override
    public boolean contains(Object o) {
      return containsValue(o);
    }

    @Override
    public void clear() {
      ConcurrentHashMap.this.clear();
    }
  }

  /** The live entry view: each method an event on the map's line; {@code setValue} puts. */
  private final class EntryView extends AbstractSet<Map.Entry<K, V>> {
    @Override
    public Iterator<Map.Entry<K, V>> iterator() {
      return new SnapshotIterator<>("entrySet.iterator", WriteThroughEntry::new);
    }

    @Override
    public int size() {
      return ConcurrentHashMap.this.size();
    }

    @Override
    public boolean contains(Object o) {
      return o instanceof Map.Entry<?, ?> e
          && e.getKey() != null
          && Objects.equals(get(e.getKey()), e.getValue());
    }

    @Override
    public boolean remove(Object o) {
      return o instanceof Map.Entry<?, ?> e
          && e.getKey() != null
          && ConcurrentHashMap.this.remove(e.getKey(), e.getValue());
    }

    @Override
    public void clear() {
      ConcurrentHashMap.this.clear();
    }
  }

  /** An entry of a snapshot whose {@code setValue} puts into the live map, as the JDK's does. */
  private final class WriteThroughEntry extends SimpleEntry<K, V> {
    private static final long serialVersionUID = 1L;

    WriteThroughEntry(Map.Entry<K, V> e) {
      super(e);
    }

    @Override
    public V setValue(V value) {
      V old = super.setValue(value);
      put(getKey(), value);
      return old;
    }
  }

  /** The map's line: every operation open at any time. */
  private static final class MapLine extends DropIn {
    private final OpenList any;

    MapLine(@Nullable String name) {
      super(name);
      this.any = OpenList.of(new Channel(name(), Channel.ANY));
    }

    @Override
    public OpenList openList() {
      return any;
    }
  }
}
