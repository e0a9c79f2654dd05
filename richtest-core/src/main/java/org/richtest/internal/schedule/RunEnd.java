package org.richtest.internal.schedule;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;
import org.richtest.NondeterminismException;
import org.richtest.RichTestInternalError;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.EventId;

/**
 * How a run ends, and the thread that waits for it (the explorer's): the outcome when the
 * controller step finds nothing left to fire (completed, deadlock with its blocked threads, partial
 * run), the first failure of a program thread, and the error that ends a run early. A refusal by
 * the {@link Chooser} becomes a failed run and the unwinding of the refusing thread in {@link
 * #refused} only. The run ends once: the outcome is stored in a volatile slot and the waiting
 * thread unparked. Kept apart from the baton, which only asks whether the run was aborted.
 */
final class RunEnd {

  /** The most notes of uncontrolled synchronization a run keeps. */
  private static final int MOST_NOTES = 20;
  /** The outcome of a run whose every thread ended, shared: it is immutable. */
  private static final RunOutcome.Completed COMPLETED = new RunOutcome.Completed();

  private final LineRegistry registry;
  private final Chooser chooser;
  private final SequenceRecorder recorder;
  private final DataRaceDetector dataRaces;
  /** What the run's threads did outside RichTest's control, in the order first noted. */
  private final Set<String> uncontrolled = new LinkedHashSet<>();
  /** The periodic tasks cut at the bound on their periods. */
  private int periodicCuts;
  /** The thread waiting for the run to end (the explorer's), woken when it does. */
  private final Thread waiter = Thread.currentThread();
  /** How the run ended: a {@link RunResult}, or the error that ended it; null until then. */
  private volatile @Nullable Object end;
  private volatile boolean aborted;
  private RunOutcome.@Nullable Failure failure;

  RunEnd(
      LineRegistry registry,
      Chooser chooser,
      SequenceRecorder recorder,
      DataRaceDetector dataRaces) {
    this.registry = registry;
    this.chooser = chooser;
    this.recorder = recorder;
    this.dataRaces = dataRaces;
  }

  /**
   * Notes synchronization a thread of the run made outside RichTest's control; the thread holding
   * the baton calls it, so notes need no lock. At most {@value #MOST_NOTES} distinct notes a run.
   */
  void uncontrolled(String note) {
    if (uncontrolled.size() < MOST_NOTES) {
      uncontrolled.add(note);
    }
  }

  /**
   * Notes that a periodic task was cut at the bound on its periods; the thread holding the baton
   * calls it. Counted, not a warning: a warning fails a JUnit test, and a bound is no fault.
   */
  void periodicCut() {
    periodicCuts++;
  }

  /**
   * Waits for the run to end, on the thread that created it; returns its result, or null if {@code
   * watched} stalled first or the waiting thread is interrupted.
   *
   * @throws RuntimeException the error that ended the run (nondeterminism, internal)
   */
  @Nullable RunResult await(Watchdog.Watched watched) {
    Object ended = end;
    while (ended == null) {
      if (watched.stalled() || Thread.currentThread().isInterrupted()) {
        return null;
      }
      watched.park(this);
      ended = end;
    }
    if (ended instanceof RunResult result) {
      return result;
    }
    if (ended instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (ended instanceof Error error) {
      throw error;
    }
    throw new RichTestInternalError("run failed", (Throwable) ended);
  }

  /** Returns whether the run has ended. */
  boolean ended() {
    return end != null;
  }

  /** Returns whether the run was aborted: its threads unwind at their next call. */
  boolean aborted() {
    return aborted;
  }

  /** Ends the run from outside (watchdog) or after it finished: every parked thread unwinds. */
  void abort() {
    aborted = true;
    for (LogicalThread thread : registry.threadsSoFar()) {
      thread.wake();
    }
  }

  /** Records that {@code cause} failed the run in {@code thread}, unless a failure came first. */
  void failed(String thread, Throwable cause) {
    if (failure == null) {
      failure = new RunOutcome.Failure(thread, cause);
    }
  }

  /** Finishes the run with an error raised while controlling it (nondeterminism, internal). */
  void fail(Throwable error) {
    end(error);
    abort();
  }

  /**
   * Ends the run with what the chooser (or the run's model) refused, {@code refusal}, and returns
   * the error for the refusing thread to throw: it unwinds instead of user code seeing the refusal.
   */
  RunAborted refused(RuntimeException refusal) {
    fail(refusal);
    return RunAborted.INSTANCE;
  }

  /**
   * Ends the run when no receiving event fires: a partial run if some were enabled but the chooser
   * took none; else completed if every thread terminated or is an idle worker or a blocked daemon
   * thread, or the run's failure if a thread failed; else a deadlock, after that failure if there
   * was one, timed if some thread could still time out, only to change nothing, and a livelock if
   * some thread spins on a variable nothing is left to write.
   */
  void finish(boolean nothingEnabled) {
    RunOutcome outcome;
    if (!nothingEnabled) {
      List<EventId> unmatched = chooser.unmatchedWaiting();
      for (EventId id : unmatched) {
        recordUnmatched(id);
      }
      outcome = new RunOutcome.PartialRun(ImmutableList.copyOf(unmatched));
    } else {
      try {
        chooser.onRunEnd();
      } catch (NondeterminismException e) {
        // A thread that failed first (a misuse, say) may be why the prescribed event never came.
        end(failure == null ? e : new NondeterminismException(
            e.getMessage() + "; the run had failed before, which may be why: " + failure,
            failure.cause()));
        return;
      } catch (RuntimeException e) {
        end(e);
        return;
      }
      outcome = ending();
    }
    end(new RunResult(recorder.buildLazily(), outcome, dataRaces.races(),
        ImmutableList.copyOf(uncontrolled), periodicCuts));
  }

  /** Returns how a run ends whose live threads are all blocked with nothing enabled. */
  private RunOutcome ending() {
    List<LogicalThread> live = new ArrayList<>();
    for (LogicalThread thread : registry.threads()) {
      if (thread.state != LogicalThread.State.TERMINATED && !thread.idle) {
        live.add(thread);
      }
    }
    if (live.isEmpty()) { // most runs: every thread ended, and nothing is left to describe
      return failure != null ? failure : COMPLETED;
    }
    boolean onlyDaemons = live.stream().allMatch(t -> t.daemon);
    if (onlyDaemons && failure != null) {
      return failure;
    }
    if (onlyDaemons) {
      return new RunOutcome.Completed(blocked(live));
    }
    boolean timed = live.stream().anyMatch(LogicalThread::waitsOnlyForTimeout);
    boolean spins = live.stream().anyMatch(LogicalThread::waitsOnlyForWrite);
    return new RunOutcome.Deadlock(blocked(live), timed, spins, failure);
  }

  /**
   * Cuts the run, which made {@code events} events, the most it may make, or as many as fit in
   * {@code maxBytes} bytes if that bound was reached (0 if not), and returns the error for the
   * thread that made the last one to throw: it unwinds, as every other thread does.
   */
  RunAborted cut(long events, long maxBytes) {
    List<LogicalThread> live = registry.threads().stream()
        .filter(t -> t.state != LogicalThread.State.TERMINATED)
        .toList();
    end(new RunResult(recorder.buildLazily(), new RunOutcome.LengthLimit(events,
        recorder.recordedBytes(), maxBytes, blocked(live)),
        dataRaces.races(), ImmutableList.copyOf(uncontrolled), periodicCuts));
    abort();
    return RunAborted.INSTANCE;
  }

  /**
   * Records the unmatched receiving event {@code id} a partial run stopped at, if its line is
   * waiting for it: an object line whose next event it is, or a thread blocked in a receive or a
   * read.
   */
  private void recordUnmatched(EventId id) {
    ObjectLine line = registry.lineNamed(id.line());
    if (line != null && line.eventCount == id.index() - 1) {
      int[] clock = line.clock.copy();
      recorder.receive(line.slot, id, line.openList(), clock, clock.clone(), -1);
    } else if (line == null) {
      LogicalThread thread = registry.threadNamed(id.line());
      boolean waiting = thread.state == LogicalThread.State.RECEIVING
          || thread.state == LogicalThread.State.READING;
      if (waiting && thread.eventCount == id.index() - 1) {
        int[] before = thread.clock.copy();
        thread.clock.tick(thread.component);
        recorder.receive(
            thread.slot, id, thread.receiveOpenList, thread.clock.copy(), before, -1);
      }
    }
  }

  /**
   * Returns the live threads: what each waits for (or that it runs, in a run cut at its length
   * limit), its object explained in the program's terms, and where in the program it waits (its
   * stack's program frame).
   */
  private ImmutableList<RunOutcome.BlockedThread> blocked(List<LogicalThread> threads) {
    return threads.stream()
        .map(t -> new RunOutcome.BlockedThread(
            t.name, waiting(t), programFrame(t)))
        .collect(ImmutableList.toImmutableList());
  }

  private String waiting(LogicalThread thread) {
    String waiting = thread.waitingFor(recorder::explain);
    return waiting.isEmpty() ? "nothing: it runs" : waiting;
  }

  /** Returns the frame of the program in which {@code thread} waits, or empty if unknown. */
  private static String programFrame(LogicalThread thread) {
    Thread carrier = thread.carrier;
    return carrier == null ? ""
        : RunOutcome.programFrame(carrier.getStackTrace()).orElse("");
  }

  /** Ends the run with {@code outcome} (a result or an error) and wakes the waiting thread. */
  private void end(Object outcome) {
    if (end == null) {
      end = outcome;
      LockSupport.unpark(waiter);
    }
  }
}
