package org.richtest;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.richtest.event.EventId;
import org.richtest.trace.TraceOutcome;

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

  /**
   * Returns the outcome as a trace file records it (and the command line's {@code --json} lists
   * a bug): plain values, the failure's exception as its text.
   */
  default TraceOutcome recorded() {
    return switch (this) {
      case Deadlock deadlock -> TraceOutcome.deadlock(
          deadlock.blocked().stream().map(BlockedThread::recorded).toList());
      case Failure failure -> new TraceOutcome("failure", failure.thread(),
          String.valueOf(failure.cause()), failure.source().orElse(""), ImmutableList.of());
      case WatchdogStop stop ->
          new TraceOutcome("watchdog", stop.thread(), stop.toString(), "", ImmutableList.of());
      default -> new TraceOutcome(kind(), "", toString(), "", ImmutableList.of());
    };
  }

  /**
   * Returns the innermost frame of {@code stack} that is the program's: it has a line number and
   * belongs to none of the JDK, JUnit, opentest4j and RichTest's library; as a stack trace prints
   * it, {@code com.acme.Counter.hit(Counter.java:12)}, or empty if there is none. A failure and a
   * thread blocked in a deadlock are placed in the program so.
   */
  static Optional<String> programFrame(StackTraceElement[] stack) {
    for (StackTraceElement frame : stack) {
      String where = frame.getClassName();
      if (frame.getLineNumber() > 0 && !library(where)) {
        return Optional.of(where + "." + frame.getMethodName() + "(" + frame.getFileName() + ":"
            + frame.getLineNumber() + ")");
      }
    }
    return Optional.empty();
  }

  /** Returns whether class {@code name} is the JDK's, a test framework's or RichTest's library. */
  private static boolean library(String name) {
    for (String prefix : List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "org.junit.",
        "org.opentest4j.", "org.richtest.internal.", "org.richtest.sync.", "org.richtest.agent.runtime.",
        "org.richtest.spi.", "org.richtest.RichTest")) {
      if (name.startsWith(prefix)) {
        return true;
      }
    }
    return false;
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
    /** Returns {@code deadlock:} and a line per blocked thread. */
    @Override
    public String toString() {
      return recorded().message();
    }
  }

  /** A program thread threw; the other threads ran on to the end of the run. */
  record Failure(String thread, Throwable cause) implements RunOutcome {

    /**
     * Returns where in the program the throwable came from: the first frame of its stack trace
     * that is the program's ({@link RunOutcome#programFrame}: an assertion's own frames, or a
     * primitive refusing a misuse, are skipped to the caller), as a stack trace prints it ({@code
     * com.acme.Counter.hit(Counter.java:12)}); empty if there is none.
     */
    public Optional<String> source() {
      return programFrame(cause.getStackTrace());
    }

    /**
     * Returns {@code failure in thread T at SOURCE: EXCEPTION}, the source being the program's
     * frame ({@link #source()}), left out if there is none.
     */
    @Override
    public String toString() {
      return recorded().toString();
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

  /**
   * A thread left blocked at the end of a deadlocked run, what it waits for and where.
   *
   * @param thread the thread's name
   * @param waitingFor what it waits for, the object explained in the program's terms where the run
   *     could describe it ({@code lock on Bank.savings (main#2, ReentrantLock made at Bank.java:7)})
   * @param source where in the program it waits, as a stack trace shows the frame ({@code
   *     com.acme.Bank.transfer(Bank.java:21)}); empty if no frame of its stack is the program's
   */
  record BlockedThread(String thread, String waitingFor, String source) {

    /** Creates a blocked thread whose place in the program is not known. */
    public BlockedThread(String thread, String waitingFor) {
      this(thread, waitingFor, "");
    }

    TraceOutcome.Blocked recorded() {
      return new TraceOutcome.Blocked(thread, waitingFor, source);
    }

    /** Returns {@code T waits for W at SOURCE}, without the source if it is not known. */
    @Override
    public String toString() {
      return recorded().toString();
    }
  }
}
