package org.richtest.internal.schedule;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
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
 *
 * <p>An exploration's engine also keeps a store of what the whole exploration found first, its
 * start over and each explorer it starts included ({@link #around}): each explorer's store hands it
 * the fields it keeps first, and once every run ended the engine asks it which fields read first
 * the exploration leaves changed ({@link #left}).
 */
public final class KeptValues {

  /** How the message of a divergence this store found starts, so the engine can tell it. */
  public static final String READ_KEPT = "a run read state an earlier run left: ";

  /** What stands for null among the values. */
  private static final Object NULL = new Object();

  /** Value-based types, compared by {@code equals} and held strongly: they hold nothing else. */
  private static final Set<Class<?>> VALUES = Set.of(Boolean.class, Character.class, Byte.class,
      Short.class, Integer.class, Long.class, Float.class, Double.class, String.class);

  /** The store of what the exploration the calling thread explores found first, if any. */
  private static final ThreadLocal<@Nullable KeptValues> BOUND = new ThreadLocal<>();

  private final ConcurrentHashMap<Key, First> first = new ConcurrentHashMap<>();
  private final ReferenceQueue<Object> dropped = new ReferenceQueue<>();
  /** Numbers the fields in the order this store first kept them. */
  private final AtomicLong kept = new AtomicLong();
  /** The store of what the whole exploration found first, told of each field this one keeps. */
  private final @Nullable KeptValues start;

  /** Creates a store on its own: what its runs leave is nobody's to compare. */
  public KeptValues() {
    this(null);
  }

  private KeptValues(@Nullable KeptValues start) {
    this.start = start;
  }

  /**
   * Returns {@code task}'s result, computed with {@code start} bound to the calling thread: the
   * stores of the executors it makes there ({@link #forExploration}) tell {@code start} what they
   * keep first.
   */
  public static <T> T around(KeptValues start, Supplier<T> task) {
    KeptValues outer = BOUND.get();
    BOUND.set(start);
    try {
      return task.get();
    } finally {
      BOUND.set(outer);
    }
  }

  /** Returns a new store for an executor, telling the exploration's bound store what it keeps. */
  static KeptValues forExploration() {
    return new KeptValues(BOUND.get());
  }

  /**
   * Returns the divergence if a first read ({@code read}) finds another value than the first one
   * kept for {@code field} of {@code owner}, else null; keeps the value if none is kept yet, with
   * {@code value} to read it again at the end if the access is a read.
   */
  @Nullable NondeterminismException check(@Nullable Object owner, String field,
      Supplier<@Nullable Object> value, boolean read) {
    forgetDropped();
    First kept = first.get(new Key(owner, field, null));
    if (kept == null) {
      Object now = value.get();
      First mine = new First(held(now), read ? value : null, this.kept.getAndIncrement());
      kept = first.putIfAbsent(new Key(owner, field, dropped), mine);
      if (kept == null) {
        if (start != null) {
          start.keepFirst(owner, field, mine);
        }
        return null;
      }
      metAgain(owner, field, kept);
      if (!read) {
        return null;
      }
      return same(kept.value(), now) ? null : diverged(owner, field, kept.value(), now);
    }
    metAgain(owner, field, kept);
    if (!read) {
      return null;
    }
    Object now = value.get();
    return same(kept.value(), now) ? null : diverged(owner, field, kept.value(), now);
  }

  private void keepFirst(@Nullable Object owner, String field, First value) {
    forgetDropped();
    First kept = first.putIfAbsent(new Key(owner, field, dropped),
        new First(value.value(), value.again(), this.kept.getAndIncrement()));
    if (kept != null) {
      kept.meet();
    }
  }

  /**
   * Marks {@code kept}, the entry of {@code field} of {@code owner}, as met by a later run than
   * the one that kept it (each run accesses a field first once), here and in the start's store.
   */
  private void metAgain(@Nullable Object owner, String field, First kept) {
    kept.meet();
    if (start != null) {
      First started = start.first.get(new Key(owner, field, null));
      if (started != null) {
        started.meet();
      }
    }
  }

  /**
   * Returns the fields whose first access was a read and that hold another value now, their objects
   * still living, in the order of their names, then of their first access: what the exploration
   * leaves changed. Compared are static fields, fields of {@code program} and fields met again in a
   * later run than the one that kept them: a field of another object met in one run only may be of
   * an object that run made without the agent seeing it made (in its own constructor, by {@code
   * clone}), which only the collector, at a time of its own, would drop. To be called once every
   * run ended, since it reads the fields.
   */
  public List<Left> left(@Nullable Object program) {
    forgetDropped();
    List<Map.Entry<Left, Long>> left = new ArrayList<>();
    for (Map.Entry<Key, First> entry : first.entrySet()) {
      First kept = entry.getValue();
      Supplier<@Nullable Object> again = kept.again();
      Object owner = entry.getKey().get();
      boolean isStatic = entry.getKey().isStatic;
      if (again == null || (!isStatic && (owner == null || (owner != program && !kept.metAgain)))) {
        continue;
      }
      Object now = again.get();
      if (!same(kept.value(), now)) {
        left.add(Map.entry(new Left(where(owner, entry.getKey().field), isStatic,
            shownKept(kept.value()), shown(now)), kept.order()));
      }
    }
    left.sort(Comparator.<Map.Entry<Left, Long>, String>comparing(
        named -> fieldOf(named.getKey())).thenComparing(Map.Entry::getValue));
    return left.stream().map(Map.Entry::getKey).toList();
  }

  /** Returns the class and field name {@code left} names, without its object. */
  private static String fieldOf(Left left) {
    String field = left.where().substring(left.isStatic() ? "static field ".length()
        : "field ".length());
    int of = field.indexOf(" of ");
    return of < 0 ? field : field.substring(0, of);
  }

  /**
   * Clears every weak reference this store holds to {@code object}, as the collector does once it
   * is dropped: for tests, which cannot make the collector run when they need it.
   */
  void collected(Object object) {
    for (Map.Entry<Key, First> entry : first.entrySet()) {
      if (entry.getKey().get() == object) {
        entry.getKey().enqueue();
      }
      if (entry.getValue().value() instanceof WeakReference<?> held && held.get() == object) {
        held.clear();
      }
    }
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
    if (kept instanceof WeakReference<?> object) {
      Object then = object.get();
      return then != null && then == now;
    }
    return kept.equals(now);
  }

  private static NondeterminismException diverged(
      @Nullable Object owner, String field, Object kept, @Nullable Object now) {
    return new NondeterminismException(READ_KEPT + where(owner, field) + " read " + shown(now)
        + " where an earlier run found it as " + shownKept(kept)
        + ": a run changed it and a later one read it before writing it, which the runs do not"
        + " model (they start from the value the first run read); set it at the start of run(),"
        + " or make its object inside run()");
  }

  private static String where(@Nullable Object owner, String field) {
    return owner == null ? "static field " + field : "field " + field + " of " + named(owner);
  }

  private static String shownKept(Object kept) {
    Object then = kept instanceof WeakReference<?> object ? object.get() : kept;
    return then == null && kept != NULL ? "an object since dropped" : shown(then);
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
   * The value a field held at its first access, what reads it again if that access was a read,
   * the store's number of the field, and whether a later run met it again.
   */
  private static final class First {
    private final Object value;
    private final @Nullable Supplier<@Nullable Object> again;
    private final long order;
    private volatile boolean metAgain;

    First(Object value, @Nullable Supplier<@Nullable Object> again, long order) {
      this.value = value;
      this.again = again;
      this.order = order;
    }

    /**
     * Marks this field as met again. Tests first, since the workers of a parallel exploration meet
     * the same fields on every run: a write each time would move the entry's cache line between
     * their cores, where a read of a line nobody writes any more stays in each core's cache.
     */
    void meet() {
      if (!metAgain) {
        metAgain = true;
      }
    }

    Object value() {
      return value;
    }

    @Nullable Supplier<@Nullable Object> again() {
      return again;
    }

    long order() {
      return order;
    }
  }

  /**
   * A field read first that an exploration leaves changed.
   *
   * @param where the field and its object ("field C.f of C@1f"), or "static field C.f"
   * @param isStatic whether it is a static field
   * @param found the value the exploration found it holding
   * @param leaves the value it holds now
   */
  public record Left(String where, boolean isStatic, String found, String leaves) {

    /** Returns whether {@code diverged}, a divergence of a run's first read, is of this field. */
    public boolean startedOver(NondeterminismException diverged) {
      return String.valueOf(diverged.getMessage()).startsWith(READ_KEPT + where + " read ");
    }

    /** Returns the warning that the exploration leaves this field changed, and what to do. */
    public String warning() {
      return "the exploration leaves " + where + " as " + leaves + " where it found it as " + found
          + " when its runs first read it; " + later() + " from " + leaves
          + ", not from the state explored here: set it at the start of run()"
          + (isStatic ? "" : ", or make its object inside run()");
    }

    /** Returns what a warning naming this field already adds that it is left changed. */
    public String clause() {
      return "; the exploration leaves that field as " + leaves + ", and " + later()
          + " from there";
    }

    private String later() {
      return isStatic ? "a later exploration or test in the same class loader starts"
          : "a later exploration or test of the same object starts";
    }
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
