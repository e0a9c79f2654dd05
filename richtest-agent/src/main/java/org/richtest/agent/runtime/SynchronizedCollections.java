package org.richtest.agent.runtime;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.RandomAccess;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import org.jspecify.annotations.Nullable;

/**
 * What rewritten code calls instead of {@code Collections.synchronizedList} and its kin: outside an
 * exploration the JDK's wrapper itself; under one a wrapper whose every method holds the modelled
 * monitor of the wrapper, as the JDK's holds {@code synchronized (this)}, so that each call is a
 * monitor event (none when the caller holds the monitor already) and a program's own {@code
 * synchronized (list)} excludes it. Views ({@code subList}, {@code keySet}, {@code headMap}, …)
 * hold the same monitor, as the JDK's do. Iterators are the wrapped collection's own, fail-fast
 * ones, as the JDK's, but each step holds the monitor too: under the program's {@code synchronized
 * (list)} iterating costs no event, and without it another thread's change can come between two
 * steps, so the {@code ConcurrentModificationException} the JDK's documentation warns of is
 * explored. Spliterators and streams are the wrapped collection's, unsynchronized, as the JDK's.
 * Public because rewritten classes in any package call it; not an API to call by hand.
 */
public final class SynchronizedCollections {

  private SynchronizedCollections() {}

  /** {@code Collections.synchronizedCollection(c)}. */
  public static <T> Collection<T> synchronizedCollection(Collection<T> c) {
    return Hooks.exploring() == null
        ? Collections.synchronizedCollection(c)
        : wrap(Collection.class, c);
  }

  /** {@code Collections.synchronizedList(list)}. */
  public static <T> List<T> synchronizedList(List<T> list) {
    return Hooks.exploring() == null ? Collections.synchronizedList(list) : wrap(List.class, list);
  }

  /** {@code Collections.synchronizedSet(s)}. */
  public static <T> Set<T> synchronizedSet(Set<T> s) {
    return Hooks.exploring() == null ? Collections.synchronizedSet(s) : wrap(Set.class, s);
  }

  /** {@code Collections.synchronizedSortedSet(s)}. */
  public static <T> SortedSet<T> synchronizedSortedSet(SortedSet<T> s) {
    return Hooks.exploring() == null
        ? Collections.synchronizedSortedSet(s)
        : wrap(SortedSet.class, s);
  }

  /** {@code Collections.synchronizedNavigableSet(s)}. */
  public static <T> NavigableSet<T> synchronizedNavigableSet(NavigableSet<T> s) {
    return Hooks.exploring() == null
        ? Collections.synchronizedNavigableSet(s)
        : wrap(NavigableSet.class, s);
  }

  /** {@code Collections.synchronizedMap(m)}. */
  public static <K, V> Map<K, V> synchronizedMap(Map<K, V> m) {
    return Hooks.exploring() == null ? Collections.synchronizedMap(m) : wrap(Map.class, m);
  }

  /** {@code Collections.synchronizedSortedMap(m)}. */
  public static <K, V> SortedMap<K, V> synchronizedSortedMap(SortedMap<K, V> m) {
    return Hooks.exploring() == null
        ? Collections.synchronizedSortedMap(m)
        : wrap(SortedMap.class, m);
  }

  /** {@code Collections.synchronizedNavigableMap(m)}. */
  public static <K, V> NavigableMap<K, V> synchronizedNavigableMap(NavigableMap<K, V> m) {
    return Hooks.exploring() == null
        ? Collections.synchronizedNavigableMap(m)
        : wrap(NavigableMap.class, m);
  }

  /** Returns a new wrapper of {@code wrapped} as {@code type}, its own monitor, named by its run. */
  private static <W> W wrap(Class<?> type, Object wrapped) {
    W wrapper = guarded(type, wrapped, null);
    Hooks.allocatedAs(wrapper, "Synchronized" + type.getSimpleName());
    return wrapper;
  }

  /**
   * Returns a proxy of {@code wrapped} as {@code type} whose methods hold the monitor of {@code
   * mutex}, or of the proxy itself when null.
   */
  @SuppressWarnings("unchecked")
  private static <W> W guarded(Class<?> type, Object wrapped, @Nullable Object mutex) {
    Class<?>[] types = wrapped instanceof RandomAccess && type == List.class
        ? new Class<?>[] {type, RandomAccess.class}
        : new Class<?>[] {type};
    Guarded handler = new Guarded(wrapped, mutex);
    Object proxy = Proxy.newProxyInstance(
        SynchronizedCollections.class.getClassLoader(), types, handler);
    handler.lockOn(mutex != null ? mutex : proxy);
    return (W) proxy;
  }

  /** The methods of one wrapper or view: each holds the mutex around the wrapped one's. */
  private static final class Guarded implements InvocationHandler {
    private final Object wrapped;
    private @Nullable Object mutex;

    Guarded(Object wrapped, @Nullable Object mutex) {
      this.wrapped = wrapped;
      this.mutex = mutex;
    }

    void lockOn(Object on) {
      mutex = on;
    }

    @Override
    public @Nullable Object invoke(Object proxy, Method method, @Nullable Object[] args)
        throws Throwable {
      if (method.getName().equals("equals") && args != null && args.length == 1
          && args[0] == proxy) {
        return true;
      }
      if (method.getName().equals("spliterator") || method.getName().endsWith("tream")) {
        return call(method, args);
      }
      Object lock = mutex;
      if (lock == null) {
        throw new IllegalStateException("a synchronized wrapper without its mutex");
      }
      Object result;
      enter(lock);
      try {
        result = call(method, args);
      } finally {
        exit(lock);
      }
      return view(method.getReturnType(), result, lock);
    }

    private @Nullable Object call(Method method, @Nullable Object[] args) throws Throwable {
      try {
        return method.invoke(wrapped, args);
      } catch (InvocationTargetException e) {
        throw e.getCause();
      }
    }

    /** Returns a collection, map or iterator the call returned as a view on the same mutex. */
    private static @Nullable Object view(Class<?> type, @Nullable Object result, Object lock) {
      if (result == null || !type.isInterface()) {
        return result;
      }
      for (Class<?> viewed : VIEWS) {
        if (type == viewed) {
          return guarded(type, result, lock);
        }
      }
      return result;
    }
  }

  /** The return types whose values the JDK's wrappers return synchronized on the same mutex. */
  private static final List<Class<?>> VIEWS = List.of(
      Collection.class, List.class, Set.class, SortedSet.class, NavigableSet.class, Map.class,
      SortedMap.class, NavigableMap.class, Iterator.class, ListIterator.class);

  private static void enter(Object lock) {
    if (!Hooks.monitorEnter(lock)) {
      throw new IllegalStateException("a synchronized wrapper made in a run, used outside it");
    }
  }

  private static void exit(Object lock) {
    Hooks.monitorExit(lock);
  }
}
