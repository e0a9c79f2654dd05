package org.richtest.sync.concurrent;

import org.richtest.sync.internal.concurrent.NotModelled;

/**
 * {@link java.util.concurrent.locks.StampedLock}, rejected: RichTest does not model it, so its
 * constructor throws {@link UnsupportedOperationException} saying what to use instead. It extends
 * the JDK class so that code whose import was changed still compiles and fails with that message.
 */
public final class StampedLock extends java.util.concurrent.locks.StampedLock {

  /**
   * Rejected.
   *
   * @throws UnsupportedOperationException always
   */
  public StampedLock() {
    throw NotModelled.construct("locks.StampedLock()",
        "a ReentrantReadWriteLock (optimistic reads become read locks)");
  }
}
