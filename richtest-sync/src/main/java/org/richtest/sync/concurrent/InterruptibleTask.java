package org.richtest.sync.concurrent;

import java.util.concurrent.CancellationException;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.ModelledForkJoinTask;

/**
 * The task {@link ForkJoinTask#adaptInterruptible} returns: it runs a {@link FutureTask} drop-in,
 * whose {@code cancel(true)} interrupts the thread running it (under an exploration by that
 * drop-in's events), so that cancelling this task does what the JDK's adapter does.
 *
 * @param <T> the type of the result
 */
final class InterruptibleTask<T> extends RecursiveTask<T> {

  private final FutureTask<T> run;

  InterruptibleTask(FutureTask<T> run) {
    this.run = run;
  }

  /**
   * Runs the future task and returns its result; what it threw is thrown as it is, a checked
   * exception too, so that the task fails with it, as the JDK's adapter (unlike {@code adapt}'s,
   * which wraps it).
   */
  @Override
  protected @Nullable T compute() {
    run.run();
    return switch (run.state()) {
      case SUCCESS -> run.resultNow();
      case FAILED ->
          throw ModelledForkJoinTask.<RuntimeException>unchecked(run.exceptionNow());
      case CANCELLED -> throw new CancellationException();
      case RUNNING -> throw new IllegalStateException("the task is still running after its run");
    };
  }

  /** Cancels this task and, if that succeeded, the future task, interrupting its runner if asked. */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    boolean cancelled = super.cancel(false);
    if (cancelled) {
      run.cancel(mayInterruptIfRunning);
    }
    return cancelled;
  }
}
