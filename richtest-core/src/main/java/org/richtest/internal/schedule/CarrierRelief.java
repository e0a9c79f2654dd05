package org.richtest.internal.schedule;

import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * What gives the carrier of an explorer's runs one more platform thread: an explorer's own carrier
 * has one, and a virtual thread that parks where it cannot unmount (a class initializer or a native
 * frame on its stack; before JDK 24 also a monitor it holds) parks that thread with it, so the
 * thread it handed the baton to cannot run. The watchdog, finding the baton granted to a thread
 * that has not run, asks for a spare at once instead of stopping the run. An explorer's thread
 * binds it; the watchdog takes it for every run that thread waits for. No binding: the JDK's shared
 * scheduler, whose other carriers run the thread.
 */
public final class CarrierRelief {

  private static final ThreadLocal<@Nullable BooleanSupplier> BOUND = new ThreadLocal<>();

  private CarrierRelief() {}

  /**
   * Binds {@code spare} to the calling thread, an explorer: it gives the carrier of the calling
   * thread one more thread, and returns false if the carrier has had as many as it gets.
   */
  public static void bind(BooleanSupplier spare) {
    BOUND.set(spare);
  }

  /** Returns what gives the calling thread's carrier a spare, or null if none is bound. */
  static @Nullable BooleanSupplier bound() {
    return BOUND.get();
  }
}
