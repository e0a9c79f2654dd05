package org.richtest.internal.schedule;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;
import org.richtest.Program;
import org.richtest.RichTestInternalError;
import org.richtest.spi.Controller;
import org.richtest.spi.ControllerBinding;
import org.richtest.spi.SyncObject;

/**
 * The baton of a run and the life of its logical threads: exactly one thread holds the baton and
 * executes user code. When it blocks (a call, a receive, a park, a join, its end) it runs the
 * controller step itself in {@link #pass}: it hands the baton to a runnable thread or, when none is
 * left, lets the {@link ReceiveStep} fire receiving events until one is. So a run needs no
 * controller thread and a hand-off costs one virtual-thread switch. Threads start here on virtual
 * threads, park and resume without events, and unwind when the run is aborted.
 */
final class Baton {

  /** More calls after an abort than the unwinding of every thread makes: a thread swallows it. */
  private static final long CALLS_AFTER_ABORT_LIMIT = 10_000;

  /** What the run's threads find as {@link Controller#current()}. */
  private final ControlledRun run;
  private final LineRegistry registry;
  private final ReceiveStep step;
  private final RunEnd end;
  private final SequenceRecorder recorder;
  private final AtomicLong progress = new AtomicLong();
  private @Nullable LogicalThread holder;
  /** Calls made after the run was aborted, by threads unwinding or swallowing the error. */
  private final AtomicLong callsAfterAbort = new AtomicLong();
  /**
   * Makes the run's threads, one at a time (only the baton holder starts one): a builder per run
   * rather than per thread. A thread takes the scheduler of the thread that makes it, not of this.
   */
  private final Thread.Builder.OfVirtual threads = Thread.ofVirtual();
  /** The explorer's threads to reuse, or null if every thread of the run is made anew. */
  private final @Nullable RunThreadPool pool;

  Baton(ControlledRun run, LineRegistry registry, ReceiveStep step, RunEnd end,
      SequenceRecorder recorder, @Nullable RunThreadPool pool) {
    this.run = run;
    this.pool = pool;
    this.registry = registry;
    this.step = step;
    this.end = end;
    this.recorder = recorder;
  }

  /**
   * Starts {@code program} as thread {@code main}, which holds the baton; returns at once. Its end
   * is an event when {@code endsByEvent}, as every thread's is once a run models the ends.
   */
  void start(Program program, boolean endsByEvent) {
    LogicalThread main = newThread("main");
    main.endsByEvent = endsByEvent;
    launch(main, () -> {
      try {
        program.run();
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Exception e) {
        throw new ProgramException(e);
      }
    });
    holder = main;
    main.state = LogicalThread.State.RUNNING;
    main.grant();
  }

  /** Starts {@code body} as thread {@code name}, child of {@code parent}, with the parent's clock. */
  LogicalThread start(LogicalThread parent, String name, Runnable body) {
    LogicalThread child = newThread(name);
    child.learnFrom(parent);
    launch(child, body);
    return child;
  }

  /** Adds a thread called {@code name}; only the first ({@code main}) comes without a holder. */
  LogicalThread newThread(String name) {
    if (holder == null && !registry.threads().isEmpty()) {
      throw new RichTestInternalError("thread created without a running thread");
    }
    return registry.newThread(name);
  }

  /**
   * Makes {@code thread}'s carrier, or takes an idle one from the explorer's pool, which its first
   * {@link LogicalThread#grant grant} starts or wakes.
   */
  void launch(LogicalThread thread, Runnable body) {
    Runnable carried = carried(thread, body);
    RunThreadPool reused = pool;
    if (reused == null) {
      thread.carrier = threads.name("richtest-" + thread.name).unstarted(carried);
      return;
    }
    PooledThread pooled = reused.take("richtest-" + thread.name);
    if (pooled.ranBefore()) {
      // Taken from the calling thread now, the parent, when a new thread would have been made.
      ThreadReset.Inheritance inheritance = ThreadReset.Inheritance.ofCurrentThread();
      pooled.give(() -> {
        inheritance.apply();
        carried.run();
      });
    } else {
      pooled.give(carried);
    }
    thread.pooled = pooled;
    thread.carrier = pooled.thread();
  }

  /** Returns what {@code thread}'s carrier runs: its {@code body}, under the run's control. */
  private Runnable carried(LogicalThread thread, Runnable body) {
    return () -> {
      ControllerBinding.bind(run);
      try {
        thread.await(end);
        body.run();
      } catch (RunAborted aborted) {
        return;
      } catch (RichTestInternalError bug) {
        end.fail(bug);
        return;
      } catch (Throwable thrown) {
        end.failed(thread.name, thrown instanceof ProgramException p ? p.getCause() : thrown);
      }
      try {
        terminate(thread);
      } catch (RunAborted aborted) {
        // the run ended while this thread was finishing
      } catch (Throwable bug) {
        end.fail(new RichTestInternalError("controller failed in thread " + thread.name, bug));
      }
    };
  }

  private void terminate(LogicalThread thread) {
    if (thread.endsByEvent) {
      run.end(thread);
    }
    thread.state = LogicalThread.State.TERMINATED;
    for (LogicalThread joiner : thread.joiners) {
      joiner.state = LogicalThread.State.RUNNABLE;
    }
    pass(thread, false);
  }

  /**
   * Returns the calling thread, which must hold the baton.
   *
   * @throws RunAborted if the run was aborted, to unwind the thread
   * @throws IllegalStateException if the calling thread is not the run's running thread
   */
  LogicalThread running() {
    LogicalThread current = holder;
    if (end.aborted()) {
      throw unwind();
    }
    if (current == null || current.carrier != Thread.currentThread()) {
      throw new IllegalStateException(
          "thread '" + Thread.currentThread().getName()
              + "' is not the running thread of this run");
    }
    return current;
  }

  /**
   * Returns the error that unwinds a thread of an aborted run. A thread that catches it ({@code
   * catch (Throwable t)} in a service loop) and calls again, over and over, would hold its carrier
   * for ever, starving every later run: past a number of calls no unwinding makes, the calling
   * thread parks for good instead, and its carrier is free. Its interrupt is cleared before every
   * park, as a set one would return from it at once: the thread would spin on its carrier (a
   * service loop that restores the interrupt it caught, a holder the watchdog interrupted).
   */
  private RunAborted unwind() {
    if (callsAfterAbort.incrementAndGet() > CALLS_AFTER_ABORT_LIMIT) {
      for (LogicalThread thread : registry.threadsSoFar()) {
        if (thread.carrier == Thread.currentThread()) {
          thread.parkedForGood = true; // not waited for at the run's end
          while (true) {
            Thread.interrupted();
            LockSupport.park(this);
          }
        }
      }
    }
    return RunAborted.INSTANCE;
  }

  /**
   * The controller step, run by the thread that holds the baton and cannot go on ({@code self}):
   * hands the baton to a runnable thread, firing receiving events until one exists, or ends the
   * run. Unless {@code self} has terminated, it then waits until the baton comes back to it.
   */
  void pass(LogicalThread self, boolean selfWaits) {
    InterruptibleWait.endContinued(self);
    moved();
    while (true) {
      if (end.aborted()) {
        throw RunAborted.INSTANCE;
      }
      LogicalThread next = nextRunnable(self);
      if (next != null) {
        holder = next;
        next.state = LogicalThread.State.RUNNING;
        moved();
        if (next != self) {
          next.grant();
          if (selfWaits) {
            self.await(end);
          }
        }
        return;
      }
      if (!step.fireNext()) {
        if (selfWaits) {
          self.await(end);
        }
        return;
      }
    }
  }

  /** Moves the progress counter the watchdog reads. */
  private void moved() {
    // Only the baton holder writes it, so an ordered store does what an atomic increment would.
    progress.lazySet(progress.get() + 1);
  }

  /** Returns a counter that moves whenever a thread reaches a synchronization call. */
  long progress() {
    return progress.get();
  }

  private @Nullable LogicalThread nextRunnable(LogicalThread self) {
    if (self.state == LogicalThread.State.RUNNABLE || self.state == LogicalThread.State.RUNNING) {
      return self;
    }
    for (LogicalThread thread : registry.threads()) {
      if (thread.state == LogicalThread.State.RUNNABLE) {
        return thread;
      }
    }
    return null;
  }

  /** Parks {@code self} in {@code object}, without an event, until a thread resumes it. */
  void park(LogicalThread self, SyncObject object, String reason) {
    self.state = LogicalThread.State.PARKED;
    self.waitFor(reason, " in ", registry.line(object).name);
    pass(self, true);
  }

  /**
   * Makes the parked thread {@code target} runnable again, merging {@code learnFrom}'s clock now if
   * given; it ends the interruptible wait the thread parked in, if any. The wake-up is no event, so
   * the target's next event carries a note of who woke it from what.
   */
  void resume(LogicalThread target, @Nullable SyncObject learnFrom) {
    if (target.state != LogicalThread.State.PARKED) {
      throw new RichTestInternalError("resume of " + target.name + " in state " + target.state);
    }
    if (learnFrom != null) {
      target.learnFrom(registry.line(learnFrom));
    }
    LogicalThread waker = holder;
    if (waker != null && waker != target) {
      recorder.woken(target.nextId(), waker.name, target.waitReason());
    }
    InterruptibleWait wait = target.waiting;
    if (wait != null) {
      wait.ended = true;
    }
    target.state = LogicalThread.State.RUNNABLE;
    target.idle = false;
  }

  /** Blocks {@code self} until {@code target} has terminated, and merges its final clock. */
  void join(LogicalThread self, LogicalThread target) {
    if (target.state != LogicalThread.State.TERMINATED) {
      self.state = LogicalThread.State.JOINING;
      self.waitFor("join(", target.name, ")");
      target.joiners.add(self);
      pass(self, true);
    }
    self.learnFrom(target);
  }

  /** Returns whether the thread holding the baton was granted it and has not run since. */
  boolean holderGranted() {
    LogicalThread current = holder;
    return current != null && current.granted();
  }

  /** Returns the thread holding the baton, for the watchdog's message. */
  String holderName() {
    LogicalThread current = holder;
    return current == null ? "?" : current.name;
  }

  /** Returns the stack of the thread holding the baton, for the watchdog's message; may be empty. */
  StackTraceElement[] holderStack() {
    LogicalThread current = holder;
    Thread thread = current == null ? null : current.carrier;
    return thread == null ? new StackTraceElement[0] : thread.getStackTrace();
  }

  /** Returns the name of the calling thread: its logical name if it holds the baton. */
  String callerName() {
    LogicalThread current = holder;
    return current != null && current.carrier == Thread.currentThread()
        ? current.name
        : Thread.currentThread().getName();
  }

  /**
   * Interrupts the thread holding the baton, which the watchdog found stuck in the program's code
   * after an abort, and waits up to {@code millis} for it to end; returns whether it ended. An
   * interrupted thread that reaches a synchronization call unwinds, as the run is aborted.
   */
  boolean interruptHolder(long millis) {
    LogicalThread current = holder;
    Thread carrier = current == null ? null : current.carrier;
    if (carrier == null) {
      return true;
    }
    carrier.interrupt();
    try {
      return current.awaitBody(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * Waits briefly for the run's virtual threads to terminate, so runs do not pile up. A thread the
   * watchdog stopped runs user code that may never end, so it is not waited for, nor is one parked
   * for good.
   */
  void awaitTermination(long millis) throws InterruptedException {
    long deadline = System.nanoTime() + millis * 1_000_000;
    LogicalThread stuck = end.ended() ? null : holder;
    for (LogicalThread thread : registry.threadsSoFar()) {
      // A terminated thread only returns from its body; not waiting for it saves a timed join.
      if (thread == stuck || thread.state == LogicalThread.State.TERMINATED) {
        continue;
      }
      long left = (deadline - System.nanoTime()) / 1_000_000;
      // In slices, to stop waiting once the thread is parked for good; a carrier never started,
      // or never given its body, runs none.
      while (left > 0 && !thread.parkedForGood && thread.bodyRuns()) {
        thread.awaitBody(Math.min(left, 10));
        left = (deadline - System.nanoTime()) / 1_000_000;
      }
    }
  }

  /**
   * Gives the run's reused threads back to the pool once the run is over and its threads were
   * waited for: those the program did not hold as {@code Thread} objects and that left its code.
   */
  void release() {
    RunThreadPool reused = pool;
    if (reused == null) {
      return;
    }
    for (LogicalThread thread : registry.threadsSoFar()) {
      PooledThread pooled = thread.pooled;
      if (pooled == null) {
        continue;
      }
      if (thread.carrierSeen) {
        reused.retire(pooled);
      } else {
        reused.takeBack(pooled);
      }
    }
  }

  /** Wraps a checked exception thrown by {@link Program#run()}. */
  private static final class ProgramException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ProgramException(Exception cause) {
      super(cause);
    }
  }
}
