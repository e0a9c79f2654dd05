package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkTask;
import org.richtest.sync.internal.concurrent.ModelledTask;
import org.richtest.sync.internal.concurrent.TaskCallbacks;
import org.richtest.sync.internal.concurrent.TaskOperations;

/**
 * A cancellable computation with the API of {@link java.util.concurrent.FutureTask}; what a {@link
 * ThreadPoolExecutor} returns from {@code submit}. Under an exploration it is a line of its own:
 * {@code run} is an event that claims the task (a task already claimed, done or cancelled does not
 * run), its outcome is a {@code set} or {@code setException} event, an untimed {@code get} is open
 * once the task is done, and every other operation ({@code cancel}, the timed {@code get}, the
 * queries) is open at any time. Outside an exploration it is the JDK's task: which one it is, it
 * decides when it is created.
 *
 * <p>A timed {@code get} completes at a point of the exploration's choosing and throws {@link
 * TimeoutException} if the task was not done then, so both outcomes are explored. {@code
 * cancel(true)} interrupts the thread running the task, whose interrupt then races with what the
 * task does; the task's result is discarded. That thread's interrupt status is cleared when the
 * task ends, as the pool worker that runs it does before its next task. {@link #done()}, {@link
 * #set} and {@link #setException} can be overridden as the JDK's. {@link #runAndReset} runs the
 * computation without setting a result (a period of a periodic task): its start is the {@code
 * run} event, its end a {@code reset} event that races with {@code cancel}.
 *
 * @param <V> the result type
 */
public class FutureTask<V> implements RunnableFuture<V> {

  private final TaskOperations<V> task;

  /** Creates a task that runs {@code callable}. */
  public FutureTask(Callable<V> callable) {
    this((String) null, callable);
  }

  /** Creates a task that runs {@code runnable} and then has {@code result} as its result. */
  public FutureTask(Runnable runnable, V result) {
    this((String) null, java.util.concurrent.Executors.callable(runnable, result));
  }

  /** Creates a task whose line is called {@code name}, or the default name when null. */
  FutureTask(@Nullable String name, Callable<V> callable) {
    TaskCallbacks<V> callbacks = new Overridable();
    this.task = creatingUnderExploration()
        ? new ModelledTask<>(name, callable, callbacks)
        : new JdkTask<>(callable, callbacks, name);
  }

  /** Runs the computation unless it was cancelled, has run, or is running. */
  @Override
  public void run() {
    checked().run();
  }

  /**
   * Runs the computation without setting a result, unless the task was cancelled, has run or is
   * running; returns whether it ran and is still neither done nor cancelled, so it may run again.
   */
  protected boolean runAndReset() {
    return checked().runAndReset();
  }

  /** Sets the result unless the task is already done or cancelled; called by {@link #run()}. */
  protected void set(V value) {
    checked().complete(value);
  }

  /** Sets the failure unless the task is already done or cancelled; called by {@link #run()}. */
  protected void setException(Throwable thrown) {
    checked().fail(thrown);
  }

  /**
   * Called once the task is done (normally, exceptionally or cancelled), in the thread that made it
   * done, after its event; does nothing unless overridden.
   */
  protected void done() {}

  /**
   * Cancels the task unless it is done; a task cancelled before it runs never runs, and with {@code
   * mayInterruptIfRunning} the thread running it is interrupted.
   */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    return checked().cancel(mayInterruptIfRunning);
  }

  @Override
  public boolean isCancelled() {
    return checked().isCancelled();
  }

  @Override
  public boolean isDone() {
    return checked().isDone();
  }

  /** Waits until the task is done and returns its result. */
  @Override
  public V get() throws InterruptedException, ExecutionException {
    return checked().get();
  }

  /**
   * Waits until the task is done or {@code timeout} elapses; under exploration both outcomes are
   * explored.
   *
   * @throws TimeoutException if the task was not done in time
   */
  @Override
  public V get(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    Objects.requireNonNull(unit);
    return checked().get(timeout, unit);
  }

  @Override
  public V resultNow() {
    return checked().resultNow();
  }

  @Override
  public Throwable exceptionNow() {
    return checked().exceptionNow();
  }

  @Override
  public State state() {
    return checked().state();
  }

  /** Returns the name and the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return task.toString();
  }

  private TaskOperations<V> checked() {
    task.checkCaller();
    return task;
  }

  /** This task's methods a subclass may override, as its side calls them. */
  private final class Overridable implements TaskCallbacks<V> {

    @Override
    public void set(V value) {
      FutureTask.this.set(value);
    }

    @Override
    public void setException(Throwable thrown) {
      FutureTask.this.setException(thrown);
    }

    @Override
    public void done() {
      FutureTask.this.done();
    }
  }
}
