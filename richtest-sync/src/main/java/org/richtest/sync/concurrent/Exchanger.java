package org.richtest.sync.concurrent;

import org.richtest.sync.internal.concurrent.NotModelled;

/**
 * {@link java.util.concurrent.Exchanger}, rejected: RichTest does not model it, so its constructor
 * throws {@link UnsupportedOperationException} saying what to use instead. It extends the JDK class
 * so that code whose import was changed still compiles and fails with that message.
 *
 * @param <V> the type of the objects exchanged
 */
public final class Exchanger<V> extends java.util.concurrent.Exchanger<V> {

  /**
   * Rejected.
   *
   * @throws UnsupportedOperationException always
   */
  public Exchanger() {
    throw NotModelled.construct("Exchanger()", "two SynchronousQueues, one for each direction");
  }
}
