package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.ThreadFactory;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * A {@code ThreadPoolExecutor} drop-in under exploration: a pool of the JDK's shape ({@link
 * PoolShape}: core and maximum sizes, a work queue's capacity, a rejection policy) or a thread per
 * task, which is a line of its own and whose workers are logical threads. Each {@code submit} or
 * {@code execute} is an event, after which the submitting thread places the task as the JDK's
 * {@code execute} does: while the pool has fewer workers than its core size it starts a new worker
 * with the task; otherwise it hands the task to an idle worker (the longest idle; on a hand-off
 * queue the most recently idle, as the JDK's {@code SynchronousQueue} stack does) or queues it if
 * the queue has room; otherwise, below the maximum size, it starts a worker, and else the task is
 * rejected by the pool's policy. A worker is {@code <pool>-worker-<k>}, or the {@code Thread} the
 * pool's {@code ThreadFactory} makes, called by the submitting thread, started as a logical thread
 * ({@link FactoryThreads}). A worker that finished a task asks for the next one by a {@code
 * getTask} event: it takes the head of the queue, or parks idle until a submit hands it a task or
 * {@code shutdown} retires it. A run whose live threads are all idle workers has completed, so a
 * pool that is never shut down does not deadlock the program.
 *
 * <p>{@code isShutdown}, {@code isTerminated}, {@code shutdown}, {@code shutdownNow} and the timed
 * {@code awaitTermination} are events open at any time ({@code awaitTermination} returns whether
 * the pool had terminated when it completed, so both outcomes are explored); {@code close} shuts
 * the pool down and then waits by a {@code close} event open once it has terminated: shut down, no
 * task queued, every worker gone. {@code shutdownNow} interrupts the workers running a task, and
 * {@code Future.cancel(true)} the worker running that task. Not modelled: keep-alive times (an idle
 * worker stays), and the JDK's second look at the pool's state after a factory made a thread: the
 * worker a submit decided on starts even if the pool was shut down while the factory ran.
 */
public sealed class ModelledPool extends PoolLine implements PoolOperations
    permits ModelledScheduler {

  private static final String[] ALWAYS_OPEN = {
    "awaitTermination", "cancel", "execute", "expire", "getTask", "isShutdown", "isTerminated",
    "processWorkerExit", "purge", "reExecutePeriodic", "schedule",
    "shutdown", "shutdownNow", "submit"
  };

  /** A worker thread of the pool and the task a submitter handed it while it was idle. */
  private static final class Worker {
    @Nullable ThreadHandle thread;
    @Nullable Runnable handed;
  }

  private final PoolShape shape;
  private final @Nullable ThreadFactory factory;
  private final Tasks tasks;
  private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
  private final ArrayDeque<Worker> idle = new ArrayDeque<>();
  /** The workers started and not yet ended, for {@code shutdownNow} to interrupt the busy ones. */
  private final List<Worker> live = new ArrayList<>();
  private int workers;
  private int started;
  private long completed;
  private boolean shutdown;
  private boolean stopped;

  /**
   * Creates the line of a pool of {@code shape} whose workers {@code factory} makes, or workers of
   * its own when null, whose line is called {@code name}, or the default name when null; {@code
   * tasks} makes the tasks it hands out.
   */
  public ModelledPool(
      PoolShape shape, @Nullable ThreadFactory factory, @Nullable String name, Tasks tasks) {
    super(name, ALWAYS_OPEN);
    this.shape = shape;
    this.factory = factory;
    this.tasks = tasks;
  }

  @Override
  public void execute(Runnable command) {
    perform("execute");
    dispatch(command);
  }

  @Override
  public <T> Future<T> submit(Callable<T> task) {
    RunnableFuture<T> future = newTask(task);
    perform("submit");
    dispatch(future);
    return future;
  }

  @Override
  public <T> Future<T> submit(Runnable task, T result) {
    return submit(java.util.concurrent.Executors.callable(task, result));
  }

  @Override
  public Future<?> submit(Runnable task) {
    return submit(java.util.concurrent.Executors.callable(task));
  }

  @Override
  public <T> RunnableFuture<T> newTask(Callable<T> task) {
    return tasks.task(lineName("task"), task);
  }

  /**
   * Gives {@code task} to a worker or the queue, or rejects it, as the JDK's {@code execute}; the
   * caller's event has just completed.
   */
  private void dispatch(Runnable task) {
    if (shutdown) {
      reject(task);
      return;
    }
    if (workers < shape.corePoolSize() && addWorker(task)) {
      return;
    }
    if (offer(task)) {
      if (workers == 0) {
        addWorker(null);
      }
      return;
    }
    if (workers >= shape.maximumPoolSize() || !addWorker(task)) {
      reject(task);
    }
  }

  /** Hands {@code task} to an idle worker, or queues it if there is room; false if neither. */
  final boolean offer(Runnable task) {
    Worker reused = shape.perTask() ? null
        : shape.lastIdleFirst() ? idle.pollLast() : idle.pollFirst();
    if (reused != null) {
      reused.handed = task;
      run().resume(Objects.requireNonNull(reused.thread), this);
      return true;
    }
    if (queue.size() < shape.queueCapacity()) {
      queue.addLast(task);
      return true;
    }
    return false;
  }

  /** Applies the pool's rejection policy to {@code task}. */
  final void reject(Runnable task) {
    switch (shape.rejection()) {
      case ABORT -> throw new RejectedExecutionException("Task " + task + " rejected from " + this);
      case CALLER_RUNS -> {
        if (!shutdown) {
          task.run();
        }
      }
      case DISCARD -> { }
      case DISCARD_OLDEST -> {
        if (!shutdown) {
          queue.pollFirst();
          execute(task);
        }
      }
    }
  }

  /**
   * Starts a worker with {@code first} as its first task, or none; false if the pool's factory
   * made no thread (returned null), as the JDK's {@code addWorker}.
   */
  final boolean addWorker(@Nullable Runnable first) {
    workers++;
    started++;
    Worker worker = new Worker();
    live.add(worker);
    Controller controller = run();
    Runnable body = () -> work(worker, first);
    if (factory == null) {
      worker.thread = controller.start(controller.nameThread(name() + "-worker-" + started), body);
      return true;
    }
    Thread thread;
    try {
      thread = factory.newThread(body);
    } catch (RuntimeException | Error thrown) {
      withdraw(worker);
      throw thrown;
    }
    if (thread == null) {
      withdraw(worker);
      return false;
    }
    worker.thread = FactoryThreads.start(controller, thread);
    return true;
  }

  /** Undoes {@link #addWorker} for a worker whose thread was not made. */
  private void withdraw(Worker worker) {
    workers--;
    live.remove(worker);
  }

  /** The body of a worker: its first task, then every task {@code getTask} gives it. */
  private void work(Worker worker, @Nullable Runnable first) {
    try {
      Runnable task = first != null ? first : getTask(worker);
      while (task != null) {
        try {
          task.run();
        } catch (RuntimeException | Error thrown) {
          exitAbruptly();
          throw thrown;
        }
        completed++;
        task = getTask(worker);
      }
    } finally {
      live.remove(worker);
    }
  }

  /** Returns the worker's next task, or null when it must end (JDK's {@code getTask}). */
  private @Nullable Runnable getTask(Worker worker) {
    perform("getTask");
    Runnable next = queue.pollFirst();
    if (next != null) {
      return next;
    }
    if ((shutdown && !awaitsDelayed()) || shape.perTask()) {
      workers--;
      return null;
    }
    idle.addLast(worker);
    run().parkIdle(this, "a task");
    Runnable handed = worker.handed;
    worker.handed = null;
    return handed;
  }

  /**
   * Ends a worker whose task threw, as the JDK's {@code processWorkerExit}: a replacement worker
   * starts unless the pool was stopped, or shut down with nothing queued.
   */
  private void exitAbruptly() {
    perform("processWorkerExit");
    completed++;
    workers--;
    boolean replace =
        !shape.perTask() && !stopped && (!shutdown || !queue.isEmpty() || awaitsDelayed());
    if (replace) {
      addWorker(null);
    }
  }

  @Override
  public void shutdown() {
    perform("shutdown");
    beginShutdown();
  }

  @Override
  final void beginShutdown() {
    shutdown = true;
    onShutdown();
    if (!awaitsDelayed()) {
      releaseIdle();
    }
  }

  /** Resumes every idle worker to end; the pool has been shut down. */
  final void releaseIdle() {
    for (Worker worker = idle.pollFirst(); worker != null; worker = idle.pollFirst()) {
      workers--;
      run().resume(Objects.requireNonNull(worker.thread), this);
    }
  }

  /** Drops what {@code shutdown} drops besides new tasks ({@link ModelledScheduler}: periodic ones). */
  void onShutdown() {}

  /**
   * Returns whether tasks wait for their delay ({@link ModelledScheduler}): then idle workers stay
   * after {@code shutdown}, as the JDK's scheduled pool runs its delayed tasks after it.
   */
  boolean awaitsDelayed() {
    return false;
  }

  /** Removes and returns the tasks waiting for their delay, which will not run. */
  List<Runnable> drainDelayed() {
    return List.of();
  }

  /**
   * Places a task whose delay expired: to an idle worker or the queue, after {@code shutdown} too;
   * a worker starts if none is left.
   */
  final void expired(Runnable task) {
    offer(task);
    if (workers == 0) {
      addWorker(null);
    }
  }

  /** Starts a core worker, or a first one, as the JDK's {@code ensurePrestart}. */
  final void ensurePrestart() {
    if (workers < shape.corePoolSize() || workers == 0) {
      addWorker(null);
    }
  }

  /** Returns whether {@code shutdown} or {@code shutdownNow} was called; not an event. */
  final boolean shutDown() {
    return shutdown;
  }

  /**
   * Shuts the pool down, interrupts the workers running a task, and returns the tasks that were
   * queued, which will not run. Each interrupt races with what its task does, as any interrupt
   * (docs/decisions.md, "Interruption").
   */
  @Override
  public List<Runnable> shutdownNow() {
    perform("shutdownNow");
    return stop(true);
  }

  /**
   * Stops the pool after the caller's event: shut down, the tasks queued or waiting for their
   * delay removed and returned, and the workers running a task interrupted if {@code interrupting}
   * ({@code java.util.Timer.cancel} lets its running task finish).
   */
  final List<Runnable> stop(boolean interrupting) {
    stopped = true;
    List<Runnable> drained = new ArrayList<>(queue);
    queue.clear();
    drained.addAll(drainDelayed());
    List<Worker> busy = new ArrayList<>(interrupting ? live : List.of());
    busy.removeAll(idle);
    beginShutdown();
    for (Worker worker : busy) {
      run().interrupt(Objects.requireNonNull(worker.thread));
    }
    return drained;
  }

  /** Removes the queued tasks {@code which} selects, after the caller's event; returns how many. */
  final int removeQueued(Predicate<Runnable> which) {
    int before = queue.size();
    queue.removeIf(which);
    return before - queue.size();
  }

  @Override
  public boolean isShutdown() {
    perform("isShutdown");
    return shutdown;
  }

  @Override
  final boolean isTerminatedNow() {
    return shutdown && workers == 0;
  }

  @Override
  public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks)
      throws InterruptedException {
    return Invocations.invokeAll(this, tasks);
  }

  /** Returns the name and the state, like the JDK's; not an event. */
  @Override
  public String toString() {
    String state = !shutdown ? "Running" : isTerminatedNow() ? "Terminated" : "Shutting down";
    return "ThreadPoolExecutor " + name() + "[" + state + ", pool size = " + workers
        + ", active threads = " + (workers - idle.size()) + ", queued tasks = " + queue.size()
        + ", completed tasks = " + completed + "]";
  }
}
