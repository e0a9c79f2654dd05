package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * A cancellable computation with the API of {@link java.util.concurrent.FutureTask}; what a {@link
 * ThreadPoolExecutor} returns from {@code submit}. Under an exploration it is a line of its own:
 * {@code run} is an event that claims the task (a task already claimed, done or cancelled does not
 * run), its outcome is a {@code set} or {@code setException} event, an untimed {@code get} is open
 * once the task is done, and every other operation ({@code cancel}, the timed {@code get}, the
 * queries) is open at any time. Outside an exploration it is the JDK's task.
 *
 * <p>A timed {@code get} completes at a point of the exploration's choosing and throws {@link
 * TimeoutException} if the task was not done then, so both outcomes are explored. {@code
 * cancel(true)} interrupts the thread running the task, whose interrupt then races with what the
 * task does; the task's result is discarded. That thread's interrupt status is cleared when the
 * task ends, as the pool worker that runs it does before its next task. {@link #done()}, {@link
 * #set} and {@link #setException} can be overridden as the JDK's; {@code runAndReset} (for periodic
 * tasks) is not modelled.
 *
 * @param <V> the result type
 */
public class FutureTask<V> implements RunnableFuture<V> {

  private static final String[] ALWAYS_OPEN = {
    "cancel", "exceptionNow", "get(timed)", "isCancelled", "isDone", "resultNow", "run", "set",
    "setException", "state"
  };

  /** The life of a task under exploration; the JDK's states without the transient ones. */
  private enum Status {
    NEW,
    NORMAL,
    EXCEPTIONAL,
    CANCELLED
  }

  private final Line line;
  private final @Nullable Real real;
  private final Callable<V> callable;
  private final OpenList pending;
  private final OpenList finished;
  private Status status = Status.NEW;
  private @Nullable Object outcome;
  private @Nullable ThreadHandle runner;
  /** Whether {@code cancel(true)} interrupted the runner, which then clears its status. */
  private boolean runnerInterrupted;

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
    this.line = new Line(name);
    this.callable = Objects.requireNonNull(callable);
    this.real = DropIn.creatingUnderExploration() ? null : new Real(callable);
    String[] all = new String[ALWAYS_OPEN.length + 1];
    System.arraycopy(ALWAYS_OPEN, 0, all, 0, ALWAYS_OPEN.length);
    all[ALWAYS_OPEN.length] = "get";
    this.pending = OpenList.on(line.name(), ALWAYS_OPEN);
    this.finished = OpenList.on(line.name(), all);
  }

  /** Runs the computation unless it was cancelled, has run, or is running. */
  @Override
  public void run() {
    Real outside = line.outside(real);
    if (outside != null) {
      outside.run();
      return;
    }
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
        setException(thrown);
        return;
      }
      set(result);
    } finally {
      if (runnerInterrupted) {
        line.run().interrupted();
      }
    }
  }

  /**
   * Not modelled under exploration: a task that runs again and again is a periodic task, and
   * timing is not explored.
   *
   * @throws UnsupportedOperationException under exploration
   */
  protected boolean runAndReset() {
    Real outside = line.outside(real);
    if (outside == null) {
      throw new UnsupportedOperationException(
          "FutureTask.runAndReset is not modelled under exploration: periodic tasks depend on "
              + "time, which an exploration does not model; run the task once with run()");
    }
    return outside.resetRun();
  }

  /** Sets the result unless the task is already done or cancelled; called by {@link #run()}. */
  protected void set(V value) {
    Real outside = line.outside(real);
    if (outside != null) {
      outside.complete(value);
      return;
    }
    complete("set", Status.NORMAL, value);
  }

  /** Sets the failure unless the task is already done or cancelled; called by {@link #run()}. */
  protected void setException(Throwable thrown) {
    Real outside = line.outside(real);
    if (outside != null) {
      outside.fail(thrown);
      return;
    }
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
    done();
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
    Real outside = line.outside(real);
    if (outside != null) {
      return outside.cancel(mayInterruptIfRunning);
    }
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
    done();
    return true;
  }

  @Override
  public boolean isCancelled() {
    Real outside = line.outside(real);
    if (outside != null) {
      return outside.isCancelled();
    }
    line.perform("isCancelled");
    return status == Status.CANCELLED;
  }

  @Override
  public boolean isDone() {
    Real outside = line.outside(real);
    if (outside != null) {
      return outside.isDone();
    }
    line.perform("isDone");
    return status != Status.NEW;
  }

  /** Waits until the task is done and returns its result. */
  @Override
  public V get() throws InterruptedException, ExecutionException {
    Real outside = line.outside(real);
    if (outside != null) {
      return outside.get();
    }
    line.performInterruptibly("get");
    return report();
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
    Real outside = line.outside(real);
    if (outside != null) {
      return outside.get(timeout, unit);
    }
    line.checkInterrupted();
    line.perform("get(timed)");
    if (status == Status.NEW) {
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
    Real outside = line.outside(real);
    if (outside != null) {
      return outside.resultNow();
    }
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
    Real outside = line.outside(real);
    if (outside != null) {
      return outside.exceptionNow();
    }
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
    Real outside = line.outside(real);
    if (outside != null) {
      return outside.state();
    }
    line.perform("state");
    return switch (status) {
      case NEW -> State.RUNNING;
      case NORMAL -> State.SUCCESS;
      case EXCEPTIONAL -> State.FAILED;
      case CANCELLED -> State.CANCELLED;
    };
  }


  /** Returns the name and the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    Real outside = real;
    if (outside != null) {
      return line.name() + outside.toString().substring(outside.toString().indexOf('['));
    }
    return line.name() + switch (status) {
      case NEW -> "[Not completed]";
      case NORMAL -> "[Completed normally]";
      case EXCEPTIONAL -> "[Completed exceptionally: " + outcome + "]";
      case CANCELLED -> "[Cancelled]";
    };
  }

  /**
   * The task's line. A task cannot be a drop-in itself, as the other drop-ins are: its {@code
   * run()} is {@link Runnable}'s, and a drop-in's {@code run()} returns its controller.
   */
  private final class Line extends DropIn {

    Line(@Nullable String name) {
      super(name);
    }

    @Override
    public OpenList openList() {
      return status == Status.NEW ? pending : finished;
    }
  }

  /**
   * The JDK task this one forwards to outside an exploration; its completion goes through this
   * task's {@link #set}, {@link #setException} and {@link #done()}, so overrides of them apply.
   */
  private final class Real extends java.util.concurrent.FutureTask<V> {

    Real(Callable<V> callable) {
      super(callable);
    }

    @Override
    protected void set(V value) {
      FutureTask.this.set(value);
    }

    @Override
    protected void setException(Throwable thrown) {
      FutureTask.this.setException(thrown);
    }

    @Override
    protected void done() {
      FutureTask.this.done();
    }

    void complete(V value) {
      super.set(value);
    }

    void fail(Throwable thrown) {
      super.setException(thrown);
    }

    boolean resetRun() {
      return super.runAndReset();
    }
  }
}
