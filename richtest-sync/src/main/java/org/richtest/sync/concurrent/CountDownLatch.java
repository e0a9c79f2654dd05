package org.richtest.sync.concurrent;

import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;

/**
 * A one-shot latch with the API of {@link java.util.concurrent.CountDownLatch}. Under an
 * exploration it is a line of its own: {@code countDown}, {@code getCount} and a timed {@code
 * await} are events open at any time, an untimed {@code await} is open once the count is zero.
 * Outside an exploration it is the JDK's latch.
 *
 * <p>A timed {@code await} completes at any point of the exploration's choosing and returns whether
 * the count was zero then, so both outcomes are covered (docs/decisions.md, "Timed operations").
 */
public final class CountDownLatch extends DropIn {

  private final java.util.concurrent.@Nullable CountDownLatch real;
  private final OpenList counting;
  private final OpenList open;
  private long count;

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
    super(name);
    if (count < 0) {
      throw new IllegalArgumentException("count < 0");
    }
    this.real = creatingUnderExploration() ? null : new java.util.concurrent.CountDownLatch(count);
    this.count = count;
    this.counting = OpenList.on(name(), "await(timed)", "countDown", "getCount");
    this.open = OpenList.on(name(), "await", "await(timed)", "countDown", "getCount");
  }

  /** Waits until the count reaches zero. */
  public void await() throws InterruptedException {
    java.util.concurrent.CountDownLatch outside = outside(real);
    if (outside != null) {
      outside.await();
      return;
    }
    performInterruptibly("await");
  }

  /**
   * Waits until the count reaches zero or {@code timeout} elapses, and returns whether it reached
   * zero; under exploration both outcomes are explored.
   */
  public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
    java.util.concurrent.CountDownLatch outside = outside(real);
    if (outside != null) {
      return outside.await(timeout, unit);
    }
    checkInterrupted();
    perform("await(timed)");
    return count == 0;
  }

  /** Decrements the count; does nothing at zero. */
  public void countDown() {
    java.util.concurrent.CountDownLatch outside = outside(real);
    if (outside != null) {
      outside.countDown();
      return;
    }
    perform("countDown");
    if (count > 0) {
      count--;
    }
  }

  /** Returns the current count. */
  public long getCount() {
    java.util.concurrent.CountDownLatch outside = outside(real);
    if (outside != null) {
      return outside.getCount();
    }
    perform("getCount");
    return count;
  }

  @Override
  public OpenList openList() {
    return count == 0 ? open : counting;
  }

  /** Returns the name and the count, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    java.util.concurrent.CountDownLatch outside = real;
    return "CountDownLatch " + name() + "[Count = "
        + (outside != null ? outside.getCount() : count) + "]";
  }
}
