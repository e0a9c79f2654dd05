package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkLatch;
import org.richtest.sync.internal.concurrent.LatchOperations;
import org.richtest.sync.internal.concurrent.ModelledLatch;
import org.richtest.spi.Describable;

/**
 * A one-shot latch with the API of {@link java.util.concurrent.CountDownLatch}. Under an
 * exploration it is a line of its own: {@code countDown}, {@code getCount} and a timed {@code
 * await} are events open at any time, an untimed {@code await} is open once the count is zero.
 * Outside an exploration it is the JDK's latch: which one it is, it decides when it is created.
 *
 * <p>A timed {@code await} completes at any point of the exploration's choosing and returns whether
 * the count was zero then, so both outcomes are covered (docs/decisions.md, "Timed operations").
 */
public final class CountDownLatch implements Describable {

  private final LatchOperations latch;

  /**
   * Creates a latch that opens after {@code count} count-downs.
   *
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public CountDownLatch(int count) {
    this(count, null);
  }

  /**
   * Creates a latch whose line is called {@code name}, or the default name when null.
   *
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public CountDownLatch(int count, @Nullable String name) {
    this.latch = creatingUnderExploration()
        ? new ModelledLatch(count, name)
        : new JdkLatch(count, name);
  }

  /** Returns the line name. */
  public String name() {
    return latch.name();
  }

  /** Waits until the count reaches zero. */
  public void await() throws InterruptedException {
    checked().await();
  }

  /**
   * Waits until the count reaches zero or {@code timeout} elapses, and returns whether it reached
   * zero; under exploration both outcomes are explored.
   */
  public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
    return checked().await(timeout, unit);
  }

  /** Decrements the count; does nothing at zero. */
  public void countDown() {
    checked().countDown();
  }

  /** Returns the current count. */
  public long getCount() {
    return checked().getCount();
  }

  /** Returns the name and the count, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return latch.toString();
  }

  private LatchOperations checked() {
    latch.checkCaller();
    return latch;
  }
}
