package org.richtest.sync.internal.concurrent;

/**
 * The methods of a {@code FutureTask} drop-in that a subclass may override, which its sides call
 * where the JDK's task calls its own: {@code set} and {@code setException} when the computation
 * ends, {@code done} once the task is done.
 *
 * @param <V> the result type
 */
public interface TaskCallbacks<V> {

  /** The drop-in's {@code set}. */
  void set(V value);

  /** The drop-in's {@code setException}. */
  void setException(Throwable thrown);

  /** The drop-in's {@code done}. */
  void done();
}
