package org.richtest.sync.internal.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap.SimpleEntry;
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
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;

/**
 * A {@code ConcurrentHashMap} drop-in under exploration: a line of its own on which every method is
 * one event open at any time, named by the method; a function passed to {@code compute}, {@code
 * merge} and the like runs once, in the calling thread, right after the event, so the operation is
 * atomic as in the JDK. Its views ({@code keySet}, {@code values}, {@code entrySet}) are live: each
 * of their methods is an event on the map's line, and their iterators walk a snapshot taken by one
 * event. Iteration follows insertion order, so that runs are reproducible whatever the keys' hash
 * codes.
 *
 * @param <K> the type of keys
 * @param <V> the type of values
 */
public final class ModelledMap<K, V> extends DropIn implements MapOperations<K, V> {

  private final OpenList any;
  private final LinkedHashMap<K, V> entries = new LinkedHashMap<>();

  /** Creates the line of an empty map. */
  public ModelledMap(@Nullable String name) {
    super(name);
    this.any = OpenList.of(new Channel(name(), Channel.ANY));
  }

  @Override
  public OpenList openList() {
    return any;
  }

  @Override
  public int size() {
    perform("size");
    return entries.size();
  }

  @Override
  public long mappingCount() {
    perform("mappingCount");
    return entries.size();
  }

  @Override
  public boolean isEmpty() {
    perform("isEmpty");
    return entries.isEmpty();
  }

  @Override
  public @Nullable V get(Object key) {
    perform("get");
    return entries.get(key);
  }

  @Override
  public V getOrDefault(Object key, V defaultValue) {
    perform("getOrDefault");
    return entries.getOrDefault(key, defaultValue);
  }

  @Override
  public boolean containsKey(Object key) {
    perform("containsKey");
    return entries.containsKey(key);
  }

  @Override
  public boolean containsValue(Object value) {
    perform("containsValue");
    return entries.containsValue(value);
  }

  @Override
  public @Nullable V put(K key, V value) {
    perform("put");
    return entries.put(key, value);
  }

  @Override
  public @Nullable V putIfAbsent(K key, V value) {
    perform("putIfAbsent");
    return entries.putIfAbsent(key, value);
  }

  @Override
  public @Nullable V remove(Object key) {
    perform("remove");
    return entries.remove(key);
  }

  @Override
  public boolean remove(Object key, @Nullable Object value) {
    perform("remove");
    return value != null && entries.remove(key, value);
  }

  @Override
  public boolean replace(K key, V oldValue, V newValue) {
    perform("replace");
    return entries.replace(key, oldValue, newValue);
  }

  @Override
  public @Nullable V replace(K key, V value) {
    perform("replace");
    return entries.replace(key, value);
  }

  @Override
  public @Nullable V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
    perform("computeIfAbsent");
    return entries.computeIfAbsent(key, mappingFunction);
  }

  @Override
  public @Nullable V computeIfPresent(
      K key, BiFunction<? super K, ? super V, ? extends @Nullable V> remappingFunction) {
    perform("computeIfPresent");
    return entries.computeIfPresent(key, remappingFunction);
  }

  @Override
  public @Nullable V compute(
      K key, BiFunction<? super K, ? super @Nullable V, ? extends @Nullable V> remappingFunction) {
    perform("compute");
    return entries.compute(key, remappingFunction);
  }

  @Override
  public @Nullable V merge(
      K key, V value, BiFunction<? super V, ? super V, ? extends @Nullable V> remappingFunction) {
    perform("merge");
    return entries.merge(key, value, remappingFunction);
  }

  @Override
  public void clear() {
    perform("clear");
    entries.clear();
  }

  /** Runs {@code action} on a snapshot of the mappings taken by one event. */
  @Override
  public void forEach(BiConsumer<? super K, ? super V> action) {
    for (Map.Entry<K, V> e : snapshot("forEach")) {
      action.accept(e.getKey(), e.getValue());
    }
  }

  /** Replaces every value by {@code function}'s result, in one event, in the calling thread. */
  @Override
  public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
    perform("replaceAll");
    entries.replaceAll(function);
  }

  @Override
  public Set<K> keySet() {
    return new KeyView();
  }

  @Override
  public Collection<V> values() {
    return new ValueView();
  }

  @Override
  public Set<Map.Entry<K, V>> entrySet() {
    return new EntryView();
  }

  /** Returns the keys as a legacy enumeration over a snapshot. */
  @Override
  public Enumeration<K> keys() {
    return Collections.enumeration(new ArrayList<>(keySet()));
  }

  /** Returns the values as a legacy enumeration over a snapshot. */
  @Override
  public Enumeration<V> elements() {
    return Collections.enumeration(new ArrayList<>(values()));
  }

  /** Returns the mappings as text, like the JDK's; not an event. */
  @Override
  public String toString() {
    return entries.toString();
  }

  private List<Map.Entry<K, V>> snapshot(String operation) {
    perform(operation);
    List<Map.Entry<K, V>> copy = new ArrayList<>(entries.size());
    for (Map.Entry<K, V> e : entries.entrySet()) {
      copy.add(new SimpleEntry<>(e.getKey(), e.getValue()));
    }
    return copy;
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
      ModelledMap.this.remove(e.getKey());
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
      return ModelledMap.this.size();
    }

    @Override
    public boolean contains(Object o) {
      return containsKey(Objects.requireNonNull(o));
    }

    @Override
    public boolean remove(Object o) {
      return ModelledMap.this.remove(Objects.requireNonNull(o)) != null;
    }

    @Override
    public void clear() {
      ModelledMap.this.clear();
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
      return ModelledMap.this.size();
    }

    @Override
    public boolean contains(Object o) {
      return containsValue(Objects.requireNonNull(o));
    }

    @Override
    public void clear() {
      ModelledMap.this.clear();
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
      return ModelledMap.this.size();
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
          && ModelledMap.this.remove(e.getKey(), e.getValue());
    }

    @Override
    public void clear() {
      ModelledMap.this.clear();
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
      put(getKey(), Objects.requireNonNull(value));
      return old;
    }
  }
}
