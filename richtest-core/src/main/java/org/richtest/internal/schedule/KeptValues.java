package org.richtest.internal.schedule;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.NondeterminismException;

/**
 * The values that fields of objects outliving a run, and static fields, held when the first run of
 * an exploration touched them ({@link org.richtest.spi.Controller#initialValue}): one store per
 * exploration, shared by its workers. A run whose first read of such a field finds another value
 * reads what an earlier run left there, which the field's initial write does not say, so the runs
 * that would read the first value are missing (docs/decisions.md, "State kept across runs").
 * Objects are held weakly, so objects made by a run and dropped leave nothing behind.
 */
public final class KeptValues {

  /** How the message of a divergence this store found starts, so the engine can tell it. */
  public static final String READ_KEPT = "a run read state an earlier run left: ";

  /** What stands for null among the values. */
  private static final Object NULL = new Object();

  /** Value-based types, compared by {@code equals} and held strongly: they hold nothing else. */
  private static final Set<Class<?>> VALUES = Set.of(Boolean.class, Character.class, Byte.class,
      Short.class, Integer.class, Long.class, Float.class, Double.class, String.class);

  private final ConcurrentHashMap<Key, Object> first = new ConcurrentHashMap<>();
  private final ReferenceQueue<Object> dropped = new ReferenceQueue<>();

  /**
   * Returns the divergence if a first read ({@code read}) finds another value than the first one
   * kept for {@code field} of {@code owner}, else null; keeps the value if none is kept yet.
   */
  @Nullable NondeterminismException check(@Nullable Object owner, String field,
      Supplier<@Nullable Object> value, boolean read) {
    forgetDropped();
    Object kept = first.get(new Key(owner, field, null));
    if (kept == null) {
      Object now = value.get();
      kept = first.putIfAbsent(new Key(owner, field, dropped), held(now));
      if (kept == null || !read) {
        return null;
      }
      return same(kept, now) ? null : diverged(owner, field, kept, now);
    }
    if (!read) {
      return null;
    }
    Object now = value.get();
    return same(kept, now) ? null : diverged(owner, field, kept, now);
  }

  /** Returns how many fields have a value kept, for tests. */
  int size() {
    forgetDropped();
    return first.size();
  }

  private void forgetDropped() {
    for (Reference<?> gone = dropped.poll(); gone != null; gone = dropped.poll()) {
      first.remove(gone);
    }
  }

  private static Object held(@Nullable Object value) {
    if (value == null) {
      return NULL;
    }
    return VALUES.contains(value.getClass()) ? value : new WeakReference<>(value);
  }

  private static boolean same(Object kept, @Nullable Object now) {
    if (kept == NULL) {
      return now == null;
    }
    return kept instanceof WeakReference<?> object ? object.get() == now : kept.equals(now);
  }

  private static NondeterminismException diverged(
      @Nullable Object owner, String field, Object kept, @Nullable Object now) {
    String where = owner == null ? "static field " + field : "field " + field + " of " + named(owner);
    Object then = kept instanceof WeakReference<?> object ? object.get() : kept;
    return new NondeterminismException(READ_KEPT + where + " read " + shown(now)
        + " where an earlier run found it as " + (then == null && kept != NULL
            ? "an object since dropped" : shown(then))
        + ": a run changed it and a later one read it before writing it, which the runs do not"
        + " model (they start from the value the first run read); set it at the start of run(),"
        + " or make its object inside run()");
  }

  private static String shown(@Nullable Object value) {
    if (value == null || value == NULL) {
      return "null";
    }
    return VALUES.contains(value.getClass()) ? String.valueOf(value) : named(value);
  }

  /** Names an object without calling its code, which may be the program's. */
  private static String named(Object object) {
    return object.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(object));
  }

  /**
   * A field of an object held weakly, or a static field (no object); the hash taken while the
   * object lived, so that the entry can be found and removed once it is dropped.
   */
  private static final class Key extends WeakReference<@Nullable Object> {
    private final String field;
    private final boolean isStatic;
    private final int hash;

    Key(@Nullable Object owner, String field, @Nullable ReferenceQueue<Object> queue) {
      super(owner, owner == null ? null : queue);
      this.field = field;
      this.isStatic = owner == null;
      this.hash = System.identityHashCode(owner) * 31 + field.hashCode();
    }

    @Override
    public boolean equals(Object other) {
      if (this == other) {
        return true;
      }
      if (!(other instanceof Key key) || !field.equals(key.field) || isStatic != key.isStatic) {
        return false;
      }
      Object owner = get();
      return isStatic || (owner != null && owner == key.get());
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }
}
