package org.richtest.sync.internal.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's task, which a {@code FutureTask} drop-in created outside an exploration is: every
 * operation is the JDK's own, and its completion goes through the drop-in's {@code set}, {@code
 * setException} and {@code done}, so that a subclass's overrides of them apply.
 *
 * @param <V> the result type
 */
public final class JdkTask<V> extends FutureTask<V> implements TaskOperations<V>, Identified {

  private final TaskCallbacks<V> callbacks;
  private final Outside outside;

  /** Creates the JDK's task running {@code callable}, for a drop-in called {@code name}. */
  public JdkTask(Callable<V> callable, TaskCallbacks<V> callbacks, @Nullable String name) {
    super(callable);
    this.callbacks = callbacks;
    this.outside = new Outside("FutureTask", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  @Override
  protected void set(V value) {
    callbacks.set(value);
  }

  @Override
  protected void setException(Throwable thrown) {
    callbacks.setException(thrown);
  }

  @Override
  protected void done() {
    callbacks.done();
  }

  @Override
  public void complete(V value) {
    super.set(value);
  }

  @Override
  public void fail(Throwable thrown) {
    super.setException(thrown);
  }

  @Override
  public boolean runAndReset() {
    return super.runAndReset();
  }

  /** Returns the name and the state, as the drop-in shows itself. */
  @Override
  public String toString() {
    String text = super.toString();
    return name() + text.substring(text.indexOf('['));
  }
}
