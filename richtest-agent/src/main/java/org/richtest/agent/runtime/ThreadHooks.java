package org.richtest.agent.runtime;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * What rewritten application code calls instead of {@code Thread}'s methods of a thread's life
 * ({@code start}, the joins, {@code isAlive}, {@code getState}, interrupts, {@code
 * currentThread}): under an exploration the run's logical threads, outside one exactly the
 * original. Apart from {@link Hooks}, which keeps monitors, sleeps and allocations, because the
 * life of threads grew into a family of its own (timed joins, thread ends as events). Public because
 * rewritten classes in any package call it; not an API to call by hand.
 */
public final class ThreadHooks {

  private ThreadHooks() {}

  /** {@code thread.start()}: under an exploration, a logical thread running {@code thread.run()}. */
  public static void start(Thread thread) {
    Controller run = Hooks.exploring();
    if (run == null) {
      thread.start();
    } else {
      RunThreads.of(run).start(run, thread);
    }
  }

  /**
   * {@code thread.setDaemon(on)}: under an exploration the run notes that the program chose the
   * flag, so that the flag a constructor inherited is not put right over it ({@link
   * RunThreads#constructed}).
   */
  public static void setDaemon(Thread thread, boolean on) {
    Controller run = Hooks.exploring();
    if (run != null) {
      RunThreads.of(run).chose(thread);
    }
    thread.setDaemon(on);
  }

  /** {@code thread.join()}. */
  public static void join(Thread thread) throws InterruptedException {
    Controller run = Hooks.exploring();
    if (run == null) {
      thread.join();
    } else {
      joinLogical(run, thread);
    }
  }

  /**
   * {@code thread.join(millis)}; under an exploration the timeout may expire at any point before
   * the thread's end, which is explored both ways ({@link Controller#join(ThreadHandle, long)}); 0
   * waits for the end, as the JDK's.
   */
  public static void join(Thread thread, long millis) throws InterruptedException {
    join(thread, millis, 0);
  }

  /** {@code thread.join(millis, nanos)}; under an exploration as {@link #join(Thread, long)}. */
  public static void join(Thread thread, long millis, int nanos) throws InterruptedException {
    Controller run = Hooks.exploring();
    if (run == null) {
      thread.join(millis, nanos);
      return;
    }
    if (millis < 0) {
      throw new IllegalArgumentException("timeout value is negative");
    }
    if (nanos < 0 || nanos > 999_999) {
      throw new IllegalArgumentException("nanosecond timeout value out of range");
    }
    if (millis == 0 && nanos == 0) {
      joinLogical(run, thread);
    } else {
      long total = TimeUnit.MILLISECONDS.toNanos(millis); // saturates, as the JDK's
      joinLogical(run, thread, total + Math.min(Long.MAX_VALUE - total, nanos));
    }
  }

  /**
   * {@code thread.join(duration)}; under an exploration as {@link #join(Thread, long)}, true iff
   * the thread has ended; a duration of zero or less only asks whether it has, as the JDK's.
   */
  public static boolean join(Thread thread, Duration duration) throws InterruptedException {
    Controller run = Hooks.exploring();
    if (run == null) {
      return thread.join(duration);
    }
    long nanos = TimeUnit.NANOSECONDS.convert(duration);
    if (RunThreads.of(run).handle(thread) == null && thread.getState() == Thread.State.NEW) {
      throw new IllegalThreadStateException("Thread not started");
    }
    return nanos > 0 ? joinLogical(run, thread, nanos) : !isAlive(thread);
  }

  /**
   * Joins {@code thread} with a timeout of {@code nanos} (more than 0) and returns whether it
   * ended; a thread never started is not alive, as the JDK's.
   */
  static boolean joinLogical(Controller run, Thread thread, long nanos)
      throws InterruptedException {
    ThreadHandle handle = RunThreads.of(run).handle(thread);
    if (handle != null) {
      return run.join(handle, nanos);
    }
    joinLogical(run, thread);
    return true;
  }

  private static void joinLogical(Controller run, Thread thread) throws InterruptedException {
    ThreadHandle handle = RunThreads.of(run).handle(thread);
    if (handle != null) {
      run.join(handle);
    } else if (thread.getState() != Thread.State.NEW) {
      IllegalStateException misuse = new IllegalStateException(
          "join of thread '" + thread.getName() + "', which was started outside the run under "
              + "exploration; start threads of the program under test inside the program");
      run.reportMisuse(misuse);
      throw misuse;
    }
  }

  /**
   * {@code thread.isAlive()}: under an exploration a call that races with the thread's end
   * (docs/decisions.md, "Thread life as events").
   */
  public static boolean isAlive(Thread thread) {
    Controller run = Hooks.exploring();
    return run == null ? thread.isAlive() : RunThreads.of(run).isAlive(run, thread);
  }

  /**
   * {@code thread.getState()}: under an exploration {@code NEW}, {@code RUNNABLE} or {@code
   * TERMINATED}, the last two by a call that races with the thread's end, as {@link #isAlive}.
   */
  public static Thread.State getState(Thread thread) {
    Controller run = Hooks.exploring();
    return run == null ? thread.getState() : RunThreads.of(run).state(run, thread);
  }

  /** {@code Thread.currentThread()}: under an exploration, the {@code Thread} the program started. */
  public static Thread currentThread() {
    Controller run = Hooks.exploring();
    Thread started = run == null ? null : RunThreads.of(run).current(run);
    if (started != null || run == null) {
      return started != null ? started : Thread.currentThread();
    }
    // A thread the program did not start (main): the drop-ins must know it to unpark it, and the
    // run must not lend it to a later one, which would show the program the same object.
    ThreadBindings.bind(Thread.currentThread(), run.currentThread());
    run.carrierSeen();
    return Thread.currentThread();
  }

  /**
   * {@code thread.interrupt()}: under an exploration an event on the thread's interrupt line and,
   * if it waits interruptibly, one on the line it waits on (docs/decisions.md, "Interruption"). A
   * thread not started yet is not alive, so the interrupt has no effect, as the JDK allows.
   */
  public static void interrupt(Thread thread) {
    Controller run = Hooks.exploring();
    if (run == null) {
      thread.interrupt();
      return;
    }
    ThreadHandle handle = logical(run, thread, "interrupt");
    if (handle != null) {
      run.interrupt(handle);
    }
  }

  /**
   * {@code thread.isInterrupted()}: under an exploration an event on the thread's interrupt line.
   */
  public static boolean isInterrupted(Thread thread) {
    Controller run = Hooks.exploring();
    if (run == null) {
      return thread.isInterrupted();
    }
    ThreadHandle handle = logical(run, thread, "isInterrupted");
    return handle != null && run.isInterrupted(handle);
  }

  /** {@code Thread.interrupted()}: under an exploration an event on the caller's interrupt line. */
  public static boolean interrupted() {
    Controller run = Hooks.exploring();
    return run == null ? Thread.interrupted() : run.interrupted();
  }

  /**
   * Returns the logical thread {@code thread} is in {@code run}, or null for a thread not started
   * yet.
   *
   * @throws IllegalStateException if the run did not start the thread
   */
  private static @Nullable ThreadHandle logical(Controller run, Thread thread, String what) {
    if (thread == Thread.currentThread()) {
      return run.currentThread();
    }
    ThreadHandle handle = RunThreads.of(run).handle(thread);
    if (handle == null && thread.getState() != Thread.State.NEW) {
      IllegalStateException misuse = new IllegalStateException(
          what + " of thread '" + thread.getName() + "', which the run under exploration does not "
              + "manage; start threads of the program under test inside the program");
      run.reportMisuse(misuse);
      throw misuse;
    }
    return handle;
  }
}
