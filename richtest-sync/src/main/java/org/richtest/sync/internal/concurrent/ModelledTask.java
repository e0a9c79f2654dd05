package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;

/**
 * A {@code FutureTask} drop-in under exploration: a line of its own on which {@code run} is an
 * event that claims the task (a task already claimed, done or cancelled does not run), its outcome
 * is a {@code set} or {@code setException} event, an untimed {@code get} is open once the task is
 * done, and every other operation ({@code cancel}, the timed {@code get}, the queries) is open at
 * any time.
 *
 * <p>A timed {@code get} completes at a point of the exploration's choosing and throws {@link
 * TimeoutException} if the task was not done then, so both outcomes are explored. {@code
 * cancel(true)} interrupts the thread running the task, whose interrupt then races with what the
 * task does; the task's result is discarded. That thread's interrupt status is cleared when the
 * task ends, as the pool worker that runs it does before its next task. The computation's end goes
 * through the drop-in's {@code set}, {@code setException} and {@code done} ({@link TaskCallbacks}).
 * {@code runAndReset}, a period of a periodic task, claims the task by the same {@code run} event
 * and ends by a {@code reset} event that leaves it new, unless it threw or was cancelled meanwhile.
 *
 * @param <V> the result type
 */
public final class ModelledTask<V> implements TaskOperations<V>, Identified {

  private static final String[] ALWAYS_OPEN = {
    "cancel", "exceptionNow", "get(timed)", "isCancelled", "isDone", "reset", "resultNow", "run", "set",
    "setException", "state"
  };

  /** The life of a task; the JDK's states without the transient ones. */
  private enum Status {
    NEW,
    NORMAL,
    EXCEPTIONAL,
    CANCELLED
  }

  private final Line line;
  private final Callable<V> callable;
  private final TaskCallbacks<V> callbacks;
  private final OpenList pending;
  private final OpenList finished;
  private Status status = Status.NEW;
  private @Nullable Object outcome;
  private @Nullable ThreadHandle runner;
  /** Whether {@code cancel(true)} interrupted the runner, which then clears its status. */
  private boolean runnerInterrupted;

  /**
   * Creates the line of a task called {@code name}, or the default name when null, that runs
   * {@code callable} and ends through the drop-in's {@code callbacks}.
   */
  public ModelledTask(@Nullable String name, Callable<V> callable, TaskCallbacks<V> callbacks) {
    this.line = new Line(name);
    this.callable = Objects.requireNonNull(callable);
    this.callbacks = callbacks;
    String[] all = new String[ALWAYS_OPEN.length + 1];
    System.arraycopy(ALWAYS_OPEN, 0, all, 0, ALWAYS_OPEN.length);
    all[ALWAYS_OPEN.length] = "get";
    this.pending = OpenList.on(line.name(), ALWAYS_OPEN);
    this.finished = OpenList.on(line.name(), all);
  }

  /**
   * Returns the line of a task that no drop-in shows, as the JDK's executors make for themselves:
   * it ends by itself and hands itself to {@code whenDone} once it is done.
   */
  static <V> ModelledTask<V> unshown(
      String name, Callable<V> callable, Consumer<ModelledTask<V>> whenDone) {
    Ending<V> ending = new Ending<>(whenDone);
    ModelledTask<V> task = new ModelledTask<>(name, callable, ending);
    ending.task = task;
    return task;
  }

  @Override
  public DropInOperations identity() {
    return line;
  }

  @Override
  public void run() {
    line.perform("run");
    if (status != Status.NEW || runner != null) {
      return;
    }
    runner = line.run().currentThread();
    try {
      V result;
      try {
        result = callable.call();
      } catch (Throwable thrown) {
        callbacks.setException(thrown);
        return;
      }
      callbacks.set(result);
    } finally {
      if (runnerInterrupted) {
        line.run().interrupted();
      }
    }
  }

  /**
   * Runs the computation without setting a result, as the JDK's {@code runAndReset} runs one period
   * of a periodic task: the {@code run} event claims the task, and a {@code reset} event, which
   * races with a {@code cancel} as the JDK's read of the state does, frees it. Returns whether the
   * task ran and is still new (not cancelled, and the computation did not throw, which sets it).
   */
  @Override
  public boolean runAndReset() {
    line.perform("run");
    if (status != Status.NEW || runner != null) {
      return false;
    }
    runner = line.run().currentThread();
    try {
      try {
        callable.call();
      } catch (Throwable thrown) {
        callbacks.setException(thrown);
        return false;
      }
      line.perform("reset");
      runner = null;
      return status == Status.NEW;
    } finally {
      if (runnerInterrupted) {
        runnerInterrupted = false;
        line.run().interrupted();
      }
    }
  }

  @Override
  public void complete(V value) {
    complete("set", Status.NORMAL, value);
  }

  @Override
  public void fail(Throwable thrown) {
    complete("setException", Status.EXCEPTIONAL, thrown);
  }

  private void complete(String operation, Status to, @Nullable Object result) {
    line.perform(operation);
    if (runner == line.run().currentThread()) {
      runner = null;
    }
    if (status != Status.NEW) {
      return;
    }
    status = to;
    outcome = result;
    callbacks.done();
  }

  /**
   * Cancels the task unless it is done; a task cancelled before it runs never runs, and with {@code
   * mayInterruptIfRunning} the thread running it is interrupted.
   */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    line.perform("cancel");
    if (status != Status.NEW) {
      return false;
    }
    status = Status.CANCELLED;
    outcome = null;
    ThreadHandle running = runner;
    if (mayInterruptIfRunning && running != null) {
      runnerInterrupted = true;
      line.run().interrupt(running);
    }
    callbacks.done();
    return true;
  }

  @Override
  public boolean isCancelled() {
    line.perform("isCancelled");
    return status == Status.CANCELLED;
  }

  @Override
  public boolean isDone() {
    line.perform("isDone");
    return status != Status.NEW;
  }

  @Override
  public V get() throws InterruptedException, ExecutionException {
    line.performInterruptibly("get");
    return report();
  }

  /** Throws {@link TimeoutException} if the task was not done when the event completed. */
  @Override
  public V get(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    line.performTimed("get(timed)");
    if (status == Status.NEW) {
      line.timedOut(unit.toNanos(timeout));
      throw new TimeoutException();
    }
    return report();
  }

  @SuppressWarnings("unchecked")
  private V report() throws ExecutionException {
    return switch (status) {
      case NORMAL -> (V) outcome;
      case CANCELLED -> throw new CancellationException();
      case EXCEPTIONAL -> throw new ExecutionException((Throwable) outcome);
      case NEW -> throw new IllegalStateException(line.name() + " reported before it was done");
    };
  }

  @Override
  public V resultNow() {
    line.perform("resultNow");
    return switch (status) {
      case NORMAL -> {
        @SuppressWarnings("unchecked")
        V result = (V) outcome;
        yield result;
      }
      case EXCEPTIONAL -> throw new IllegalStateException("Task completed with exception");
      case CANCELLED -> throw new IllegalStateException("Task was cancelled");
      case NEW -> throw new IllegalStateException("Task has not completed");
    };
  }

  @Override
  public Throwable exceptionNow() {
    line.perform("exceptionNow");
    return switch (status) {
      case EXCEPTIONAL -> (Throwable) Objects.requireNonNull(outcome);
      case NORMAL -> throw new IllegalStateException("Task completed with a result");
      case CANCELLED -> throw new IllegalStateException("Task was cancelled");
      case NEW -> throw new IllegalStateException("Task has not completed");
    };
  }

  @Override
  public State state() {
    line.perform("state");
    return switch (status) {
      case NEW -> State.RUNNING;
      case NORMAL -> State.SUCCESS;
      case EXCEPTIONAL -> State.FAILED;
      case CANCELLED -> State.CANCELLED;
    };
  }

  /** Returns the name and the state, like the JDK's; not an event. */
  @Override
  public String toString() {
    return line.name() + switch (status) {
      case NEW -> "[Not completed]";
      case NORMAL -> "[Completed normally]";
      case EXCEPTIONAL -> "[Completed exceptionally: " + outcome + "]";
      case CANCELLED -> "[Cancelled]";
    };
  }

  /** How a task that no drop-in shows ends: by its own {@code complete} and {@code fail}. */
  private static final class Ending<V> implements TaskCallbacks<V> {
    private final Consumer<ModelledTask<V>> whenDone;
    private @Nullable ModelledTask<V> task;

    Ending(Consumer<ModelledTask<V>> whenDone) {
      this.whenDone = whenDone;
    }

    @Override
    public void set(V value) {
      Objects.requireNonNull(task).complete(value);
    }

    @Override
    public void setException(Throwable thrown) {
      Objects.requireNonNull(task).fail(thrown);
    }

    @Override
    public void done() {
      whenDone.accept(Objects.requireNonNull(task));
    }
  }

  /**
   * The task's line. A task cannot be a drop-in itself, as the other modelled drop-ins are: its
   * {@code run()} is {@link Runnable}'s, and a drop-in's {@code run()} returns its controller.
   */
  private final class Line extends DropIn {

    Line(@Nullable String name) {
      super(name);
    }

    @Override
    public OpenList openList() {
      return withRepeats(status == Status.NEW ? pending : finished);
    }
  }
}
