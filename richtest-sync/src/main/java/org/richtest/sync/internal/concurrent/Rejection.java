package org.richtest.sync.internal.concurrent;

import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ThreadPoolExecutor;

/**
 * What a modelled pool does with a task that neither a worker nor its queue takes, or that comes
 * after {@code shutdown}: the JDK's four policies, as {@code ThreadPoolExecutor} defines them.
 */
public enum Rejection {
  /** Throws {@code RejectedExecutionException} (the default). */
  ABORT,
  /** Runs the task in the submitting thread, unless the pool is shut down (then drops it). */
  CALLER_RUNS,
  /** Drops the task. */
  DISCARD,
  /** Unless the pool is shut down, drops the head of the queue and executes the task again. */
  DISCARD_OLDEST;

  /**
   * Returns the policy {@code handler} is: one of the JDK's own classes. A handler of the
   * program's own is code the pool would call with the JDK's {@code ThreadPoolExecutor}, which a
   * modelled pool is not.
   *
   * @throws UnsupportedOperationException for another handler
   */
  public static Rejection of(RejectedExecutionHandler handler) {
    Class<?> type = handler.getClass();
    if (type == ThreadPoolExecutor.AbortPolicy.class) {
      return ABORT;
    }
    if (type == ThreadPoolExecutor.CallerRunsPolicy.class) {
      return CALLER_RUNS;
    }
    if (type == ThreadPoolExecutor.DiscardPolicy.class) {
      return DISCARD;
    }
    if (type == ThreadPoolExecutor.DiscardOldestPolicy.class) {
      return DISCARD_OLDEST;
    }
    throw new UnsupportedOperationException("the RejectedExecutionHandler " + type.getName()
        + " is not modelled under exploration: a modelled pool is not the JDK's "
        + "ThreadPoolExecutor it would be handed; use one of the JDK's policies (AbortPolicy, "
        + "CallerRunsPolicy, DiscardPolicy, DiscardOldestPolicy)");
  }
}
