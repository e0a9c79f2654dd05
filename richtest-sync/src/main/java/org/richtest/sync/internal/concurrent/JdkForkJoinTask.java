package org.richtest.sync.internal.concurrent;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's fork/join task, which a {@code ForkJoinTask} drop-in created outside an exploration
 * is: forks, joins and work stealing are the JDK's, and its {@code exec} is the drop-in's. Its raw
 * result is not kept here: the drop-in reads its own once the task is done.
 */
public final class JdkForkJoinTask extends ForkJoinTask<Void>
    implements ForkJoinTaskOperations, Identified {

  private final transient Outside outside = new Outside("ForkJoinTask", null);
  private final transient Body body;

  /** Creates the JDK's task whose {@code exec} is {@code body}. */
  public JdkForkJoinTask(Body body) {
    this.body = body;
  }

  @Override
  public Outside identity() {
    return outside;
  }

  @Override
  public @Nullable Void getRawResult() {
    return null;
  }

  @Override
  protected void setRawResult(@Nullable Void value) {}

  @Override
  protected boolean exec() {
    return body.exec();
  }

  @Override
  public void start() {
    fork();
  }

  @Override
  public void await() {
    join();
  }

  @Override
  public void runHere() {
    invoke();
  }

  @Override
  public void awaitGot() throws InterruptedException, ExecutionException {
    get();
  }

  @Override
  public void awaitGot(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    get(timeout, unit);
  }

  /** Runs {@code tasks} as the JDK's {@code invokeAll} does: forks, runs one here, joins. */
  public static void invokeAll(JdkForkJoinTask... tasks) {
    ForkJoinTask.invokeAll(tasks);
  }
}
