package org.richtest.agent.runtime;

import com.google.common.collect.MapMaker;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.event.LineDescription;
import org.richtest.spi.Controller;
import org.richtest.spi.ControllerBinding;
import org.richtest.sync.concurrent.CompletableFuture;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * What rewritten application code calls instead of the JVM's concurrency: under an exploration the
 * modelled operation ({@link ObjectMonitor} for monitors, logical threads for {@code Thread}),
 * outside one exactly the original. Public because rewritten classes in any package call it; not an
 * API to call by hand.
 */
public final class Hooks {

  /** The run that models each object's monitor, to catch a thread outside the run touching it. */
  private static final Map<Object, Controller> MODELLED =
      new MapMaker().weakKeys().weakValues().makeMap();

  private static volatile boolean spuriousWakeups;

  private Hooks() {}

  /** Sets whether an untimed {@code wait} may return without a notify (the agent's option). */
  public static void configure(boolean allowSpuriousWakeups) {
    spuriousWakeups = allowSpuriousWakeups;
  }

  static @Nullable Controller exploring() {
    Controller current = Controller.current();
    return current.isControlled() ? current : null;
  }

  private static ObjectMonitor monitor(Controller run, Object lock) {
    return run.attachment(lock, key -> {
      ObjectMonitor monitor = new ObjectMonitor(ObjectNames.of(run, key), spuriousWakeups);
      MODELLED.put(key, run);
      return monitor;
    });
  }

  /**
   * Takes {@code lock}'s modelled monitor under an exploration and returns true; returns false
   * outside one, where the caller runs the real {@code monitorenter}.
   *
   * @throws IllegalStateException if a thread outside the run locks an object a run models
   */
  public static boolean monitorEnter(Object lock) {
    Controller run = exploring();
    if (run == null) {
      checkUnmanaged(lock, "synchronized");
      return false;
    }
    monitor(run, lock).enter();
    return true;
  }

  /**
   * Leaves {@code lock}'s modelled monitor under an exploration; false: the real one. In a run that
   * ended early it does nothing: javac's handler of a {@code synchronized} block covers its own
   * {@code monitorexit} and would retry a throwing one for ever.
   */
  public static boolean monitorExit(Object lock) {
    Controller run = exploring();
    if (run == null) {
      return false;
    }
    if (!run.isAborted()) {
      monitor(run, lock).exit();
    }
    return true;
  }

  private static void checkUnmanaged(Object lock, String operation) {
    Controller owner = MODELLED.get(lock);
    if (owner != null) {
      IllegalStateException misuse = new IllegalStateException(
          operation + " on " + ObjectNames.describe(lock) + " from thread '"
              + Thread.currentThread().getName() + "', which the run exploring it does not manage"
              + "; start threads of the program under test inside the program");
      owner.reportMisuse(misuse);
      throw misuse;
    }
  }

  /** {@code lock.wait()}. */
  public static void waitOn(Object lock) throws InterruptedException {
    Controller run = exploring();
    if (run == null) {
      lock.wait();
    } else {
      monitor(run, lock).await(false);
    }
  }

  /** {@code lock.wait(millis)}; under an exploration its timeout is explored. */
  public static void waitOn(Object lock, long millis) throws InterruptedException {
    Controller run = exploring();
    if (run == null) {
      lock.wait(millis);
    } else {
      if (millis < 0) {
        throw new IllegalArgumentException("timeout value is negative");
      }
      if (monitor(run, lock).await(millis > 0) && millis > 0) {
        run.timePassed(TimeUnit.MILLISECONDS.toNanos(millis));
      }
    }
  }

  /** {@code lock.wait(millis, nanos)}; under an exploration its timeout is explored. */
  public static void waitOn(Object lock, long millis, int nanos) throws InterruptedException {
    Controller run = exploring();
    if (run == null) {
      lock.wait(millis, nanos);
    } else {
      if (millis < 0 || nanos < 0 || nanos > 999_999) {
        throw new IllegalArgumentException("timeout value out of range");
      }
      boolean timed = millis > 0 || nanos > 0;
      if (monitor(run, lock).await(timed) && timed) {
        run.timePassed(TimeUnit.MILLISECONDS.toNanos(millis) + nanos);
      }
    }
  }

  /** {@code lock.notify()}; under an exploration which waiter it wakes is explored. */
  public static void notifyOne(Object lock) {
    Controller run = exploring();
    if (run == null) {
      lock.notify();
    } else {
      monitor(run, lock).notifyOne();
    }
  }

  /** {@code lock.notifyAll()}. */
  public static void notifyAllOf(Object lock) {
    Controller run = exploring();
    if (run == null) {
      lock.notifyAll();
    } else {
      monitor(run, lock).notifyAllWaiters();
    }
  }

  /**
   * {@code Thread.holdsLock(lock)}: under an exploration whether the calling logical thread owns
   * the object's modelled monitor (the JVM's own monitor is never taken there).
   */
  public static boolean holdsLock(Object lock) {
    Controller run = exploring();
    return run == null ? Thread.holdsLock(lock) : monitor(run, lock).isHeldByCurrentThread();
  }

  /**
   * {@code Thread.sleep(millis)}: under an exploration no wait, but an interruption point (an event
   * on the caller's interrupt line) and an advance of the run's logical clock: every order of
   * events is explored anyway, and only the run's own sleeps and timeouts make its time pass. One
   * repeating a sleep with nothing done since waits for an interrupt ({@link Controller#sleep}).
   */
  public static void sleep(long millis) throws InterruptedException {
    Controller run = exploring();
    if (run == null) {
      Thread.sleep(millis);
    } else {
      slept(run, TimeUnit.MILLISECONDS.toNanos(millis));
    }
  }

  /**
   * A sleep of {@code nanos} under an exploration: an interruption point (or, repeating one with
   * nothing done since, a wait for an interrupt), then the run's logical clock advances by the sleep
   * (docs/decisions.md, "Logical time", "Timed operations").
   */
  static void slept(Controller run, long nanos) throws InterruptedException {
    if (nanos < 0) {
      throw new IllegalArgumentException("timeout value is negative");
    }
    run.sleep();
    run.timePassed(nanos);
  }

  /** {@code Thread.sleep(millis, nanos)}: under an exploration as {@link #sleep(long)}. */
  public static void sleep(long millis, int nanos) throws InterruptedException {
    Controller run = exploring();
    if (run == null) {
      Thread.sleep(millis, nanos);
    } else {
      if (nanos < 0 || nanos > 999_999) {
        throw new IllegalArgumentException("nanosecond timeout value out of range");
      }
      slept(run, TimeUnit.MILLISECONDS.toNanos(millis) + nanos);
    }
  }

  /** {@code Thread.sleep(duration)}: under an exploration as {@link #sleep(long)}. */
  public static void sleep(Duration duration) throws InterruptedException {
    Controller run = exploring();
    if (run == null) {
      Thread.sleep(duration);
    } else {
      slept(run, Math.max(0, TimeUnit.NANOSECONDS.convert(duration))); // negative: no sleep
    }
  }

  /** {@code Thread.yield()}: nothing under an exploration, where every order is explored anyway. */
  public static void yieldThread() {
    if (exploring() == null) {
      Thread.yield();
    }
  }

  /** {@code Thread.onSpinWait()}: nothing under an exploration. */
  public static void onSpinWait() {
    if (exploring() == null) {
      Thread.onSpinWait();
    }
  }

  /**
   * Records an object the program allocated, so that its monitor can be named by it, and creates
   * the shared variables of its {@code volatile} (and explored) fields, and of the object itself if
   * its calls are explored, in the allocating thread.
   */
  public static void allocated(Object object) {
    Controller run = exploring();
    if (run != null) {
      if (object instanceof Thread thread) {
        RunThreads.of(run).constructed(run, thread);
      }
      ObjectNames.allocated(run, object);
      FieldVariables.of(run).allocated(run, object);
      CheckedObjects.of(run).allocated(run, object);
    }
  }

  /** Records an object made for the program under an exploration, named as a {@code kind}. */
  static void allocatedAs(Object object, String kind) {
    Controller run = exploring();
    if (run != null) {
      ObjectNames.allocated(run, object, kind);
    }
  }

  /**
   * Describes an object the program allocated and stored at once in a field or local variable
   * called {@code label}, made as {@code origin} says ({@code ReentrantLock made at Bank.java:7}),
   * so that reports name its line so; does nothing outside an exploration.
   */
  public static void stored(Object object, String label, String origin) {
    Controller run = exploring();
    if (run != null) {
      ObjectNames.describe(run, object, new LineDescription(label, origin));
    }
  }

  /** Records an object a class initializer allocated. */
  public static void allocatedStatic(Object object, String owner) {
    ObjectNames.allocatedStatic(object, owner);
  }

  /**
   * Fails under an exploration, where {@code what} would run uncontrolled; does nothing outside.
   *
   * @throws UnsupportedOperationException under an exploration
   */
  public static void notModelled(String what) {
    Controller run = exploring();
    if (run != null) {
      UnsupportedOperationException misuse = new UnsupportedOperationException(
          what + " is not modelled by RichTest: an exploration cannot control it, so its threads"
              + " would run unexplored");
      run.reportMisuse(misuse);
      throw misuse;
    }
  }

  /**
   * {@code stage.toCompletableFuture()}, whose result rewritten code holds as RichTest's drop-in:
   * the stage itself if it is one (as the JDK's future returns itself), otherwise, outside an
   * exploration, a drop-in forwarding to the stage's JDK future.
   *
   * @throws UnsupportedOperationException under exploration, for a stage that is not a drop-in
   */
  public static <T> CompletableFuture<T> toCompletableFuture(CompletionStage<T> stage) {
    return CompletableFuture.from(stage);
  }

  /**
   * Begins a class's static initializer: what it does is not controlled, as the JVM makes class
   * initialization atomic, so every run finds the class as the first left it and no run makes
   * events the next does not (docs/decisions.md, "The agent"). Paired with {@link
   * #exitClassInit()} on every way out of the initializer.
   */
  public static void enterClassInit() {
    ControllerBinding.suspend();
  }

  /** Ends a class's static initializer begun with {@link #enterClassInit()}. */
  public static void exitClassInit() {
    ControllerBinding.restore();
  }

  /**
   * Notes, in the run of the calling thread if it belongs to one, synchronization in code the agent
   * observes but does not rewrite; {@code note} says where and how to have it rewritten.
   */
  public static void uncontrolled(String note) {
    Controller controller = Controller.current();
    if (controller.isControlled()) {
      controller.uncontrolled(note);
    }
  }

  /** Returns the exception a bridge for a method a drop-in lacks throws. */
  public static RuntimeException unsupported(String message) {
    return new UnsupportedOperationException(message);
  }
}
