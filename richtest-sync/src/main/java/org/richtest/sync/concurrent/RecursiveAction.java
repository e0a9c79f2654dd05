package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * A fork/join task without a result, with the API of {@link java.util.concurrent.RecursiveAction}:
 * a program defines {@link #compute}, which runs where the task runs ({@link ForkJoinTask}).
 */
public abstract class RecursiveAction extends ForkJoinTask<Void> {

  /** Creates the task. */
  public RecursiveAction() {}

  /** The computation of this task. */
  protected abstract void compute();

  @Override
  public final @Nullable Void getRawResult() {
    return null;
  }

  @Override
  protected final void setRawResult(@Nullable Void value) {}

  /** Runs {@link #compute}. */
  @Override
  protected final boolean exec() {
    compute();
    return true;
  }
}
