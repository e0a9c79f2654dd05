package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.concurrent.locks.Condition;
import org.jspecify.annotations.Nullable;

/**
 * An {@code AbstractQueuedSynchronizer} drop-in under exploration. Its state is a shared variable,
 * {@code <name>.state}, as a {@code volatile} field is: {@code getState} is a read, {@code
 * setState} and {@code compareAndSetState} (failed or not) are writes, so the subclass's {@code
 * tryAcquire} and kin run as written, every interleaving of their reads and writes explored, and a
 * check-then-act in one of them is a bug the exploration can reach. Its blocking is the line
 * {@code <name>} ({@link SynchronizerQueue}): an acquire whose attempt fails joins the queue, tries
 * again, and waits for a release after the one it knew of; a release whose {@code tryRelease}
 * returned true is an event that wakes every waiter to try again. This is the JDK's protocol
 * without its FIFO order (enqueue, set the status, re-check, park; a release unparks a waiter),
 * so no wake-up is lost, and the happens-before of a release reaches the thread that acquires
 * after it through the state's write and the queue's line.
 *
 * <p>Not modelled: the queries about queued threads ({@code hasQueuedThreads}, {@code
 * hasQueuedPredecessors}, which fair synchronizers use, …), rejected as for the other drop-ins.
 * Conditions are {@link SynchronizerCondition}s.
 */
public final class ModelledSynchronizer implements SynchronizerOperations {

  private final SynchronizerHooks hooks;
  private final SynchronizerQueue queue;
  private final ModelledAtomic<Long> state;

  /** Creates the lines of a synchronizer calling {@code hooks}, called {@code name} or the default. */
  public ModelledSynchronizer(SynchronizerHooks hooks, @Nullable String name) {
    this.hooks = hooks;
    this.queue = new SynchronizerQueue(name);
    this.state = new ModelledAtomic<>(queue.name() + ".state", 0L, false);
  }

  @Override
  public String name() {
    return queue.name();
  }

  @Override
  public void checkCaller() {
    queue.checkCaller();
  }

  @Override
  public long getState() {
    Object value = state.read("getState");
    return (Long) value;
  }

  @Override
  public void setState(long newState) {
    state.write("setState", newState);
  }

  @Override
  public boolean compareAndSetState(long expect, long update) {
    Object witness = state.exchange("compareAndSetState", expect, update);
    return Long.valueOf(expect).equals(witness);
  }

  /** How an acquire waits: as long as it takes, until interrupted, or with a timeout. */
  private enum Wait { UNINTERRUPTIBLY, INTERRUPTIBLY, TIMED }

  /** An attempt of one mode, exclusive or shared: the subclass's {@code tryAcquire} or kin. */
  @FunctionalInterface
  private interface Attempt {
    boolean succeeds();
  }

  /**
   * Acquires by {@code attempt}: an attempt; if it fails, joining the queue, and attempts after
   * each release, as the JDK's {@code acquire} loop (docs/decisions.md). A timed wait may time out,
   * after one last attempt, which advances the logical clock by {@code nanosTimeout}; one that
   * repeats a timeout with nothing done since first waits for a release after the ones it knew of
   * (docs/decisions.md, "Timed operations").
   *
   * @return whether it acquired (false only for a timed wait that timed out)
   */
  private boolean acquire(Attempt attempt, Wait wait, long nanosTimeout)
      throws InterruptedException {
    boolean repeats = false;
    if (wait == Wait.TIMED) {
      repeats = queue.beginTimed();
    } else if (wait == Wait.INTERRUPTIBLY) {
      queue.checkInterrupted();
    }
    if (attempt.succeeds()) {
      return true;
    }
    int known = queue.enqueue();
    while (!attempt.succeeds()) {
      if (wait != Wait.TIMED) {
        known = queue.await(known, wait == Wait.INTERRUPTIBLY);
        continue;
      }
      int now = queue.awaitTimed(known, repeats);
      repeats = false;
      if (now == known) {
        return attempt.succeeds() || timedOut(nanosTimeout); // one last attempt, as the JDK's
      }
      known = now;
    }
    return true;
  }

  /** Notes a timed acquire's timeout after {@code nanosTimeout}; returns false, what it returns. */
  private boolean timedOut(long nanosTimeout) {
    queue.timedOut(nanosTimeout);
    return false;
  }

  private void exclusive(long arg, Wait wait) throws InterruptedException {
    acquire(() -> hooks.tryAcquire(arg), wait, 0);
  }

  private void shared(long arg, Wait wait) throws InterruptedException {
    acquire(() -> hooks.tryAcquireShared(arg) >= 0, wait, 0);
  }

  @Override
  public void acquire(long arg) {
    uninterruptibly(() -> exclusive(arg, Wait.UNINTERRUPTIBLY));
  }

  @Override
  public void acquireInterruptibly(long arg) throws InterruptedException {
    exclusive(arg, Wait.INTERRUPTIBLY);
  }

  @Override
  public boolean tryAcquireNanos(long arg, long nanosTimeout) throws InterruptedException {
    return timed(() -> hooks.tryAcquire(arg), nanosTimeout);
  }

  /** A timed acquire; one that may not wait at all only checks the status and attempts once. */
  private boolean timed(Attempt attempt, long nanosTimeout) throws InterruptedException {
    if (nanosTimeout > 0) {
      return acquire(attempt, Wait.TIMED, nanosTimeout);
    }
    queue.checkInterrupted();
    return attempt.succeeds();
  }

  @Override
  public boolean release(long arg) {
    return released(hooks.tryRelease(arg));
  }

  /** Wakes the waiters by a {@code release} event if the subclass said the release frees them. */
  private boolean released(boolean freed) {
    if (freed) {
      queue.release();
    }
    return freed;
  }

  @Override
  public void acquireShared(long arg) {
    uninterruptibly(() -> shared(arg, Wait.UNINTERRUPTIBLY));
  }

  @Override
  public void acquireSharedInterruptibly(long arg) throws InterruptedException {
    shared(arg, Wait.INTERRUPTIBLY);
  }

  @Override
  public boolean tryAcquireSharedNanos(long arg, long nanosTimeout) throws InterruptedException {
    return timed(() -> hooks.tryAcquireShared(arg) >= 0, nanosTimeout);
  }

  @Override
  public boolean releaseShared(long arg) {
    return released(hooks.tryReleaseShared(arg));
  }

  /** An acquire that cannot be interrupted. */
  @FunctionalInterface
  private interface Blocking {
    void run() throws InterruptedException;
  }

  private static void uninterruptibly(Blocking acquire) {
    try {
      acquire.run();
    } catch (InterruptedException impossible) {
      throw new AssertionError("an uninterruptible acquire was interrupted", impossible);
    }
  }

  /** Acquires exclusively, for a condition's waiter taking the synchronizer back. */
  void reacquire(long savedState) {
    acquire(savedState);
  }

  /** Returns the queue's line, on which a condition's waiters park. */
  SynchronizerQueue line() {
    return queue;
  }

  /** Returns whether the calling thread holds the synchronizer exclusively, as the subclass says. */
  boolean heldExclusively() {
    return hooks.isHeldExclusively();
  }

  @Override
  public boolean hasQueuedThreads() {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.hasQueuedThreads");
  }

  @Override
  public boolean hasContended() {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.hasContended");
  }

  @Override
  public @Nullable Thread getFirstQueuedThread() {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.getFirstQueuedThread");
  }

  @Override
  public boolean isQueued(Thread thread) {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.isQueued");
  }

  @Override
  public boolean hasQueuedPredecessors() {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.hasQueuedPredecessors (a fair "
        + "synchronizer's: fairness is not modelled either)");
  }

  @Override
  public int getQueueLength() {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.getQueueLength");
  }

  @Override
  public Collection<Thread> getQueuedThreads() {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.getQueuedThreads");
  }

  @Override
  public Collection<Thread> getExclusiveQueuedThreads() {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.getExclusiveQueuedThreads");
  }

  @Override
  public Collection<Thread> getSharedQueuedThreads() {
    throw NotModelled.queueQuery("AbstractQueuedSynchronizer.getSharedQueuedThreads");
  }

  @Override
  public Condition newCondition() {
    return new SynchronizerCondition(this);
  }

  @Override
  public boolean owns(Condition condition) {
    return condition instanceof SynchronizerCondition mine && mine.owner() == this;
  }

  @Override
  public boolean hasWaiters(Condition condition) {
    return getWaitQueueLength(condition) > 0;
  }

  @Override
  public int getWaitQueueLength(Condition condition) {
    return SynchronizerCondition.of(condition, this).waitQueueLength();
  }

  @Override
  public Collection<Thread> getWaitingThreads(Condition condition) {
    return SynchronizerCondition.of(condition, this).waitingThreads();
  }

  /** Returns the state as the JDK's {@code toString} shows it, without an event. */
  @Override
  public String describe() {
    return "[State = " + state + "]";
  }
}
