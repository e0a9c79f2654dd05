package org.richtest;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;
import org.richtest.trace.TraceOutcome;

/** How one controlled run ended (semantics §2, step 4). */
public sealed interface RunOutcome
    permits RunOutcome.Completed,
        RunOutcome.Deadlock,
        RunOutcome.Failure,
        RunOutcome.PartialRun,
        RunOutcome.WatchdogStop,
        RunOutcome.LengthLimit {

  /** Returns whether this outcome is a bug of the program under test. */
  default boolean isProgramBug() {
    return this instanceof Deadlock || this instanceof Failure || this instanceof WatchdogStop
        || this instanceof LengthLimit;
  }

  /**
   * Returns the outcome's name in results for machines: {@code completed}, {@code deadlock},
   * {@code timed-deadlock}, {@code livelock}, {@code failure}, {@code partial}, {@code watchdog}
   * or {@code length-limit}.
   */
  default String kind() {
    return switch (this) {
      case Completed completed -> "completed";
      case Deadlock deadlock ->
          deadlock.spins() ? "livelock" : deadlock.timed() ? "timed-deadlock" : "deadlock";
      case Failure failure -> "failure";
      case PartialRun partial -> "partial";
      case WatchdogStop stop -> "watchdog";
      case LengthLimit limit -> "length-limit";
    };
  }

  /**
   * Returns the outcome as a trace file records it (and the command line's {@code --json} lists
   * a bug): plain values, the failure's exception as its text.
   */
  default TraceOutcome recorded() {
    return switch (this) {
      case Deadlock deadlock -> new TraceOutcome(kind(), "", toString(), "",
          deadlock.blocked().stream().map(BlockedThread::recorded).collect(
              ImmutableList.toImmutableList()));
      case LengthLimit limit -> new TraceOutcome(kind(), "", toString(), "",
          limit.threads().stream().map(BlockedThread::recorded).collect(
              ImmutableList.toImmutableList()));
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

  /**
   * Every thread terminated, or every thread left is a daemon thread blocked for good, which a JVM
   * would not wait for: it exits once its last non-daemon thread has ended.
   *
   * @param daemons the daemon threads still blocked at the end, and what each waits for
   */
  record Completed(ImmutableList<BlockedThread> daemons) implements RunOutcome {

    /** Creates the outcome of a run whose every thread terminated. */
    public Completed() {
      this(ImmutableList.of());
    }

    @Override
    public String toString() {
      if (daemons.isEmpty()) {
        return "completed";
      }
      StringBuilder text = new StringBuilder(
          "completed (daemon threads still blocked, which a JVM does not wait for:");
      daemons.forEach(b -> text.append("\n  ").append(b));
      return text.append(')').toString();
    }
  }

  /**
   * Live threads remained, none runnable, and no receiving event could occur. A <em>timed</em>
   * deadlock is one in which some threads could still time out, but each of those timed out there
   * before and nothing it waits for has changed since, so timing out again changes nothing: a JVM
   * would show the program hung, its threads timing out and waiting again for ever. A deadlock
   * that follows a thread's death by an uncaught throwable names that failure as its {@code cause}:
   * the threads left often wait for the one that died. A <em>livelock</em> is one in which some
   * threads spin: each re-reads a shared variable at a call site where it read the same write
   * before with nothing done since, and only a write to it, which no thread is left to make, could
   * free it; a JVM would show the program spinning for ever (docs/decisions.md, "Spin loops").
   *
   * @param blocked the live threads and what each waits for
   * @param timed whether only timeouts that change nothing remain
   * @param spins whether some threads spin on variables nothing is left to write
   * @param cause the failure of a thread earlier in the run, or null
   */
  record Deadlock(
      ImmutableList<BlockedThread> blocked, boolean timed, boolean spins, @Nullable Failure cause)
      implements RunOutcome {

    /** Creates a deadlock in which no thread can time out, after no failure. */
    public Deadlock(ImmutableList<BlockedThread> blocked) {
      this(blocked, false, null);
    }

    /** Creates a deadlock, timed or not, in which no thread spins. */
    public Deadlock(ImmutableList<BlockedThread> blocked, boolean timed, @Nullable Failure cause) {
      this(blocked, timed, false, cause);
    }

    /** Returns the failure of a thread earlier in the run, if there was one. */
    public Optional<Failure> failure() {
      return Optional.ofNullable(cause);
    }

    @Override
    public String toString() {
      StringBuilder text = new StringBuilder(spins
          ? "livelock (threads spin re-reading variables nothing is left to write; only a write"
              + " could free them; a loop that counts its turns needs readsInARow)"
          : timed
              ? "timed deadlock (only timeouts remain, and timing out again changes nothing)"
              : "deadlock");
      if (cause != null) {
        text.append(" after a ").append(cause);
      }
      text.append(':');
      blocked.forEach(b -> text.append("\n  ").append(b));
      return text.toString();
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
   * The run made {@code events} events without ending, the most a run may make ({@code
   * ExplorationOptions.withMaxRunEvents}), or as many as its bound on memory lets it record ({@code
   * ExplorationOptions.withMaxRunMegabytes}), and was cut there: a program that loops for ever
   * making events (polling without a timeout, spinning on a shared variable) never ends under a JVM
   * either, and its sequence would grow without bound. What each live thread was doing when it was
   * cut is in {@code threads}.
   *
   * @param events the events the run made
   * @param recordedBytes about how many bytes its recorded events take, as counted from their
   *     timestamps (0 if not known)
   * @param memoryLimit the bound on {@code recordedBytes} the run reached, 0 if it reached its bound
   *     on events instead
   * @param threads the live threads and what each was waiting for, empty for a running one
   */
  record LengthLimit(long events, long recordedBytes, long memoryLimit,
      ImmutableList<BlockedThread> threads) implements RunOutcome {

    /** Creates the outcome of a run cut at its bound on events. */
    public LengthLimit(long events, ImmutableList<BlockedThread> threads) {
      this(events, 0, 0, threads);
    }

    /** Returns whether the run was cut at its bound on memory rather than on events. */
    public boolean byMemory() {
      return memoryLimit > 0;
    }

    @Override
    public String toString() {
      StringBuilder text = new StringBuilder(byMemory()
          ? "memory limit: the run stopped at " + events + " events, about "
              + megabytes(recordedBytes) + " MB recorded, its limit of " + megabytes(memoryLimit)
              + " MB (a loop that polls or spins for ever?); raise it with withMaxRunMegabytes"
              + " (CLI: --max-run-megabytes, JUnit: richtest.maxRunMegabytes) and the JVM's heap"
              + " with it if the run is merely long:"
          : "length limit: the run made " + events
              + " events without ending (a loop that polls or spins for ever?); raise"
              + " withMaxRunEvents (CLI: --max-run-events) if it is merely long:");
      threads.forEach(b -> text.append("\n  ").append(b));
      return text.toString();
    }

    private static long megabytes(long bytes) {
      return (bytes + (1 << 19)) >> 20;
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
