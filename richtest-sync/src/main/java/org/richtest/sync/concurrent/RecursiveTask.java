package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * A fork/join task with a result, with the API of {@link java.util.concurrent.RecursiveTask}: a
 * program defines {@link #compute}, which runs where the task runs ({@link ForkJoinTask}).
 *
 * @param <V> the type of the result
 */
public abstract class RecursiveTask<V> extends ForkJoinTask<V> {

  private @Nullable V result;

  /** Creates the task. */
  public RecursiveTask() {}

  /** The computation of this task, returning its result. */
  protected abstract V compute();

  @Override
  public final @Nullable V getRawResult() {
    return result;
  }

  @Override
  protected final void setRawResult(@Nullable V value) {
    result = value;
  }

  /** Runs {@link #compute} and keeps its result. */
  @Override
  protected final boolean exec() {
    result = compute();
    return true;
  }
}
