package org.richtest.agent.runtime;

import com.google.common.collect.MapMaker;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.richtest.event.LineDescription;
import org.richtest.spi.Controller;
import org.richtest.spi.Describable;

/**
 * Deterministic names for plain Java objects, so that an object's monitor has the same line name in
 * every run: an object the program allocated in a run is named by its allocating thread and how many
 * objects that thread had allocated ({@code Object@T1.3}); one allocated by a class initializer by
 * the class and its rank there ({@code Cache.static1}, the same in every run and every JVM); a class
 * object by the class ({@code com.acme.Cache.class}); any other object (allocated by the JDK, or
 * before the exploration) by its class and the order in which the run first named such objects
 * ({@code ArrayList~1}).
 */
final class ObjectNames {

  /** Objects allocated by class initializers: they outlive runs, so their names are kept for good. */
  private static final Map<Object, String> STATICS = new MapMaker().weakKeys().makeMap();

  private static final Map<String, Integer> STATIC_COUNTS = new ConcurrentHashMap<>();

  private ObjectNames() {}

  /** Records an object allocated by the static initializer of class {@code owner}. */
  static void allocatedStatic(Object object, String owner) {
    int rank = STATIC_COUNTS.merge(owner, 1, Integer::sum);
    STATICS.putIfAbsent(object, owner.substring(owner.lastIndexOf('.') + 1) + ".static" + rank);
  }

  /** Records an object the calling thread of run {@code run} allocated. */
  static void allocated(Controller run, Object object) {
    allocated(run, object, RunNames.simpleName(object));
  }

  /** Records an object the calling thread of run {@code run} made, named as a {@code kind}. */
  static void allocated(Controller run, Object object, String kind) {
    run.attachment(RunNames.KEY, k -> new RunNames())
        .allocated(run.currentThread().name(), object, kind);
  }

  /** Returns a description of {@code object} for messages: its class and identity. */
  static String describe(Object object) {
    return object.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(object));
  }

  /**
   * Describes {@code object} in run {@code run}: a drop-in (or a condition) describes itself, any
   * other object the line of its monitor, by the name it has there.
   */
  static void describe(Controller run, Object object, LineDescription description) {
    if (object instanceof Describable describable) {
      describable.describe(description);
    } else {
      run.describe(of(run, object), description);
    }
  }

  /** Returns the name of {@code object} in run {@code run}. */
  static String of(Controller run, Object object) {
    if (object instanceof Class<?> type) {
      return type.getName() + ".class";
    }
    String name = STATICS.get(object);
    return name != null ? name : run.attachment(RunNames.KEY, k -> new RunNames()).nameOf(object);
  }

  /** The names of one run. */
  private static final class RunNames {
    static final Object KEY = new Object();

    private final Map<Object, String> names = new IdentityHashMap<>();
    private final Map<String, Integer> allocations = new HashMap<>();
    private final Map<String, Integer> encounters = new HashMap<>();

    void allocated(String thread, Object object, String kind) {
      int rank = allocations.merge(thread, 1, Integer::sum);
      names.put(object, kind + "@" + thread + "." + rank);
    }

    String nameOf(Object object) {
      return names.computeIfAbsent(object, o -> {
        String simple = simpleName(o);
        return simple + "~" + encounters.merge(simple, 1, Integer::sum);
      });
    }

    static String simpleName(Object object) {
      String name = object.getClass().getName();
      return name.substring(name.lastIndexOf('.') + 1);
    }
  }
}
