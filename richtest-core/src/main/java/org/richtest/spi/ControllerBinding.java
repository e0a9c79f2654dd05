package org.richtest.spi;

import org.jspecify.annotations.Nullable;

/**
 * Binds a logical thread to the controller of its run. It is per thread, so runs in parallel never
 * see each other; the engine binds each thread it starts, nothing else should.
 */
public final class ControllerBinding {

  private static final ThreadLocal<@Nullable Controller> BOUND = new ThreadLocal<>();

  private ControllerBinding() {}

  /** Binds the calling thread to {@code controller} for the rest of its life. */
  public static void bind(Controller controller) {
    BOUND.set(controller);
  }

  static @Nullable Controller bound() {
    return BOUND.get();
  }
}
