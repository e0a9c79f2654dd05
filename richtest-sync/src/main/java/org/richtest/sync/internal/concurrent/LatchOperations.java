package org.richtest.sync.internal.concurrent;

import java.util.concurrent.TimeUnit;

/**
 * The operations of the {@code CountDownLatch} drop-in, which both its sides implement: {@link
 * JdkLatch} and {@link ModelledLatch}.
 */
public interface LatchOperations extends DropInOperations {

  /** Waits until the count reaches zero. */
  void await() throws InterruptedException;

  /** Waits until the count reaches zero or {@code timeout} elapses; returns whether it did. */
  boolean await(long timeout, TimeUnit unit) throws InterruptedException;

  /** Decrements the count; does nothing at zero. */
  void countDown();

  /** Returns the current count. */
  long getCount();
}
