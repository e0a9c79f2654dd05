package org.richtest.sync.concurrent;

import java.io.Serial;
import java.util.Collection;
import org.jspecify.annotations.Nullable;

/**
 * A framework for locks and synchronizers built on a {@code long} state and a queue of waiting
 * threads, with the API of {@link java.util.concurrent.locks.AbstractQueuedLongSynchronizer}: a
 * subclass defines {@code tryAcquire}, {@code tryRelease} (and the shared forms, and {@code
 * isHeldExclusively} for conditions) on {@code getState}, {@code setState} and {@code
 * compareAndSetState}; {@code acquire}, {@code release} and their kin queue and wake threads. The
 * RichTest agent makes this class the superclass of the subclasses it rewrites.
 *
 * <p>Under an exploration the state is a shared variable ({@code <name>.state}: {@code getState}
 * a read, {@code setState} and {@code compareAndSetState} writes), so the subclass's methods run
 * as written and every interleaving of their accesses is explored; an acquire that fails joins the
 * synchronizer's line ({@code enqueue}), tries again, and waits for a release after the one it
 * knew of ({@code wake}), and a release that frees the synchronizer is an event ({@code release})
 * that wakes every waiter to try again: the JDK's protocol without its FIFO order
 * (docs/decisions.md, "LockSupport and AbstractQueuedLongSynchronizer"). Conditions are the JDK's:
 * {@code await} releases the whole state and acquires it back. Outside an exploration it is the
 * JDK's synchronizer running the subclass's methods. Not modelled under exploration: the queries
 * about queued threads, {@code hasQueuedPredecessors} (fairness) among them.
 */
public abstract class AbstractQueuedLongSynchronizer extends QueuedSynchronizer {

  @Serial
  private static final long serialVersionUID = 1L;

  /** Creates a synchronizer with state 0; public, as the JDK's is. */
  public AbstractQueuedLongSynchronizer() {
    this(null);
  }

  /** Creates a synchronizer with state 0 whose line is called {@code name}, or the default. */
  protected AbstractQueuedLongSynchronizer(@Nullable String name) {
    super("AbstractQueuedLongSynchronizer", name);
  }

  /** Returns the state; under an exploration a read event of {@code <name>.state}. */
  protected final long getState() {
    return checked().getState();
  }

  /** Sets the state; under an exploration a write event. */
  protected final void setState(long newState) {
    checked().setState(newState);
  }

  /**
   * Sets the state to {@code update} if it is {@code expect}; under an exploration one write event,
   * whether it succeeds or not.
   */
  protected final boolean compareAndSetState(long expect, long update) {
    return checked().compareAndSetState(expect, update);
  }

  /** Attempts to acquire exclusively; the subclass defines it, as the JDK's. */
  protected boolean tryAcquire(long arg) {
    throw new UnsupportedOperationException();
  }

  /** Attempts to release exclusively; the subclass defines it, as the JDK's. */
  protected boolean tryRelease(long arg) {
    throw new UnsupportedOperationException();
  }

  /** Attempts to acquire shared: negative on failure; the subclass defines it, as the JDK's. */
  protected long tryAcquireShared(long arg) {
    throw new UnsupportedOperationException();
  }

  /** Attempts to release shared; the subclass defines it, as the JDK's. */
  protected boolean tryReleaseShared(long arg) {
    throw new UnsupportedOperationException();
  }

  @Override
  final boolean acquireHook(long arg) {
    return tryAcquire(arg);
  }

  @Override
  final boolean releaseHook(long arg) {
    return tryRelease(arg);
  }

  @Override
  final long acquireSharedHook(long arg) {
    return tryAcquireShared(arg);
  }

  @Override
  final boolean releaseSharedHook(long arg) {
    return tryReleaseShared(arg);
  }

  /** Acquires exclusively, ignoring interrupts. */
  public final void acquire(long arg) {
    checked().acquire(arg);
  }

  /** Acquires exclusively, unless interrupted. */
  public final void acquireInterruptibly(long arg) throws InterruptedException {
    checked().acquireInterruptibly(arg);
  }

  /** Acquires exclusively within {@code nanosTimeout}; under an exploration both outcomes. */
  public final boolean tryAcquireNanos(long arg, long nanosTimeout) throws InterruptedException {
    return checked().tryAcquireNanos(arg, nanosTimeout);
  }

  /** Releases exclusively; if {@code tryRelease} says so, waiting threads try again. */
  public final boolean release(long arg) {
    return checked().release(arg);
  }

  /** Acquires shared, ignoring interrupts. */
  public final void acquireShared(long arg) {
    checked().acquireShared(arg);
  }

  /** Acquires shared, unless interrupted. */
  public final void acquireSharedInterruptibly(long arg) throws InterruptedException {
    checked().acquireSharedInterruptibly(arg);
  }

  /** Acquires shared within {@code nanosTimeout}; under an exploration both outcomes. */
  public final boolean tryAcquireSharedNanos(long arg, long nanosTimeout)
      throws InterruptedException {
    return checked().tryAcquireSharedNanos(arg, nanosTimeout);
  }

  /** Releases shared; if {@code tryReleaseShared} says so, waiting threads try again. */
  public final boolean releaseShared(long arg) {
    return checked().releaseShared(arg);
  }

  /** Returns whether {@code condition} was made by this synchronizer. */
  public final boolean owns(ConditionObject condition) {
    return condition.belongsTo(sync);
  }

  /**
   * Returns whether threads wait on {@code condition}; the caller holds this synchronizer.
   *
   * @throws IllegalArgumentException if the condition is not this synchronizer's
   * @throws IllegalMonitorStateException if the caller does not hold it exclusively
   */
  public final boolean hasWaiters(ConditionObject condition) {
    return owned(condition).hasWaiters();
  }

  /**
   * Returns the number of threads waiting on {@code condition}; the caller holds this synchronizer.
   *
   * @throws IllegalArgumentException if the condition is not this synchronizer's
   * @throws IllegalMonitorStateException if the caller does not hold it exclusively
   */
  public final int getWaitQueueLength(ConditionObject condition) {
    return owned(condition).getWaitQueueLength();
  }

  /**
   * Returns the threads waiting on {@code condition}; the caller holds this synchronizer.
   *
   * @throws IllegalArgumentException if the condition is not this synchronizer's
   * @throws IllegalMonitorStateException if the caller does not hold it exclusively
   */
  public final Collection<Thread> getWaitingThreads(ConditionObject condition) {
    return owned(condition).getWaitingThreads();
  }

  private ConditionObject owned(ConditionObject condition) {
    if (!owns(condition)) {
      throw new IllegalArgumentException("Not owner");
    }
    return condition;
  }

  /**
   * A condition of the synchronizer, as the JDK's {@code ConditionObject}: it needs the
   * synchronizer held exclusively ({@code isHeldExclusively}); {@code await} releases the whole
   * state and acquires it back.
   */
  public class ConditionObject extends QueuedCondition {

    @Serial
    private static final long serialVersionUID = 1L;

    /** Creates a condition of this synchronizer. */
    public ConditionObject() {
      super(AbstractQueuedLongSynchronizer.this.sync);
    }
  }
}
