package org.richtest.sync.internal.concurrent;

import java.util.concurrent.ExecutorService;

/**
 * The operations of the {@code ThreadPoolExecutor} drop-in, which both its sides implement: {@link
 * JdkPool} and {@link ModelledPool}: those of an {@link ExecutorService}, {@code close} too.
 */
public interface PoolOperations extends ExecutorService, DropInOperations {

  @Override
  void close();
}
