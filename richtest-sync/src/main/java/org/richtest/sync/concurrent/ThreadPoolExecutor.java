package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkPool;
import org.richtest.sync.internal.concurrent.ModelledPool;
import org.richtest.sync.internal.concurrent.PoolOperations;
import org.richtest.sync.internal.concurrent.PoolShape;
import org.richtest.sync.internal.concurrent.Tasks;
import org.richtest.spi.Describable;

/**
 * A pool of worker threads with the API of {@link ExecutorService}, as {@link Executors} creates
 * them and as the JDK's constructors describe them: core and maximum sizes, a work queue, a {@link
 * ThreadFactory}, a rejection policy. Under an exploration it is a line of its own and its workers
 * are logical threads. Each {@code submit} or {@code execute} is an event, after which, as in the
 * JDK, the submitting thread starts a new worker with the task while the pool has fewer workers
 * than its core size; otherwise it hands the task to an idle worker (the longest idle; on a {@code
 * SynchronousQueue} the most recently idle, as its stack does) or queues it if the queue has room;
 * otherwise, below the maximum size, it starts a worker, and else the rejection policy applies. A
 * worker is {@code <pool>-worker-<k>}, or the thread the pool's factory makes, started as a
 * logical thread that keeps the factory's name. A worker that finished a task asks for the next
 * one by a {@code getTask} event: it takes the head of the queue, or parks idle until a submit
 * hands it a task or {@code shutdown} retires it. A run whose live threads are all idle workers
 * has completed, so a pool that is never shut down does not deadlock the program. Outside an
 * exploration it forwards to the JDK's executor: which one it is, it decides when it is created.
 *
 * <p>{@code isShutdown}, {@code isTerminated}, {@code shutdown}, {@code shutdownNow} and the timed
 * {@code awaitTermination} are events open at any time ({@code awaitTermination} returns whether
 * the pool had terminated when it completed, so both outcomes are explored); {@code close} shuts
 * the pool down and then waits by a {@code close} event open once it has terminated: shut down, no
 * task queued, every worker gone. {@code shutdownNow} interrupts the workers running a task, and
 * {@code Future.cancel(true)} the worker running that task. Not modelled under exploration:
 * keep-alive times (an idle worker stays), the JDK's tuning methods, work queues other than the
 * three above, and rejection handlers other than the JDK's four policies.
 */
public class ThreadPoolExecutor implements ExecutorService, Describable {

  /** The tasks a modelled pool hands out: {@link FutureTask}s. */
  private static final Tasks TASKS = new Tasks() {
    @Override
    public <T> RunnableFuture<T> task(String name, Callable<T> callable) {
      return new FutureTask<>(name, callable);
    }
  };

  private final PoolOperations pool;

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
    this(PoolShape.fixed(requirePositive(nThreads)), null, name,
        () -> java.util.concurrent.Executors.newFixedThreadPool(
            nThreads, Executors.workerFactory(name)));
  }

  /**
   * The JDK's constructor. Under an exploration the pool has the JDK's shape: {@code corePoolSize}
   * and {@code maximumPoolSize} workers and {@code workQueue}'s capacity (a {@link
   * LinkedBlockingQueue}, an {@link ArrayBlockingQueue} or a {@link SynchronousQueue}, the JDK's or
   * the drop-in), though it keeps its own queue, not {@code workQueue}; keep-alive times do not
   * pass. Outside one, the JDK's pool.
   *
   * @throws IllegalArgumentException for arguments the JDK rejects
   * @throws UnsupportedOperationException under exploration, for another work queue
   */
  public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue) {
    this(PoolShape.of(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
        PoolShape.ABORT, ThreadPoolExecutor::capacity), null,
        () -> new java.util.concurrent.ThreadPoolExecutor(
            corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue));
  }

  /**
   * The JDK's constructor with a thread factory: under an exploration, as the constructor without
   * one, its workers the threads {@code threadFactory} makes, started as logical threads.
   *
   * @throws UnsupportedOperationException under exploration, for a work queue not modelled
   */
  public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
    this(PoolShape.of(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
        PoolShape.ABORT, ThreadPoolExecutor::capacity), Objects.requireNonNull(threadFactory),
        () -> new java.util.concurrent.ThreadPoolExecutor(
            corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory));
  }

  /**
   * The JDK's constructor with a handler of rejected tasks; under an exploration the JDK's four
   * policies are modelled ({@code AbortPolicy}, {@code CallerRunsPolicy}, {@code DiscardPolicy},
   * {@code DiscardOldestPolicy}).
   *
   * @throws UnsupportedOperationException under exploration, for another handler or work queue
   */
  public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
    this(PoolShape.of(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, handler,
        ThreadPoolExecutor::capacity), null,
        () -> new java.util.concurrent.ThreadPoolExecutor(
            corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, handler));
  }

  /**
   * The JDK's constructor with a thread factory and a handler, modelled as the two above.
   *
   * @throws UnsupportedOperationException under exploration, for a handler or work queue not
   *     modelled
   */
  public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory,
      RejectedExecutionHandler handler) {
    this(PoolShape.of(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, handler,
        ThreadPoolExecutor::capacity), Objects.requireNonNull(threadFactory),
        () -> new java.util.concurrent.ThreadPoolExecutor(corePoolSize, maximumPoolSize,
            keepAliveTime, unit, workQueue, threadFactory, handler));
  }

  private ThreadPoolExecutor(
      PoolShape shape, @Nullable ThreadFactory factory, Supplier<ExecutorService> real) {
    this(shape, factory, null, real);
  }

  /**
   * Creates a pool of {@code shape}, its workers made by {@code factory} (or its own when null),
   * under an exploration, otherwise the JDK's executor {@code real} makes.
   */
  ThreadPoolExecutor(PoolShape shape, @Nullable ThreadFactory factory, @Nullable String name,
      Supplier<ExecutorService> real) {
    this.pool = creatingUnderExploration()
        ? new ModelledPool(shape, factory, name, TASKS)
        : new JdkPool(real.get(), name);
  }

  /** Wraps {@code pool}, a scheduled pool's. */
  ThreadPoolExecutor(PoolOperations pool) {
    this.pool = pool;
  }

  /** Returns how the pool makes its tasks under exploration: {@link FutureTask} drop-ins. */
  static Tasks tasks() {
    return TASKS;
  }

  private static int requirePositive(int nThreads) {
    if (nThreads <= 0) {
      throw new IllegalArgumentException("a pool needs at least one thread, was " + nThreads);
    }
    return nThreads;
  }

  /**
   * Returns the capacity of {@code workQueue} under exploration, as {@link PoolShape#queueCapacity}
   * counts it: a {@code LinkedBlockingQueue}'s or {@code ArrayBlockingQueue}'s (the JDK's or a
   * drop-in), 0 for a {@code SynchronousQueue}; -1 for another queue.
   */
  private static int capacity(BlockingQueue<Runnable> workQueue) {
    if (workQueue instanceof LinkedBlockingQueue<Runnable> dropIn) {
      return dropIn.capacity();
    }
    if (workQueue instanceof ArrayBlockingQueue<Runnable> dropIn) {
      return dropIn.capacity();
    }
    if (workQueue instanceof java.util.concurrent.LinkedBlockingQueue<Runnable>
        || workQueue instanceof java.util.concurrent.ArrayBlockingQueue<Runnable>) {
      return workQueue.remainingCapacity() + workQueue.size();
    }
    return workQueue instanceof SynchronousQueue<?>
        || workQueue instanceof java.util.concurrent.SynchronousQueue<?> ? 0 : -1;
  }

  /** Returns the line name. */
  public String name() {
    return pool.name();
  }

  @Override
  public void execute(Runnable command) {
    Objects.requireNonNull(command);
    checked().execute(command);
  }

  @Override
  public <T> Future<T> submit(Callable<T> task) {
    Objects.requireNonNull(task);
    return checked().submit(task);
  }

  @Override
  public <T> Future<T> submit(Runnable task, T result) {
    Objects.requireNonNull(task);
    return checked().submit(task, result);
  }

  @Override
  public Future<?> submit(Runnable task) {
    Objects.requireNonNull(task);
    return checked().submit(task);
  }

  @Override
  public void shutdown() {
    checked().shutdown();
  }

  /**
   * Shuts the pool down, interrupts the workers running a task, and returns the tasks that were
   * queued, which will not run. Under exploration each interrupt races with what its task does, as
   * any interrupt (docs/decisions.md, "Interruption").
   */
  @Override
  public List<Runnable> shutdownNow() {
    return checked().shutdownNow();
  }

  @Override
  public boolean isShutdown() {
    return checked().isShutdown();
  }

  @Override
  public boolean isTerminated() {
    return checked().isTerminated();
  }

  /**
   * Waits until the pool has terminated or {@code timeout} elapses, and returns whether it
   * terminated; under exploration both outcomes are explored.
   */
  @Override
  public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    Objects.requireNonNull(unit);
    return checked().awaitTermination(timeout, unit);
  }

  /** Shuts the pool down and waits until it terminated (a task closing its pool waits forever). */
  @Override
  public void close() {
    checked().close();
  }

  @Override
  public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks)
      throws InterruptedException {
    return checked().invokeAll(tasks);
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
    return checked().invokeAll(tasks, timeout, unit);
  }

  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks)
      throws InterruptedException, ExecutionException {
    return checked().invokeAny(tasks);
  }

  /** As {@link #invokeAny(Collection)}; under exploration each wait for a task may time out. */
  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    Objects.requireNonNull(unit);
    return checked().invokeAny(tasks, timeout, unit);
  }

  /** Returns the name and the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return pool.toString();
  }

  private PoolOperations checked() {
    pool.checkCaller();
    return pool;
  }
}
