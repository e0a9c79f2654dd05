package org.richtest.sync;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;
import org.richtest.sync.internal.concurrent.ModelledPermit;

/**
 * A thread of a program under test. During an exploration it is a logical thread run under control
 * (its start and join are causal edges, not events); outside one it is a platform thread.
 */
public final class RichThread {

  /** The code a thread runs; unlike {@link Runnable} it may throw. */
  @FunctionalInterface
  public interface Body {
    /** Runs the thread's code. */
    void run() throws Exception;
  }

  private final Controller controller;
  private final String name;
  private final Body body;
  private @Nullable ThreadHandle handle;
  /** Outside an exploration: the platform thread, once it runs, and an unpark that came before. */
  private @Nullable Thread running;
  private boolean unparkedEarly;

  /** Creates a thread named {@code P.k}, the k-th child of the creating thread {@code P}. */
  public RichThread(Body body) {
    this(null, body);
  }

  /**
   * Creates a thread with the given name.
   *
   * @throws IllegalArgumentException if a thread or object of the run already has that name
   */
  public RichThread(@Nullable String name, Body body) {
    this.controller = Controller.current();
    this.name = controller.nameThread(name);
    this.body = body;
  }

  /** Creates and starts a thread. */
  public static RichThread start(String name, Body body) {
    RichThread thread = new RichThread(name, body);
    thread.start();
    return thread;
  }

  /**
   * Sleeps for {@code millis} milliseconds; under an exploration it does not wait. Time does not
   * pass in an explored run: a sleep can only change which order events happen in, and every order
   * is explored anyway. A sleep is an interruption point, though: it throws if the thread is
   * interrupted, and under an exploration that check is an event on the thread's interrupt line.
   * A sleep that repeats one with nothing done by the thread since waits for an interrupt, as
   * nothing else could change what the thread does next (a timed deadlock if nothing comes).
   *
   * @throws InterruptedException if the calling thread is interrupted
   */
  public static void sleep(long millis) throws InterruptedException {
    Controller controller = Controller.current();
    if (controller.isControlled()) {
      controller.sleep();
    } else {
      Thread.sleep(millis);
    }
  }

  /** Sleeps for {@code duration}; under an exploration as {@link #sleep(long)}. */
  public static void sleep(java.time.Duration duration) throws InterruptedException {
    Controller controller = Controller.current();
    if (controller.isControlled()) {
      controller.sleep();
    } else {
      Thread.sleep(duration);
    }
  }

  /**
   * Returns and clears the calling thread's interrupt status, as {@link Thread#interrupted()};
   * under an exploration an event on the thread's interrupt line.
   */
  public static boolean interrupted() {
    return Controller.current().interrupted();
  }

  /**
   * Returns the calling thread's interrupt status, leaving it as it is, as {@code
   * Thread.currentThread().isInterrupted()}; under an exploration an event on its interrupt line.
   */
  public static boolean isCurrentInterrupted() {
    Controller controller = Controller.current();
    return controller.isInterrupted(controller.currentThread());
  }

  /**
   * Sets the calling thread's interrupt status, as {@code Thread.currentThread().interrupt()} does
   * to pass an interrupt on after catching {@link InterruptedException}.
   */
  public static void interruptCurrent() {
    Controller controller = Controller.current();
    controller.interrupt(controller.currentThread());
  }

  /** Returns the thread's deterministic name. */
  public String name() {
    return name;
  }

  /**
   * Starts the thread.
   *
   * @throws IllegalStateException if it was started before, or is started from another run
   */
  public void start() {
    if (handle != null) {
      throw new IllegalStateException("thread " + name + " was already started");
    }
    checkSameController();
    handle = controller.start(name, () -> {
      try {
        if (!controller.isControlled()) {
          runningOn(Thread.currentThread());
        }
        body.run();
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Exception e) {
        throw new IllegalStateException("thread " + name + " threw " + e, e);
      }
    });
  }

  /**
   * Waits until the thread has terminated, as {@link Thread#join()}: an interruption point while
   * the thread lives; a join of a thread that has ended returns whatever the interrupt status.
   *
   * @throws InterruptedException if the calling thread is interrupted before the thread's end
   * @throws IllegalStateException if the thread was never started
   */
  public void join() throws InterruptedException {
    ThreadHandle started = handle;
    if (started == null) {
      throw new IllegalStateException("thread " + name + " cannot be joined: it was never started");
    }
    checkSameController();
    controller.join(started);
  }

  /**
   * Waits at most {@code millis} milliseconds for the thread to terminate, as {@link
   * Thread#join(long)}: 0 waits for ever. Under an exploration the timeout may expire at any point
   * before the thread's end, which is explored both ways (docs/decisions.md, "Timed joins").
   *
   * @throws IllegalArgumentException if {@code millis} is negative
   * @throws InterruptedException if the calling thread is interrupted while the thread lives
   * @throws IllegalStateException if the thread was never started
   */
  public void join(long millis) throws InterruptedException {
    if (millis < 0) {
      throw new IllegalArgumentException("timeout value is negative");
    }
    if (millis == 0) {
      join();
    } else {
      join(Duration.ofMillis(millis));
    }
  }

  /**
   * Waits at most {@code timeout} for the thread to terminate, as {@link Thread#join(Duration)},
   * and returns whether it did: a timeout of zero or less only asks whether it has ended. Under an
   * exploration the timeout may expire at any point before the thread's end, which is explored
   * both ways (docs/decisions.md, "Timed joins").
   *
   * @return true if the thread terminated, false if the timeout expired first
   * @throws InterruptedException if the calling thread is interrupted while the thread lives
   * @throws IllegalStateException if the thread was never started
   */
  public boolean join(Duration timeout) throws InterruptedException {
    ThreadHandle started = handle;
    if (started == null) {
      throw new IllegalStateException("thread " + name + " cannot be joined: it was never started");
    }
    checkSameController();
    long nanos = TimeUnit.NANOSECONDS.convert(timeout);
    return nanos > 0 ? controller.join(started, nanos) : !controller.isAlive(started);
  }

  /**
   * Interrupts the thread, as {@link Thread#interrupt()}: sets its interrupt status and ends an
   * interruptible wait it is in with {@code InterruptedException}. Under an exploration whether the
   * interrupt comes before or after each point the thread could notice it is explored
   * (docs/decisions.md, "Interruption"). A thread not started yet is not alive: nothing happens.
   */
  public void interrupt() {
    ThreadHandle started = handle;
    if (started != null) {
      checkSameController();
      controller.interrupt(started);
    }
  }

  /**
   * Returns whether the thread was started and has not ended, as {@link Thread#isAlive()}. Under
   * an exploration the question races with the thread's end, and both answers are explored
   * (docs/decisions.md, "Thread life as events").
   */
  public boolean isAlive() {
    ThreadHandle started = handle;
    if (started == null) {
      return false;
    }
    checkSameController();
    return controller.isAlive(started);
  }

  /**
   * Returns the thread's interrupt status, as {@link Thread#isInterrupted()}; false before start.
   */
  public boolean isInterrupted() {
    ThreadHandle started = handle;
    if (started == null) {
      return false;
    }
    checkSameController();
    return controller.isInterrupted(started);
  }

  /**
   * Waits for the calling thread's permit and takes it, as {@link LockSupport#park()}: an {@link
   * #unpark()} before makes it return at once, one after releases it, and an interrupt ends it
   * with the status set. Under an exploration the permit is a line of its own, {@code
   * <thread>.permit}, on which {@code unpark} and {@code park} are events.
   */
  public static void park() {
    Controller controller = Controller.current();
    if (controller.isControlled()) {
      ModelledPermit.of(controller, controller.currentThread()).park(null);
    } else {
      LockSupport.park();
    }
  }

  /**
   * As {@link #park()}, for at most {@code nanos}, as {@link LockSupport#parkNanos(long)}: under
   * an exploration a park that may return at any point (one that times out advances the run's
   * logical clock by {@code nanos}), and none at all if {@code nanos} is not positive.
   */
  public static void parkNanos(long nanos) {
    Controller controller = Controller.current();
    if (!controller.isControlled()) {
      LockSupport.parkNanos(nanos);
    } else if (nanos > 0) {
      ModelledPermit.of(controller, controller.currentThread())
          .parkTimed(null, timedOut -> timedOut.timePassed(nanos));
    }
  }

  /**
   * Makes the thread's permit available, as {@link LockSupport#unpark(Thread)}; nothing before the
   * thread is started.
   */
  public void unpark() {
    ThreadHandle started = handle;
    if (started == null) {
      return;
    }
    checkSameController();
    if (controller.isControlled()) {
      ModelledPermit.of(controller, started).unpark();
      return;
    }
    Thread platform;
    synchronized (this) {
      platform = running;
      unparkedEarly = platform == null;
    }
    if (platform != null) {
      LockSupport.unpark(platform);
    }
  }

  /** Outside an exploration: records the platform thread and passes on an earlier unpark. */
  private void runningOn(Thread platform) {
    boolean early;
    synchronized (this) {
      running = platform;
      early = unparkedEarly;
    }
    if (early) {
      LockSupport.unpark(platform);
    }
  }

  /** Throws, and fails the run, if the calling thread does not belong to this thread's run. */
  void checkSameController() {
    if (Controller.current() != controller) {
      IllegalStateException misuse = new IllegalStateException(
          "thread " + name + " belongs to another run, or is used from a thread the run does not "
              + "manage");
      controller.reportMisuse(misuse);
      throw misuse;
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
