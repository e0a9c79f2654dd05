package org.richtest.agent.runtime;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.VariableObject;

/**
 * The shared variables of one run that stand for fields: one per object and field for an instance
 * field, one per field for a static one, each created (registered, with its initial write) at its
 * first use in the run, or when the program allocates its object. Per run (a {@link
 * Controller#attachment}) and keyed by identity, so nothing leaks from one run into the next.
 */
final class FieldVariables {

  private static final Object KEY = new Object();

  /**
   * The instance fields of each class that may be shared variables (not final, not synthetic, not
   * the JDK's), its superclasses' first; class metadata only.
   */
  private static final ClassValue<List<Field>> SHARED_FIELDS = new ClassValue<>() {
    @Override
    protected List<Field> computeValue(Class<?> type) {
      List<Field> fields = new ArrayList<>();
      if (type.getSuperclass() != null) {
        fields.addAll(get(type.getSuperclass()));
      }
      if (!type.getName().startsWith("java.") && !type.getName().startsWith("jdk.")) {
        for (Field field : type.getDeclaredFields()) {
          int modifiers = field.getModifiers();
          if (!Modifier.isStatic(modifiers) && !Modifier.isFinal(modifiers)
              && !field.isSynthetic()) {
            fields.add(field);
          }
        }
      }
      return List.copyOf(fields);
    }
  };

  /**
   * A field's shared variable, or an array's or a checked object's: its line orders the writes,
   * reads take the latest.
   */
  static final class Variable extends VariableObject {
    /** Whether it is a field's, whose reads read its one value, not an array's or an object's. */
    private final boolean oneValue;
    /**
     * The field, if the run made its variable at its first use in an object the run did not make
     * (or a static one), until the run's first access: null for most variables.
     */
    private @Nullable KeptField kept;

    Variable(String name) {
      this(name, true);
    }

    Variable(String name, boolean oneValue) {
      super(name);
      this.oneValue = oneValue;
    }

    /** A field's reads read its value; an array's read one element, an object's one call's. */
    @Override
    public boolean readsOneValue() {
      return oneValue;
    }

    /** The initial write; after the variable is in the map, so a second thread finds this one. */
    void init() {
      initialize();
    }

    void read() {
      firstAccess(true);
      controller().read(this);
    }

    void write() {
      write("write");
    }

    /** A write named {@code operation} on the variable's line (a method, for an object). */
    void write(String operation) {
      write(operation, false);
    }

    /**
     * A write named {@code operation} that reads the value it replaces ({@code reads}: an
     * increment), so that a first access by it is a read of what an earlier run left.
     */
    void write(String operation, boolean reads) {
      firstAccess(reads);
      controller().call(this, operation);
    }

    /**
     * Tells the controller, at the run's first access of a field it did not make, what the field
     * holds before the access: one thread runs at a time, so nothing of this run wrote it yet.
     */
    private void firstAccess(boolean read) {
      KeptField field = kept;
      if (field != null) {
        kept = null;
        field.firstAccess(controller(), read);
      }
    }

    /**
     * A compare-and-set named {@code operation}: a retry of the thread's failed ones here, with
     * nothing done since, waits for a write (docs/decisions.md, "Spin loops"); call {@link
     * #failed} right after, if it failed.
     */
    void compareAndSet(String operation) {
      firstAccess(true);
      compareAndSetCall(operation);
    }

    /** The compare-and-set {@link #compareAndSet} issued failed: it wrote nothing. */
    void failed() {
      compareAndSetFailed();
    }
  }

  private final Map<Object, Map<String, Variable>> instanceFields = new IdentityHashMap<>();
  private final Map<String, Variable> staticFields = new HashMap<>();
  private final Map<String, Integer> names = new HashMap<>();
  /** The arrays stored in explored {@code field[]}s, each one variable for all its elements. */
  private final Map<Object, Variable> arrays = new IdentityHashMap<>();

  static FieldVariables of(Controller run) {
    return run.attachment(KEY, k -> new FieldVariables());
  }

  /**
   * Returns the variable of field {@code field} of {@code target} (null: the static field of {@code
   * className}), creating it, with its initial write by the calling thread, on first use.
   */
  Variable variable(@Nullable Object target, String className, String field) {
    return variable(target, className, field, true);
  }

  /**
   * As {@link #variable(Object, String, String)}; {@code kept} says whether the object (if any) may
   * be one the run did not make, whose field may hold what an earlier run left ({@link KeptField}).
   */
  private Variable variable(
      @Nullable Object target, String className, String field, boolean kept) {
    Map<String, Variable> fields = target == null
        ? staticFields
        : instanceFields.computeIfAbsent(target, k -> new HashMap<>(4));
    String key = target == null ? className + "." + field : field;
    Variable variable = fields.get(key);
    if (variable == null) {
      variable = new Variable(name(className, field));
      if (kept) {
        variable.kept = new KeptField(target, className, field);
      }
      fields.put(key, variable);
      // The initial write waits for the controller, and another thread may touch the field
      // meanwhile: it must find this variable, not make a second one for the same field.
      variable.init();
    }
    return variable;
  }

  /**
   * Makes {@code array}, just stored in field {@code field} of {@code className} whose elements are
   * explored, one shared variable ({@code Holder.items[]@writer}) with its initial write by the
   * calling thread, unless it is one already. The name carries the storing thread: two threads may
   * each make one before either's initial write is scheduled, and a name counted across threads
   * would then depend on which came first in real time, not in the sequence.
   */
  void exploredArray(Controller run, Object array, String className, String field) {
    if (!arrays.containsKey(array)) {
      Variable variable = new Variable(
          name(className, field + "[]@" + run.currentThread().name()), false);
      arrays.put(array, variable);
      variable.init();
    }
  }

  /** Returns the variable of {@code array} if its elements are explored, else null. */
  @Nullable Variable array(Object array) {
    return arrays.isEmpty() ? null : arrays.get(array);
  }

  /**
   * Creates the variables of the volatile and explored fields of an object the calling thread has
   * just allocated, so that their initial writes are that thread's whichever thread reads first.
   */
  void allocated(Controller run, Object object) {
    for (Field field : SHARED_FIELDS.get(object.getClass())) {
      String className = field.getDeclaringClass().getName();
      if (Modifier.isVolatile(field.getModifiers())
          || run.exploresField(className, field.getName())) {
        variable(object, className, field.getName(), false);
      }
    }
  }

  /** Returns {@code Counter.value}, then {@code Counter.value~2}, … for later objects. */
  private String name(String className, String field) {
    String base = className.substring(className.lastIndexOf('.') + 1) + "." + field;
    int k = names.merge(base, 1, Integer::sum);
    return k == 1 ? base : base + "~" + k;
  }
}
