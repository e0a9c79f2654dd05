package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Describable;
import org.richtest.sync.internal.concurrent.ExchangerOperations;
import org.richtest.sync.internal.concurrent.JdkExchanger;
import org.richtest.sync.internal.concurrent.ModelledExchanger;

/**
 * A rendezvous at which two threads swap objects, with the API of {@link
 * java.util.concurrent.Exchanger}. Under an exploration it is a line of its own on which {@code
 * exchange} is an event open at any time: a thread that finds another waiting swaps with it (the
 * oldest waiting, when several wait), one that finds nobody waits for a partner. The timed {@code
 * exchange} explores both a partner coming in time and the timeout. What each thread did before
 * the exchange happens before what the other does after it. Outside an exploration it is the JDK's
 * exchanger: which one it is, it decides when it is created.
 *
 * <p>It extends the JDK's class, overriding both methods, so that code the agent does not rewrite
 * can be handed the drop-in where it takes a {@code java.util.concurrent.Exchanger}.
 *
 * @param <V> the type of the objects exchanged
 */
public final class Exchanger<V extends @Nullable Object> extends java.util.concurrent.Exchanger<V>
    implements Describable {

  private final ExchangerOperations<V> exchanger;

  /** Creates an exchanger. */
  public Exchanger() {
    this(null);
  }

  /** Creates an exchanger whose line is called {@code name}, or the default name when null. */
  public Exchanger(@Nullable String name) {
    this.exchanger = creatingUnderExploration()
        ? new ModelledExchanger<>(name)
        : new JdkExchanger<>(name);
  }

  /** Returns the line name. */
  @Override
  public String name() {
    return exchanger.name();
  }

  /**
   * Waits for another thread to exchange with, and returns its object.
   *
   * @throws InterruptedException if interrupted before a partner came
   */
  @Override
  public V exchange(V x) throws InterruptedException {
    return checked().exchange(x);
  }

  /**
   * Waits at most {@code timeout} for another thread to exchange with, and returns its object;
   * under exploration both outcomes are explored.
   *
   * @throws TimeoutException if no partner came in time
   */
  @Override
  public V exchange(V x, long timeout, TimeUnit unit)
      throws InterruptedException, TimeoutException {
    return checked().exchange(x, timeout, unit);
  }

  /** Returns the name, and under exploration how many threads wait; not an event. */
  @Override
  public String toString() {
    return exchanger.toString();
  }

  private ExchangerOperations<V> checked() {
    exchanger.checkCaller();
    return exchanger;
  }
}
