package org.richtest;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.richtest.event.EventId;

/** How one controlled run ended (semantics §2, step 4). */
public sealed interface RunOutcome
    permits RunOutcome.Completed,
        RunOutcome.Deadlock,
        RunOutcome.Failure,
        RunOutcome.PartialRun,
        RunOutcome.WatchdogStop {

  /** Returns whether this outcome is a bug of the program under test. */
  default boolean isProgramBug() {
    return this instanceof Deadlock || this instanceof Failure || this instanceof WatchdogStop;
  }

  /**
   * Returns the outcome's name in results for machines: {@code completed}, {@code deadlock},
   * {@code failure}, {@code partial} or {@code watchdog}.
   */
  default String kind() {
    return switch (this) {
      case Completed completed -> "completed";
      case Deadlock deadlock -> "deadlock";
      case Failure failure -> "failure";
      case PartialRun partial -> "partial";
      case WatchdogStop stop -> "watchdog";
    };
  }

  /** Every thread terminated. */
  record Completed() implements RunOutcome {
    @Override
    public String toString() {
      return "completed";
    }
  }

  /** Live threads remained, none runnable, and no receiving event could occur. */
  record Deadlock(ImmutableList<BlockedThread> blocked) implements RunOutcome {
    @Override
    public String toString() {
      StringBuilder text = new StringBuilder("deadlock:");
      blocked.forEach(b -> text.append("\n  ").append(b));
      return text.toString();
    }
  }

  /** A program thread threw; the other threads ran on to the end of the run. */
  record Failure(String thread, Throwable cause) implements RunOutcome {

    /** Where the frames of the JDK, of test frameworks and of RichTest's library begin. */
    private static final List<String> LIBRARIES = List.of("java.", "javax.", "jdk.", "sun.",
        "com.sun.", "org.junit.", "org.opentest4j.", "org.richtest.internal.",
        "org.richtest.sync.", "org.richtest.agent.", "org.richtest.spi.");

    /**
     * Returns where in the program the throwable came from: the first frame of its stack trace
     * that has a line number and belongs to none of the JDK, JUnit, opentest4j and RichTest's
     * library (an assertion's own frames, or a primitive refusing a misuse, are skipped to the
     * caller), as a stack trace prints it ({@code com.acme.Counter.hit(Counter.java:12)}); empty
     * if there is none.
     */
    public Optional<String> source() {
      for (StackTraceElement frame : cause.getStackTrace()) {
        String where = frame.getClassName();
        if (frame.getLineNumber() > 0 && LIBRARIES.stream().noneMatch(where::startsWith)) {
          return Optional.of(where + "." + frame.getMethodName() + "(" + frame.getFileName() + ":"
              + frame.getLineNumber() + ")");
        }
      }
      return Optional.empty();
    }

    @Override
    public String toString() {
      return "failure in thread " + thread + ": " + cause;
    }
  }

  /**
   * The run could go on only by letting unmatched receiving events take old sending events (paper
   * section VII); it is not a sequence of its own and is counted apart.
   */
  record PartialRun(ImmutableList<EventId> unmatched) implements RunOutcome {
    @Override
    public String toString() {
      return "partial run, unmatched " + unmatched;
    }
  }

  /**
   * A thread held control longer than the watchdog limit without reaching a synchronization call.
   * The run was then aborted and the thread interrupted: blocking outside RichTest (sleep, I/O,
   * {@code Object.wait}) usually ends on an interrupt, an endless loop does not.
   *
   * @param thread the thread that held control
   * @param limit the watchdog limit
   * @param stillRunning whether the thread still ran after the interrupt and a grace period; such a
   *     thread cannot be stopped and keeps running the program's code
   * @param where the program's frame the thread was in, and whether the agent rewrote its code,
   *     such as {@code "in com.acme.Pool.take(Pool.java:42), which the agent did not rewrite"};
   *     empty if unknown
   */
  record WatchdogStop(String thread, Duration limit, boolean stillRunning, String where)
      implements RunOutcome {

    /** Creates the stop of a thread whose frame is not known. */
    public WatchdogStop(String thread, Duration limit, boolean stillRunning) {
      this(thread, limit, stillRunning, "");
    }

    @Override
    public String toString() {
      String stuck = "watchdog: thread " + thread + " ran for more than " + limit.toMillis()
          + " ms without reaching a synchronization call" + (where.isEmpty() ? "" : ", " + where);
      return stillRunning
          ? stuck + ", and an interrupt did not stop it (an endless loop?)"
          : stuck + "; an interrupt ended it (blocking outside RichTest's primitives, such as "
              + "sleep, I/O or a JDK lock?)";
    }
  }

  /** A thread left blocked at the end of a deadlocked run, and what it waits for. */
  record BlockedThread(String thread, String waitingFor) {
    @Override
    public String toString() {
      return thread + " waits for " + waitingFor;
    }
  }
}
