package org.richtest.sync.internal.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.RunnableFuture;
import org.richtest.spi.Controller;

/**
 * The common {@code ForkJoinPool} of a run, under exploration, for {@code invokeAny} and the timed
 * {@code invokeAll} ({@link Invocations}): made on first use, one per run (an attachment), it
 * executes a task by forking it, as the common pool's {@code execute} does, and names the lines
 * those create. It is no line and has no life cycle: the JDK's common pool never shuts down.
 */
public final class ModelledCommonPool implements InvokingPool {

  /** The key of a run's common pool. */
  private static final Object KEY = new Object();

  private final Tasks tasks;
  private final LineNames names = new LineNames("commonPool");

  private ModelledCommonPool(Tasks tasks) {
    this.tasks = tasks;
  }

  /** Returns the calling run's common pool, made on first use; {@code tasks} makes its tasks. */
  public static ModelledCommonPool of(Tasks tasks) {
    return Controller.current().attachment(KEY, key -> new ModelledCommonPool(tasks));
  }

  @Override
  public <T> RunnableFuture<T> newTask(Callable<T> task) {
    return tasks.task(lineName("task"), task);
  }

  @Override
  public String lineName(String what) {
    return names.next(Controller.current(), what);
  }

  /**
   * Runs {@code command} on a thread of its own, outside every pool with a life cycle, as the
   * common pool's {@code execute} does from any thread.
   */
  @Override
  public void execute(Runnable command) {
    ModelledForkJoinTask.executing(command).startInCommonPool();
  }
}
