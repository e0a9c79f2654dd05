package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Collection;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkQueue;
import org.richtest.sync.internal.concurrent.ModelledSynchronousQueue;

/**
 * A queue without capacity with the API of {@link java.util.concurrent.SynchronousQueue}: every
 * insertion waits for a removal and the other way round. Under an exploration it is a line of its
 * own on which every operation that hands over an element is an event open at any time: {@code put}
 * and {@code take} hand over to the oldest registered partner, or register their caller and park it
 * until a partner comes; {@code offer} and {@code poll} succeed only when a partner is registered.
 * A timed {@code offer} or {@code poll} registers without parking and then issues a second call
 * ({@code offer(timed)}, {@code poll(timed)}) that returns whether a partner came first, so both
 * outcomes are explored. Outside an exploration it is the JDK's queue: which one it is, it decides
 * when it is created.
 *
 * <p>The collection methods see what the JDK's do: a queue that is always empty ({@code size()} is
 * 0, {@code peek()} null, iterators empty). Being constants, they are not events. {@code put},
 * {@code take} and the timed operations are interruptible (docs/decisions.md, "Interruption"). Not
 * modelled under exploration: fairness.
 *
 * @param <E> the element type
 */
public final class SynchronousQueue<E> extends DropInQueue<E> {

  /** Creates a non-fair queue. */
  public SynchronousQueue() {
    this(false, null);
  }

  /**
   * Creates a queue, fair or not.
   *
   * @throws UnsupportedOperationException if {@code fair} under an exploration
   */
  public SynchronousQueue(boolean fair) {
    this(fair, null);
  }

  /** Creates a non-fair queue whose line is called {@code name}, or the default name when null. */
  public SynchronousQueue(@Nullable String name) {
    this(false, name);
  }

  private SynchronousQueue(boolean fair, @Nullable String name) {
    super(creatingUnderExploration()
        ? new ModelledSynchronousQueue<>(fair, name)
        : new JdkQueue<>(new java.util.concurrent.SynchronousQueue<>(fair), "SynchronousQueue",
            name));
  }

  /** Removes nothing (the queue is always empty), as the JDK's; no null check under exploration. */
  @Override
  public boolean removeAll(Collection<?> c) {
    return checked().removeAll(c);
  }

  /** Removes nothing (the queue is always empty), as the JDK's; no null check under exploration. */
  @Override
  public boolean retainAll(Collection<?> c) {
    return checked().retainAll(c);
  }

  /** Returns {@code []}, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return "[]";
  }
}
