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
  private final transient Object owner;

  /** Which task of its worker's queue a program asks for, as the JDK's protected statics do. */
  public enum Queued {
    PEEK_NEXT_LOCAL,
    POLL_NEXT_LOCAL,
    POLL,
    POLL_SUBMISSION
  }

  /** Creates the JDK's task of the drop-in {@code owner}, whose {@code exec} is {@code body}. */
  public JdkForkJoinTask(Body body, Object owner) {
    this.body = body;
    this.owner = owner;
  }

  /** Returns the drop-in whose JDK side this task is. */
  public Object owner() {
    return owner;
  }

  /**
   * Returns the task of the calling worker's queue (or, for {@link Queued#POLL_SUBMISSION}, a
   * submission) the JDK's protected static method named by {@code which} returns, or null.
   */
  public static @Nullable ForkJoinTask<?> queued(Queued which) {
    return switch (which) {
      case PEEK_NEXT_LOCAL -> peekNextLocalTask();
      case POLL_NEXT_LOCAL -> pollNextLocalTask();
      case POLL -> pollTask();
      case POLL_SUBMISSION -> pollSubmission();
    };
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
