package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
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
 * timed {@code awaitTermination} are events open at any time, as a thread pool's ({@link
 * ModelledPool}); {@code close} shuts the pool down and waits by a {@code close} event open once it
 * has terminated. {@code shutdownNow} interrupts every member thread; the JDK's cancelling of tasks
 * still queued is not modelled: here every task submitted is under way (docs/decisions.md,
 * "Fork/join").
 */
public final class ModelledForkJoinPool extends DropIn implements InvokingPool {

  private static final String[] ALWAYS_OPEN = {
    "awaitTermination", "isShutdown", "isTerminated", "shutdown", "shutdownNow", "submit",
    "taskEnded"
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
  private final List<ThreadHandle> live = new ArrayList<>();
  private final Map<String, Integer> submittedBy = new HashMap<>();
  private final OpenList running;
  private final OpenList terminated;
  private int active;
  private boolean shutdown;

  /** Creates the line of a pool; {@code tasks} makes the tasks {@code invokeAny} hands out. */
  public ModelledForkJoinPool(Tasks tasks) {
    super(null);
    this.tasks = tasks;
    this.running = OpenList.on(name(), ALWAYS_OPEN);
    String[] all = new String[ALWAYS_OPEN.length + 1];
    System.arraycopy(ALWAYS_OPEN, 0, all, 0, ALWAYS_OPEN.length);
    all[ALWAYS_OPEN.length] = "close";
    this.terminated = OpenList.on(name(), all);
  }

  /**
   * Runs {@code task} in the pool: as a fork when the calling thread is a member, else after a
   * {@code submit} event, on a new member thread.
   *
   * @throws RejectedExecutionException if submitted from outside once the pool is shut down
   */
  public void submit(ModelledForkJoinTask task) {
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
    start(task, null);
  }

  /** Runs {@code command} in the pool; what it throws leaves its thread uncaught, as the JDK's. */
  @Override
  public void execute(Runnable command) {
    submit(new ModelledForkJoinTask(() -> {
      command.run();
      return true;
    }, true));
  }

  /**
   * Starts {@code task}, forked by a member of a pool when {@code forker} is not null, on a thread
   * of its own; returns false if the calling thread is no member of any pool: the task is then
   * forked outside every pool (the common pool's, which has no life cycle).
   */
  static boolean fork(ModelledForkJoinTask task) {
    Member forker = memberOf(Controller.current());
    if (forker == null) {
      return false;
    }
    forker.pool.start(task, forker);
    return true;
  }

  private void start(ModelledForkJoinTask task, @Nullable Member forker) {
    Controller run = run();
    ThreadHandle thread = run.start(run.nameThread(null), () -> runMember(task, forker == null));
    if (forker != null) {
      forker.forks.add(thread);
    }
  }

  /**
   * The body of a member thread: the task, then a wait for the threads it forked, then, for a task
   * submitted from outside, its {@code taskEnded} event.
   */
  private void runMember(ModelledForkJoinTask task, boolean submitted) {
    Controller run = run();
    ThreadHandle self = run.currentThread();
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

  private void leave(Controller run, ThreadHandle self, Member member, boolean submitted) {
    for (ThreadHandle fork : member.forks) {
      awaitEnd(run, fork);
    }
    members(run).remove(self);
    live.remove(self);
    if (submitted) {
      perform("taskEnded");
      active--;
    }
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

  private static @Nullable Member memberOf(Controller run) {
    return members(run).get(run.currentThread());
  }

  private static Map<ThreadHandle, Member> members(Controller run) {
    return run.attachment(MEMBERS, key -> new HashMap<>());
  }

  @Override
  public <T> RunnableFuture<T> newTask(Callable<T> task) {
    return tasks.task(lineName("task"), task);
  }

  @Override
  public String lineName(String what) {
    String submitter = run().currentThread().name();
    int k = submittedBy.merge(submitter, 1, Integer::sum);
    return name() + "-" + submitter + "-" + what + k;
  }

  /** Shuts the pool down: later submissions from outside are rejected, its tasks go on. */
  public void shutdown() {
    perform("shutdown");
    shutdown = true;
  }

  /** Shuts the pool down and interrupts every member thread; returns nothing, as the JDK's. */
  public List<Runnable> shutdownNow() {
    perform("shutdownNow");
    shutdown = true;
    for (ThreadHandle member : new ArrayList<>(live)) {
      run().interrupt(member);
    }
    return List.of();
  }

  public boolean isShutdown() {
    perform("isShutdown");
    return shutdown;
  }

  public boolean isTerminated() {
    perform("isTerminated");
    return isTerminatedNow();
  }

  private boolean isTerminatedNow() {
    return shutdown && active == 0;
  }

  /**
   * Returns whether the pool had terminated when the event completed: both are explored, the
   * timeout as every timed wait's (docs/decisions.md, "Timed operations").
   */
  public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    performTimed("awaitTermination");
    if (!isTerminatedNow()) {
      timedOut(unit.toNanos(timeout));
      return false;
    }
    return true;
  }

  /** Shuts the pool down and waits until it terminated (a member closing its pool waits for ever). */
  public void close() {
    perform("shutdown");
    shutdown = true;
    perform("close");
  }

  /** As a thread pool's timed {@code invokeAll} ({@link Invocations}): each wait may time out. */
  public <T> List<Future<T>> invokeAll(
      Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException {
    return Invocations.invokeAll(this, tasks, unit.toNanos(timeout));
  }

  /** As a thread pool's {@code invokeAny} ({@link Invocations}). */
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks)
      throws InterruptedException, ExecutionException {
    try {
      return Invocations.invokeAny(this, tasks, false, 0);
    } catch (TimeoutException impossible) {
      throw new IllegalStateException("an untimed invokeAny timed out", impossible);
    }
  }

  /** As {@link #invokeAny(Collection)}; each wait for a task may time out. */
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    return Invocations.invokeAny(this, tasks, true, unit.toNanos(timeout));
  }

  @Override
  public OpenList openList() {
    return withRepeats(isTerminatedNow() ? terminated : running);
  }

  @Override
  public String toString() {
    String state = !shutdown ? "Running" : isTerminatedNow() ? "Terminated" : "Shutting down";
    return "ForkJoinPool " + name() + "[" + state + ", tasks under way = " + active + "]";
  }
}
