package org.richtest.sync.internal.concurrent;

import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;

/**
 * A {@code CountDownLatch} drop-in under exploration: a line of its own on which {@code
 * countDown}, {@code getCount} and a timed {@code await} are events open at any time, and an
 * untimed {@code await} is open once the count is zero. A timed {@code await} completes at any
 * point of the exploration's choosing and returns whether the count was zero then, so both
 * outcomes are covered (docs/decisions.md, "Timed operations").
 */
public final class ModelledLatch extends DropIn implements LatchOperations {

  private final OpenList counting;
  private final OpenList open;
  private long count;

  /**
   * Creates the line of a latch that opens after {@code count} count-downs.
   *
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public ModelledLatch(int count, @Nullable String name) {
    super(name);
    if (count < 0) {
      throw new IllegalArgumentException("count < 0");
    }
    this.count = count;
    this.counting = OpenList.on(name(), "await(timed)", "countDown", "getCount");
    this.open = OpenList.on(name(), "await", "await(timed)", "countDown", "getCount");
  }

  @Override
  public void await() throws InterruptedException {
    performInterruptibly("await");
  }

  @Override
  public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
    performTimed("await(timed)");
    if (count > 0) {
      timedOut(unit.toNanos(timeout));
      return false;
    }
    return true;
  }

  @Override
  public void countDown() {
    perform("countDown");
    if (count > 0) {
      count--;
    }
  }

  @Override
  public long getCount() {
    perform("getCount");
    return count;
  }

  @Override
  public OpenList openList() {
    return withRepeats(count == 0 ? open : counting);
  }

  /** Returns the name and the count, like the JDK's; not an event. */
  @Override
  public String toString() {
    return "CountDownLatch " + name() + "[Count = " + count + "]";
  }
}
