package org.richtest.spi;

import org.jspecify.annotations.Nullable;

/**
 * Binds a logical thread to the controller of its run. It is per thread, so runs in parallel never
 * see each other; the engine binds each thread it starts, nothing else should.
 */
public final class ControllerBinding {

  private static final ThreadLocal<@Nullable Controller> BOUND = new ThreadLocal<>();
  /** Per thread: the bindings {@link #suspend} set aside, innermost last. */
  private static final ThreadLocal<@Nullable Controller[]> SUSPENDED = new ThreadLocal<>();

  private ControllerBinding() {}

  /** Binds the calling thread to {@code controller} for the rest of its life. */
  public static void bind(Controller controller) {
    BOUND.set(controller);
  }

  /**
   * Sets the calling thread's binding aside until {@link #restore}: what it does meanwhile is not
   * controlled, as a class initializer's work is atomic in the JVM (the agent brackets every static
   * initializer so). Calls nest.
   */
  public static void suspend() {
    Controller[] stack = SUSPENDED.get();
    int depth = stack == null ? 0 : stack.length;
    Controller[] grown = new Controller[depth + 1];
    if (stack != null) {
      System.arraycopy(stack, 0, grown, 0, depth);
    }
    grown[depth] = BOUND.get();
    SUSPENDED.set(grown);
    BOUND.remove();
  }

  /** Restores the binding the innermost {@link #suspend} of the calling thread set aside. */
  public static void restore() {
    Controller[] stack = SUSPENDED.get();
    if (stack == null) {
      return;
    }
    Controller previous = stack[stack.length - 1];
    if (stack.length == 1) {
      SUSPENDED.remove();
    } else {
      SUSPENDED.set(java.util.Arrays.copyOf(stack, stack.length - 1));
    }
    if (previous == null) {
      BOUND.remove();
    } else {
      BOUND.set(previous);
    }
  }

  static @Nullable Controller bound() {
    return BOUND.get();
  }
}
