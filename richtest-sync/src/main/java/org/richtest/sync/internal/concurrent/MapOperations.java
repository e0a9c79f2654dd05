package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.Enumeration;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The operations of the {@code ConcurrentHashMap} drop-in, which both its sides implement: {@link
 * JdkMap} and {@link ModelledMap}. They are the methods the drop-in forwards; {@code putAll} it
 * makes of {@code put}. Keys, values and functions are checked by the drop-in.
 *
 * @param <K> the type of keys
 * @param <V> the type of values
 */
public interface MapOperations<K, V> extends DropInOperations {

  int size();

  long mappingCount();

  boolean isEmpty();

  @Nullable V get(Object key);

  V getOrDefault(Object key, V defaultValue);

  boolean containsKey(Object key);

  boolean containsValue(Object value);

  @Nullable V put(K key, V value);

  @Nullable V putIfAbsent(K key, V value);

  @Nullable V remove(Object key);

  boolean remove(Object key, @Nullable Object value);

  boolean replace(K key, V oldValue, V newValue);

  @Nullable V replace(K key, V value);

  @Nullable V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction);

  @Nullable V computeIfPresent(
      K key, BiFunction<? super K, ? super V, ? extends @Nullable V> remappingFunction);

  @Nullable V compute(
      K key, BiFunction<? super K, ? super @Nullable V, ? extends @Nullable V> remappingFunction);

  @Nullable V merge(
      K key, V value, BiFunction<? super V, ? super V, ? extends @Nullable V> remappingFunction);

  void clear();

  void forEach(BiConsumer<? super K, ? super V> action);

  void replaceAll(BiFunction<? super K, ? super V, ? extends V> function);

  Set<K> keySet();

  Collection<V> values();

  Set<Map.Entry<K, V>> entrySet();

  Enumeration<K> keys();

  Enumeration<V> elements();
}
