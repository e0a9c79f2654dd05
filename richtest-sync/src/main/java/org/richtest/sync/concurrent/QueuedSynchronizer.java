package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.io.Serial;
import java.util.Collection;
import java.util.concurrent.locks.AbstractOwnableSynchronizer;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkSynchronizer;
import org.richtest.sync.internal.concurrent.ModelledSynchronizer;
import org.richtest.sync.internal.concurrent.SynchronizerHooks;
import org.richtest.sync.internal.concurrent.SynchronizerOperations;

/**
 * What the {@link AbstractQueuedSynchronizer} and {@link AbstractQueuedLongSynchronizer} drop-ins
 * share, which does not depend on the width of their state: the side chosen when the synchronizer
 * is created (the JDK's synchronizer running the subclass's methods, or the modelled lines), the
 * queries about queued threads and {@code toString}. Package-private: the JDK's two classes are
 * unrelated, and so are the drop-ins for a program.
 */
abstract class QueuedSynchronizer extends AbstractOwnableSynchronizer {

  @Serial
  private static final long serialVersionUID = 1L;

  /** The side, chosen when the synchronizer is created; not serialized. */
  final transient SynchronizerOperations sync;

  QueuedSynchronizer(String kind, @Nullable String name) {
    SynchronizerHooks hooks = new SynchronizerHooks() {
      @Override
      public boolean tryAcquire(long arg) {
        return acquireHook(arg);
      }

      @Override
      public boolean tryRelease(long arg) {
        return releaseHook(arg);
      }

      @Override
      public long tryAcquireShared(long arg) {
        return acquireSharedHook(arg);
      }

      @Override
      public boolean tryReleaseShared(long arg) {
        return releaseSharedHook(arg);
      }

      @Override
      public boolean isHeldExclusively() {
        return QueuedSynchronizer.this.isHeldExclusively();
      }
    };
    this.sync = creatingUnderExploration()
        ? new ModelledSynchronizer(hooks, name)
        : new JdkSynchronizer(hooks, kind, name);
  }

  /** Calls the subclass's {@code tryAcquire} with {@code arg} narrowed to its width. */
  abstract boolean acquireHook(long arg);

  /** Calls the subclass's {@code tryRelease}. */
  abstract boolean releaseHook(long arg);

  /** Calls the subclass's {@code tryAcquireShared}. */
  abstract long acquireSharedHook(long arg);

  /** Calls the subclass's {@code tryReleaseShared}. */
  abstract boolean releaseSharedHook(long arg);

  /**
   * Returns whether the calling thread holds the synchronizer exclusively; the conditions need it.
   *
   * @throws UnsupportedOperationException unless the subclass defines it, as the JDK's
   */
  protected boolean isHeldExclusively() {
    throw new UnsupportedOperationException();
  }

  /** Returns the side after checking that the calling thread may use it. */
  final SynchronizerOperations checked() {
    sync.checkCaller();
    return sync;
  }

  /** Returns the line name of the synchronizer's queue ({@code <name>.state} is its state's). */
  public final String name() {
    return sync.name();
  }

  /**
   * Returns whether threads wait to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public final boolean hasQueuedThreads() {
    return checked().hasQueuedThreads();
  }

  /**
   * Returns whether a thread ever waited to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public final boolean hasContended() {
    return checked().hasContended();
  }

  /**
   * Returns the longest-waiting thread.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public final @Nullable Thread getFirstQueuedThread() {
    return checked().getFirstQueuedThread();
  }

  /**
   * Returns whether {@code thread} waits to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public final boolean isQueued(Thread thread) {
    if (thread == null) {
      throw new NullPointerException();
    }
    return checked().isQueued(thread);
  }

  /**
   * Returns whether a thread waits longer than the calling one: what a fair synchronizer asks.
   *
   * @throws UnsupportedOperationException under exploration, where fairness is not modelled
   */
  public final boolean hasQueuedPredecessors() {
    return checked().hasQueuedPredecessors();
  }

  /**
   * Returns the number of threads waiting to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public final int getQueueLength() {
    return checked().getQueueLength();
  }

  /**
   * Returns the threads waiting to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public final Collection<Thread> getQueuedThreads() {
    return checked().getQueuedThreads();
  }

  /**
   * Returns the threads waiting to acquire exclusively.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public final Collection<Thread> getExclusiveQueuedThreads() {
    return checked().getExclusiveQueuedThreads();
  }

  /**
   * Returns the threads waiting to acquire shared.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public final Collection<Thread> getSharedQueuedThreads() {
    return checked().getSharedQueuedThreads();
  }

  /** Returns the class, the state and the queue, like the JDK's; not an event. */
  @Override
  public String toString() {
    return super.toString() + sync.describe();
  }
}
