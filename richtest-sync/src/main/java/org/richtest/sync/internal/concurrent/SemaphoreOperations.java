package org.richtest.sync.internal.concurrent;

import java.util.concurrent.TimeUnit;

/**
 * The operations of the {@code Semaphore} drop-in, which both its sides implement: {@link
 * JdkSemaphore} and {@link ModelledSemaphore}. Arguments are checked by the drop-in.
 */
public interface SemaphoreOperations extends DropInOperations {

  /** Acquires {@code permits}, waiting until that many are available. */
  void acquire(int permits) throws InterruptedException;

  /** Acquires {@code permits}, waiting until that many are available, uninterruptibly. */
  void acquireUninterruptibly(int permits);

  /** Acquires {@code permits} if that many are available now. */
  boolean tryAcquire(int permits);

  /** Acquires {@code permits} if they become available within {@code timeout}. */
  boolean tryAcquire(int permits, long timeout, TimeUnit unit) throws InterruptedException;

  /** Releases {@code permits}. */
  void release(int permits);

  /** Returns the number of permits available now. */
  int availablePermits();

  /** Takes every available permit and returns how many. */
  int drainPermits();

  /** Returns whether the semaphore is fair. */
  boolean isFair();

  /** Returns whether threads wait to acquire. */
  boolean hasQueuedThreads();

  /** Returns the number of threads waiting to acquire. */
  int getQueueLength();
}
