package org.richtest.sync.internal.concurrent;

import com.google.common.util.concurrent.ForwardingBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's queue behind a queue drop-in created outside an exploration: every operation forwards
 * to it (Guava's {@link ForwardingBlockingQueue}), {@code removeIf} too, so that it is the JDK
 * queue's own atomic one.
 *
 * @param <E> the element type
 */
public final class JdkQueue<E> extends ForwardingBlockingQueue<E>
    implements QueueOperations<E>, Identified {

  private final BlockingQueue<E> real;
  private final Outside outside;

  /** Forwards to {@code real}, for a drop-in of class {@code kind} called {@code name}. */
  public JdkQueue(BlockingQueue<E> real, String kind, @Nullable String name) {
    this.real = real;
    this.outside = new Outside(kind, name);
  }

  @Override
  protected BlockingQueue<E> delegate() {
    return real;
  }

  @Override
  public boolean removeIf(Predicate<? super E> filter) {
    return real.removeIf(filter);
  }

  @Override
  public Outside identity() {
    return outside;
  }
}
