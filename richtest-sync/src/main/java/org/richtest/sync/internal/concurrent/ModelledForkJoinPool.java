package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RunnableFuture;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * The life cycle of a {@code ForkJoinPool} other than the common pool, under exploration: a line
 * of its own. A task submitted from outside the pool ({@code submit}, {@code execute}, {@code
 * invoke}) is a {@code submit} event, rejected once the pool is shut down, and runs on a new
 * logical thread, a <em>member</em> of the pool; a task a member forks or submits is a member too,
 * accepted after {@code shutdown} as the JDK's accepts a worker's own pushes. A member that ran its
 * task waits for the threads of the tasks it forked to end, so that the end of a task submitted
 * from outside, a {@code taskEnded} event, comes after everything the task set going; the pool has
 * terminated once it is shut down and every such task has ended. Only those ends are events: the
 * forks of a task add none, so a pool whose life cycle a program never asks about is explored as
 * before. {@code shutdown}, {@code shutdownNow}, {@code isShutdown}, {@code isTerminated} and the
 * timed {@code awaitTermination} are events open at any time, and {@code close} shuts the pool
 * down and waits by a {@code close} event open once it has terminated, as a thread pool's ({@link
 * PoolLine}). {@code shutdownNow} cancels the tasks submitted from outside that no worker took
 * yet, which then never run, as the JDK's, and interrupts every member thread. Taking a task is a
 * {@code taken} event of its thread before the task's first action, made only in runs that model
 * the ends of threads: a run that meets {@code shutdownNow} without them starts over with them, so
 * that both orders are explored and a pool never stopped that way pays nothing. A forked task the
 * JDK's might cancel still runs here: a {@code shutdownNow} that does not know such a task began
 * warns of that unexplored outcome (docs/decisions.md, "Fork/join").
 */
public final class ModelledForkJoinPool extends PoolLine {

  private static final String[] ALWAYS_OPEN = {
    "awaitTermination", "isShutdown", "isTerminated", "shutdown", "shutdownNow", "submit",
    "taken", "taskEnded"
  };

  /** The key of a run's members: which pool's task each logical thread runs. */
  private static final Object MEMBERS = new Object();

  /** A thread running a task of the pool, and the threads of the tasks it forked. */
  private static final class Member {
    final ModelledForkJoinPool pool;
    final List<ThreadHandle> forks = new ArrayList<>();

    Member(ModelledForkJoinPool pool) {
      this.pool = pool;
    }
  }

  private final Tasks tasks;
  /**
   * The member threads running a task, for {@code shutdownNow} to interrupt: a submitted task's
   * from its {@code taken} event to its {@code taskEnded}, so that which it interrupts is decided
   * by the order of those events on the pool's line.
   */
  private final List<ThreadHandle> live = new ArrayList<>();
  /** The member threads started and not yet ended: the tasks the JDK's might not have taken. */
  private final List<ThreadHandle> started = new ArrayList<>();
  /** The threads of submitted tasks no worker took yet, each with what cancels its task. */
  private final Map<ThreadHandle, Runnable> untaken = new LinkedHashMap<>();
  /** The tasks {@link #newTask} made, which a cancel of the task executing them cancels too. */
  private final Set<Runnable> invoked = Collections.newSetFromMap(new IdentityHashMap<>());
  private int active;
  private boolean shutdown;

  /** Creates the line of a pool; {@code tasks} makes the tasks {@code invokeAny} hands out. */
  public ModelledForkJoinPool(Tasks tasks) {
    super(null, ALWAYS_OPEN);
    this.tasks = tasks;
  }

  /**
   * Runs {@code task} in the pool: as a fork when the calling thread is a member, else after a
   * {@code submit} event, on a new member thread.
   *
   * @throws RejectedExecutionException if submitted from outside once the pool is shut down
   */
  public void submit(ModelledForkJoinTask task) {
    submit(task, () -> task.cancel(false));
  }

  /** Submits {@code task}, which {@code cancel} cancels if {@code shutdownNow} comes first. */
  private void submit(ModelledForkJoinTask task, Runnable cancel) {
    Member forker = memberOf(run());
    if (forker != null && forker.pool == this) {
      task.start();
      return;
    }
    perform("submit");
    if (shutdown) {
      throw new RejectedExecutionException("Task " + task + " rejected from " + this);
    }
    active++;
    ThreadHandle thread = start(task, null);
    if (run().modelsThreadEnds()) {
      untaken.put(thread, cancel);
    }
  }

  /** Runs {@code command} in the pool; what it throws leaves its thread uncaught, as the JDK's. */
  @Override
  public void execute(Runnable command) {
    ModelledForkJoinTask task = ModelledForkJoinTask.executing(command);
    submit(task, () -> {
      task.cancel(false);
      if (invoked.remove(command) && command instanceof Future<?> future) {
        future.cancel(false);
      }
    });
  }

  /**
   * Forks {@code task} from the calling thread onto a member thread of the calling thread's pool,
   * which waits for its end before its own; returns false if the calling thread is no member of any
   * pool: the task is then forked outside every pool (the common pool's, which has no life cycle).
   */
  static boolean fork(ModelledForkJoinTask task) {
    Member forker = memberOf(Controller.current());
    if (forker == null) {
      return false;
    }
    forker.pool.start(task, forker);
    return true;
  }

  /** Starts {@code task} on a member thread, forked by {@code forker}, or submitted when null. */
  private ThreadHandle start(ModelledForkJoinTask task, @Nullable Member forker) {
    Controller run = run();
    ThreadHandle thread = run.start(run.nameThread(null), () -> runMember(task, forker == null));
    started.add(thread);
    if (forker != null) {
      forker.forks.add(thread);
    }
    return thread;
  }

  /**
   * The body of a member thread: the task, then a wait for the threads it forked, then, for a task
   * submitted from outside, its {@code taskEnded} event.
   */
  private void runMember(ModelledForkJoinTask task, boolean submitted) {
    Controller run = run();
    ThreadHandle self = run.currentThread();
    if (submitted && !taken(run, self)) {
      return;
    }
    Member member = new Member(this);
    members(run).put(self, member);
    live.add(self);
    try {
      task.execute();
    } catch (RuntimeException | Error thrown) {
      leave(run, self, member, submitted);
      throw thrown;
    }
    leave(run, self, member, submitted);
  }

  /**
   * Takes the calling thread's submitted task by a {@code taken} event where the run models the
   * ends of threads; false if {@code shutdownNow} cancelled it first, when it never runs.
   */
  private boolean taken(Controller run, ThreadHandle self) {
    if (!run.modelsThreadEnds()) {
      return true;
    }
    perform("taken");
    return untaken.remove(self) != null;
  }

  private void leave(Controller run, ThreadHandle self, Member member, boolean submitted) {
    for (ThreadHandle fork : member.forks) {
      awaitEnd(run, fork);
    }
    members(run).remove(self);
    started.remove(self);
    if (submitted) {
      perform("taskEnded");
      active--;
    }
    live.remove(self);
  }

  /** Waits for {@code thread} to end; an interrupt ({@code shutdownNow}) does not stop the wait. */
  private static void awaitEnd(Controller run, ThreadHandle thread) {
    while (true) {
      try {
        run.join(thread);
        return;
      } catch (InterruptedException ignored) {
        // the member is ending: its status no longer matters, its forks' ends still do
      }
    }
  }

  /**
   * Returns the pool whose task the calling thread runs, a member's, or null if it is no member
   * ({@code ForkJoinTask.getPool}).
   */
  public static @Nullable ModelledForkJoinPool hosting() {
    Member member = memberOf(Controller.current());
    return member == null ? null : member.pool;
  }

  private static @Nullable Member memberOf(Controller run) {
    return members(run).get(run.currentThread());
  }

  private static Map<ThreadHandle, Member> members(Controller run) {
    return run.attachment(MEMBERS, key -> new HashMap<>());
  }

  @Override
  public <T> RunnableFuture<T> newTask(Callable<T> task) {
    RunnableFuture<T> future = tasks.task(lineName("task"), task);
    invoked.add(future);
    return future;
  }

  /** Shuts the pool down: later submissions from outside are rejected, its tasks go on. */
  public void shutdown() {
    perform("shutdown");
    beginShutdown();
  }

  @Override
  void beginShutdown() {
    shutdown = true;
  }

  /**
   * Shuts the pool down, cancels the submitted tasks no worker took, which never run, and
   * interrupts every member thread; returns nothing, as the JDK's. A run that does not model the
   * ends of threads, and so takes no task by an event, starts over with them. A forked task of
   * which the caller knows no event may, in the JDK's, still be queued and so be cancelled instead
   * of run: that outcome is not explored, so the run warns of it, naming {@code site}, the call's,
   * rather than look complete.
   */
  public List<Runnable> shutdownNow(String site) {
    Controller run = run();
    run.requireThreadEnds("ForkJoinPool.shutdownNow at " + site + " may cancel tasks no worker"
        + " took");
    perform("shutdownNow");
    beginShutdown();
    // What the event decided is settled before the cancels' own events let other threads go on.
    List<Runnable> cancels = new ArrayList<>(untaken.values());
    List<ThreadHandle> running = new ArrayList<>(live);
    started.removeAll(untaken.keySet());
    active -= untaken.size();
    untaken.clear();
    cancels.forEach(Runnable::run);
    if (started.stream().anyMatch(thread -> !run.knowsAnEventOf(thread))) {
      run.uncontrolled("ForkJoinPool.shutdownNow at " + site + " found a forked task that may"
          + " not have begun: the JDK's would cancel such a task instead of running it,"
          + " an outcome not explored (every forked task here is under way); let the tasks show"
          + " they began before shutdownNow, or use shutdown and awaitTermination");
    }
    for (ThreadHandle member : running) {
      run.interrupt(member);
    }
    return List.of();
  }

  public boolean isShutdown() {
    perform("isShutdown");
    return shutdown;
  }

  @Override
  boolean isTerminatedNow() {
    return shutdown && active == 0;
  }

  @Override
  public String toString() {
    String state = !shutdown ? "Running" : isTerminatedNow() ? "Terminated" : "Shutting down";
    return "ForkJoinPool " + name() + "[" + state + ", tasks under way = " + active + "]";
  }
}
