package org.richtest.sync.internal.concurrent;

import com.google.common.util.concurrent.ForwardingExecutorService;
import java.util.concurrent.ExecutorService;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's executor behind a {@code ThreadPoolExecutor} drop-in created outside an exploration:
 * every operation forwards to it (Guava's {@link ForwardingExecutorService}), {@code close} too.
 */
public final class JdkPool extends ForwardingExecutorService implements PoolOperations, Identified {

  private final ExecutorService real;
  private final Outside outside;

  /** Forwards to {@code real}, for a drop-in called {@code name}. */
  public JdkPool(ExecutorService real, @Nullable String name) {
    this.real = real;
    this.outside = new Outside("ThreadPoolExecutor", name);
  }

  @Override
  protected ExecutorService delegate() {
    return real;
  }

  @Override
  public void close() {
    real.close();
  }

  @Override
  public Outside identity() {
    return outside;
  }
}
