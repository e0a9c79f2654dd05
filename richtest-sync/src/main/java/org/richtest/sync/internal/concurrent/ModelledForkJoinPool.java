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
 * PoolLine}). {@code shutdownNow} cancels the tasks, submitted from outside or forked by a member,
 * that no worker took yet, which then never run, as the JDK's, and interrupts every other member
 * thread running a task. Taking a task is a {@code taken} event of its thread before the task's
 * first action, and a member's fork a {@code fork} event, its push, both made only in runs that
 * model the ends of threads: a run that meets {@code shutdownNow} without them starts over with
 * them, so that both orders are explored and a pool never stopped that way pays nothing
 * (docs/decisions.md, "Fork/join").
 */
public final class ModelledForkJoinPool extends PoolLine {

  private static final String[] ALWAYS_OPEN = {
    "awaitTermination", "fork", "isShutdown", "isTerminated", "shutdown", "shutdownNow", "submit",
    "taken", "taskEnded"
  };

  /** The key of a run's members: which pool's task each logical thread runs. */
  private static final Object MEMBERS = new Object();

  /**
   * A thread running a task of the pool, the threads of the tasks it forked, and the thread of the
   * task submitted from outside that it descends from, its root.
   */
  private static final class Member {
    final ModelledForkJoinPool pool;
    final ThreadHandle root;
    final List<ThreadHandle> forks = new ArrayList<>();

    Member(ModelledForkJoinPool pool, ThreadHandle root) {
      this.pool = pool;
      this.root = root;
    }
  }

  /** A task no worker took yet: what cancels it, and whether it counts among the active ones. */
  private record Untaken(Runnable cancel, boolean submitted) {}

  private final Tasks tasks;
  /**
   * The member threads that took a task, each with its root, for {@code shutdownNow} to interrupt:
   * each from its {@code taken} event to its root's {@code taskEnded} (a fork's end is no event),
   * so that which it interrupts is decided by the order of those events on the pool's line.
   */
  private final Map<ThreadHandle, ThreadHandle> live = new LinkedHashMap<>();
  /** The member threads whose task no worker took yet, each with what cancels its task. */
  private final Map<ThreadHandle, Untaken> untaken = new LinkedHashMap<>();
  /** The tasks {@link #newTask} made, which a cancel of the task executing them cancels too. */
  private final Set<Runnable> invoked = Collections.newSetFromMap(new IdentityHashMap<>());
  private int active;
  private boolean shutdown;
  /** Whether {@code shutdownNow} came: a task forked after it may be cancelled by the JDK's. */
  private boolean stopped;

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
      start(task, forker, cancel);
      return;
    }
    perform("submit");
    if (shutdown) {
      throw new RejectedExecutionException("Task " + task + " rejected from " + this);
    }
    active++;
    start(task, null, cancel);
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
    forker.pool.start(task, forker, () -> task.cancel(false));
    return true;
  }

  /**
   * Starts {@code task} on a member thread, forked by {@code forker}, or submitted when null; where
   * the run models the ends of threads, a fork is a {@code fork} event, its push to the pool, and
   * the task is untaken until its thread's {@code taken} event, {@code cancel} cancelling it if
   * {@code shutdownNow} comes between.
   */
  private void start(ModelledForkJoinTask task, @Nullable Member forker, Runnable cancel) {
    Controller run = run();
    task.markScheduled();
    boolean submitted = forker == null;
    if (!submitted && run.modelsThreadEnds()) {
      pushed(run, task);
    }
    @Nullable ThreadHandle root = forker == null ? null : forker.root;
    ThreadHandle thread = run.start(run.nameThread(null), () -> runMember(task, root));
    if (forker != null) {
      forker.forks.add(thread);
    }
    if (run.modelsThreadEnds()) {
      untaken.put(thread, new Untaken(cancel, submitted));
    }
  }

  /**
   * The body of a member thread: its taking of the task, the task, then a wait for the threads it
   * forked, then, for a task submitted from outside (whose {@code root} is null), its {@code
   * taskEnded} event.
   */
  private void runMember(ModelledForkJoinTask task, @Nullable ThreadHandle root) {
    Controller run = run();
    ThreadHandle self = run.currentThread();
    if (!taken(run, self)) {
      return;
    }
    boolean submitted = root == null;
    Member member = new Member(this, submitted ? self : root);
    members(run).put(self, member);
    live.put(self, member.root);
    try {
      task.executeTaken();
    } catch (RuntimeException | Error thrown) {
      leave(run, self, member, submitted);
      throw thrown;
    }
    leave(run, self, member, submitted);
  }

  /**
   * The {@code fork} event of a member pushing {@code task}; after {@code shutdownNow} the task
   * runs here, while the JDK's may cancel it when it cleans its queues, an outcome not explored,
   * of which the run warns rather than look complete.
   */
  private void pushed(Controller run, ModelledForkJoinTask task) {
    perform("fork");
    if (stopped) {
      run.uncontrolled(task + " was forked in " + name() + " after its shutdownNow: it runs here,"
          + " while the JDK's may cancel it instead, an outcome not explored; join the tasks"
          + " before shutdownNow, or let a task that sees its interrupt fork nothing");
    }
  }

  /**
   * Takes the calling thread's task by a {@code taken} event where the run models the ends of
   * threads; false if {@code shutdownNow} cancelled it first, when it never runs.
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
    if (submitted) {
      perform("taskEnded");
      active--;
      live.values().removeIf(self::equals);
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
   * Shuts the pool down, cancels the tasks no worker took, submitted or forked, which never run,
   * and interrupts every member thread running a task but the caller, as the JDK's; returns
   * nothing. A run that does not model the ends of threads, and so takes no task by an event,
   * starts over with them ({@code site}, the call's, names why).
   */
  public List<Runnable> shutdownNow(String site) {
    Controller run = run();
    run.requireThreadEnds("ForkJoinPool.shutdownNow at " + site + " may cancel tasks no worker"
        + " took");
    perform("shutdownNow");
    beginShutdown();
    stopped = true;
    // What the event decided is settled before the cancels' own events let other threads go on.
    List<Runnable> cancels = untaken.values().stream().map(Untaken::cancel).toList();
    List<ThreadHandle> running = new ArrayList<>(live.keySet());
    running.remove(run.currentThread());
    active -= (int) untaken.values().stream().filter(Untaken::submitted).count();
    untaken.clear();
    cancels.forEach(Runnable::run);
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
