package org.richtest.sync.internal.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.RunnableFuture;

/**
 * How a modelled pool makes the tasks it hands out ({@code submit}, {@code invokeAll}): {@code
 * FutureTask} drop-ins, as the JDK's pools hand out theirs, which only the drop-ins' package can
 * name.
 */
public interface Tasks {

  /** Returns a new task, modelled, whose line is called {@code name}, running {@code callable}. */
  <T> RunnableFuture<T> task(String name, Callable<T> callable);
}
