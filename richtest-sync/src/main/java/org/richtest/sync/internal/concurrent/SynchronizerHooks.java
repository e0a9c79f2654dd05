package org.richtest.sync.internal.concurrent;

/**
 * What a subclass of the {@code AbstractQueuedSynchronizer} drop-ins defines, as both sides call it:
 * the protected methods {@code tryAcquire}, {@code tryRelease}, their shared forms and {@code
 * isHeldExclusively}, on {@code long} arguments (an {@code int} synchronizer's widened).
 */
public interface SynchronizerHooks {

  boolean tryAcquire(long arg);

  boolean tryRelease(long arg);

  /** Returns a negative value on failure, as the JDK's. */
  long tryAcquireShared(long arg);

  boolean tryReleaseShared(long arg);

  boolean isHeldExclusively();
}
