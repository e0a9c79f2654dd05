package org.richtest.sync.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * A pool of worker threads with the API of {@link ExecutorService}, as {@link Executors} creates
 * them: a fixed pool, a cached pool, or a thread per task. Under an exploration it is a line of its
 * own and its workers are logical threads. Each {@code submit} or {@code execute} is an event; as in
 * the JDK, while the pool has fewer workers than its core size the submitting thread then starts a
 * new worker {@code <pool>-worker-<k>} with the task; otherwise it hands the task to the
 * longest-idle worker (a cached pool: the most recently idle one, as the JDK's stack-like hand-off
 * does), queues it (a fixed pool), or starts a worker (a cached pool, a thread per task). A worker
 * that finished a task asks for the next one by a {@code getTask} event: it takes the head of the
 * queue, or parks idle until a submit hands it a task or {@code shutdown} retires it. A run whose
 * live threads are all idle workers has completed, so a pool that is never shut down does not
 * deadlock the program. Outside an exploration it forwards to the JDK's executor.
 *
 * <p>{@code isShutdown}, {@code isTerminated}, {@code shutdown}, {@code shutdownNow} and the timed
 * {@code awaitTermination} are events open at any time ({@code awaitTermination} returns whether
 * the pool had terminated when it completed, so both outcomes are explored); {@code close} shuts
 * the pool down and then waits by a {@code close} event open once it has terminated: shut down, no
 * task queued, every worker gone. {@code shutdownNow} interrupts the workers running a task, and
 * {@code Future.cancel(true)} the worker running that task. Not modelled under exploration:
 * keep-alive times (an idle worker
 * of a cached pool stays), the JDK's tuning methods, and the JDK's constructors for other pools
 * than those {@link Executors} makes.
 */
public final class ThreadPoolExecutor extends DropIn implements ExecutorService {

  private static final String[] ALWAYS_OPEN = {
    "awaitTermination", "execute", "getTask", "isShutdown", "isTerminated", "processWorkerExit",
    "shutdown", "shutdownNow", "submit"
  };

  /** How a pool treats a task no new core worker takes. */
  enum Kind {
    /** At most the core size of workers; tasks wait in a queue. */
    FIXED,
    /** Idle workers are reused, the most recently idle first; otherwise a new worker. */
    CACHED,
    /** A new worker per task, which ends with it. */
    PER_TASK
  }

  /** A worker thread of the pool and the task a submitter handed it while it was idle. */
  private static final class Worker {
    @Nullable ThreadHandle thread;
    @Nullable Runnable handed;
  }

  private final @Nullable ExecutorService real;
  private final Kind kind;
  private final int corePoolSize;
  private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
  private final ArrayDeque<Worker> idle = new ArrayDeque<>();
  /** The workers started and not yet ended, for {@code shutdownNow} to interrupt the busy ones. */
  private final List<Worker> live = new ArrayList<>();
  private final Map<String, Integer> submittedBy = new HashMap<>();
  private final OpenList running;
  private final OpenList terminated;
  private int workers;
  private int started;
  private long completed;
  private boolean shutdown;
  private boolean stopped;

  /**
   * Creates a fixed pool of {@code nThreads} workers, as {@link Executors#newFixedThreadPool(int)}.
   *
   * @throws IllegalArgumentException if {@code nThreads <= 0}
   */
  public ThreadPoolExecutor(int nThreads) {
    this(nThreads, null);
  }

  /**
   * Creates a fixed pool of {@code nThreads} workers whose line is called {@code name}, or the
   * default name when null; its workers are {@code <name>-worker-<k>}.
   *
   * @throws IllegalArgumentException if {@code nThreads <= 0}
   */
  public ThreadPoolExecutor(int nThreads, @Nullable String name) {
    this(Kind.FIXED, requirePositive(nThreads), name, () -> java.util.concurrent.Executors
        .newFixedThreadPool(nThreads, Executors.workerFactory(name)));
  }

  /**
   * The JDK's constructor: under an exploration, models the fixed pool ({@code corePoolSize ==
   * maximumPoolSize}, an unbounded {@link LinkedBlockingQueue}) and the cached pool ({@code 0},
   * {@code Integer.MAX_VALUE}, a {@link SynchronousQueue}); there the pool keeps its own queue,
   * not {@code workQueue}, and keep-alive times do not pass. Outside one, the JDK's pool.
   *
   * @throws IllegalArgumentException for arguments the JDK rejects
   * @throws UnsupportedOperationException under exploration, for another pool
   */
  public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue) {
    this(PoolShape.of(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, null,
        PoolShape.ABORT), () -> new java.util.concurrent.ThreadPoolExecutor(
            corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue));
  }

  /**
   * The JDK's constructor with a thread factory, outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
    this(PoolShape.of(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
        Objects.requireNonNull(threadFactory), PoolShape.ABORT),
        () -> new java.util.concurrent.ThreadPoolExecutor(
            corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory));
  }

  /**
   * The JDK's constructor with a handler of rejected tasks; under an exploration only the JDK's
   * {@code AbortPolicy}, the default, is modelled.
   *
   * @throws UnsupportedOperationException under exploration, for another handler
   */
  public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
    this(PoolShape.of(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, null,
        handler), () -> new java.util.concurrent.ThreadPoolExecutor(
            corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, handler));
  }

  /**
   * The JDK's constructor with a thread factory and a handler, outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory,
      RejectedExecutionHandler handler) {
    this(PoolShape.of(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
        Objects.requireNonNull(threadFactory), handler),
        () -> new java.util.concurrent.ThreadPoolExecutor(corePoolSize, maximumPoolSize,
            keepAliveTime, unit, workQueue, threadFactory, handler));
  }

  private ThreadPoolExecutor(PoolShape shape, Supplier<ExecutorService> real) {
    this(shape.kind(), shape.corePoolSize(), null, real);
  }

  ThreadPoolExecutor(Kind kind, int corePoolSize, @Nullable String name,
      Supplier<ExecutorService> real) {
    super(name);
    this.kind = kind;
    this.corePoolSize = corePoolSize;
    this.real = creatingUnderExploration() ? null : real.get();
    this.running = OpenList.on(name(), ALWAYS_OPEN);
    String[] all = new String[ALWAYS_OPEN.length + 1];
    System.arraycopy(ALWAYS_OPEN, 0, all, 0, ALWAYS_OPEN.length);
    all[ALWAYS_OPEN.length] = "close";
    this.terminated = OpenList.on(name(), all);
  }

  private static int requirePositive(int nThreads) {
    if (nThreads <= 0) {
      throw new IllegalArgumentException("a pool needs at least one thread, was " + nThreads);
    }
    return nThreads;
  }

  @Override
  public void execute(Runnable command) {
    Objects.requireNonNull(command);
    ExecutorService outside = outside(real);
    if (outside != null) {
      outside.execute(command);
      return;
    }
    perform("execute");
    dispatch(command);
  }

  @Override
  public <T> Future<T> submit(Callable<T> task) {
    Objects.requireNonNull(task);
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.submit(task);
    }
    FutureTask<T> future = newTask(task);
    perform("submit");
    dispatch(future);
    return future;
  }

  @Override
  public <T> Future<T> submit(Runnable task, T result) {
    Objects.requireNonNull(task);
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.submit(task, result);
    }
    return submit(java.util.concurrent.Executors.callable(task, result));
  }

  @Override
  public Future<?> submit(Runnable task) {
    Objects.requireNonNull(task);
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.submit(task);
    }
    return submit(java.util.concurrent.Executors.callable(task));
  }

  /** Returns a new task named {@code <pool>-<submitter>-task<k>}. */
  <T> FutureTask<T> newTask(Callable<T> task) {
    return new FutureTask<>(lineName("task"), task);
  }

  /**
   * Returns {@code <pool>-<submitter>-<what><k>} for the k-th line the calling thread creates for
   * this pool: the same in every run, whatever the schedule, as line names must be.
   */
  String lineName(String what) {
    String submitter = run().currentThread().name();
    int k = submittedBy.merge(submitter, 1, Integer::sum);
    return name() + "-" + submitter + "-" + what + k;
  }

  /** Gives {@code task} to a worker or the queue; the caller's event has just completed. */
  private void dispatch(Runnable task) {
    if (shutdown) {
      throw new RejectedExecutionException("Task " + task + " rejected from " + this);
    }
    if (workers < corePoolSize) {
      startWorker(task);
      return;
    }
    Worker reused = switch (kind) {
      case FIXED -> idle.pollFirst();
      case CACHED -> idle.pollLast();
      case PER_TASK -> null;
    };
    if (reused != null) {
      reused.handed = task;
      run().resume(Objects.requireNonNull(reused.thread), this);
    } else if (kind == Kind.FIXED) {
      queue.addLast(task);
    } else {
      startWorker(task);
    }
  }

  private void startWorker(@Nullable Runnable first) {
    workers++;
    started++;
    Worker worker = new Worker();
    live.add(worker);
    Controller controller = run();
    String name = controller.nameThread(name() + "-worker-" + started);
    worker.thread = controller.start(name, () -> work(worker, first));
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
    if (shutdown || kind == Kind.PER_TASK) {
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
    boolean replace = kind != Kind.PER_TASK && !stopped && (!shutdown || !queue.isEmpty());
    if (replace) {
      startWorker(null);
    }
  }

  @Override
  public void shutdown() {
    ExecutorService outside = outside(real);
    if (outside != null) {
      outside.shutdown();
      return;
    }
    perform("shutdown");
    beginShutdown();
  }

  private void beginShutdown() {
    shutdown = true;
    for (Worker worker = idle.pollFirst(); worker != null; worker = idle.pollFirst()) {
      workers--;
      run().resume(Objects.requireNonNull(worker.thread), this);
    }
  }

  /**
   * Shuts the pool down, interrupts the workers running a task, and returns the tasks that were
   * queued, which will not run. Each interrupt races with what its task does, as any interrupt
   * (docs/decisions.md, "Interruption").
   */
  @Override
  public List<Runnable> shutdownNow() {
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.shutdownNow();
    }
    perform("shutdownNow");
    stopped = true;
    List<Runnable> drained = new ArrayList<>(queue);
    queue.clear();
    List<Worker> busy = new ArrayList<>(live);
    busy.removeAll(idle);
    beginShutdown();
    for (Worker worker : busy) {
      run().interrupt(Objects.requireNonNull(worker.thread));
    }
    return drained;
  }

  @Override
  public boolean isShutdown() {
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.isShutdown();
    }
    perform("isShutdown");
    return shutdown;
  }

  @Override
  public boolean isTerminated() {
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.isTerminated();
    }
    perform("isTerminated");
    return isTerminatedNow();
  }

  private boolean isTerminatedNow() {
    return shutdown && workers == 0;
  }

  /**
   * Waits until the pool has terminated or {@code timeout} elapses, and returns whether it
   * terminated; under exploration both outcomes are explored.
   */
  @Override
  public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    Objects.requireNonNull(unit);
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.awaitTermination(timeout, unit);
    }
    checkInterrupted();
    perform("awaitTermination");
    return isTerminatedNow();
  }

  /** Shuts the pool down and waits until it terminated (a task closing its pool waits forever). */
  @Override
  public void close() {
    ExecutorService outside = outside(real);
    if (outside != null) {
      outside.close();
      return;
    }
    perform("shutdown");
    beginShutdown();
    perform("close");
  }

  @Override
  public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks)
      throws InterruptedException {
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.invokeAll(tasks);
    }
    return Invocations.invokeAll(this, tasks);
  }

  /**
   * Runs {@code tasks} and waits until all are done or {@code timeout} elapses, then cancels those
   * not done; under exploration each wait may time out. Time does not pass while tasks are
   * submitted: every task is submitted when the timeout is positive, none otherwise.
   */
  @Override
  public <T> List<Future<T>> invokeAll(
      Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException {
    Objects.requireNonNull(unit);
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.invokeAll(tasks, timeout, unit);
    }
    return Invocations.invokeAll(this, tasks, timeout);
  }

  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks)
      throws InterruptedException, ExecutionException {
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.invokeAny(tasks);
    }
    try {
      return Invocations.invokeAny(this, tasks, false);
    } catch (TimeoutException impossible) {
      throw new IllegalStateException("an untimed invokeAny timed out", impossible);
    }
  }

  /** As {@link #invokeAny(Collection)}; under exploration each wait for a task may time out. */
  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    Objects.requireNonNull(unit);
    ExecutorService outside = outside(real);
    if (outside != null) {
      return outside.invokeAny(tasks, timeout, unit);
    }
    return Invocations.invokeAny(this, tasks, true);
  }

  @Override
  public OpenList openList() {
    return isTerminatedNow() ? terminated : running;
  }

  /** Returns the name and the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    ExecutorService outside = real;
    if (outside != null) {
      return outside.toString();
    }
    String state = !shutdown ? "Running" : isTerminatedNow() ? "Terminated" : "Shutting down";
    return "ThreadPoolExecutor " + name() + "[" + state + ", pool size = " + workers
        + ", active threads = " + (workers - idle.size()) + ", queued tasks = " + queue.size()
        + ", completed tasks = " + completed + "]";
  }
}
