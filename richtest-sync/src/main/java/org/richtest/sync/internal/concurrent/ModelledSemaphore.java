package org.richtest.sync.internal.concurrent;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;

/**
 * A {@code Semaphore} drop-in under exploration: a line of its own, as the paper's counting
 * semaphore. Each operation is one event named by its method; {@code acquire(n)} is open while at
 * least {@code n} permits are available, every other operation always. A timed {@code tryAcquire}
 * is a {@code tryAcquire} whose completion may come at any point before the permits would arrive
 * or after: the exploration covers both outcomes (docs/decisions.md, "Timed operations").
 * Fairness and the queries about waiting threads are rejected.
 */
public final class ModelledSemaphore extends DropIn implements SemaphoreOperations {

  private static final String ACQUIRE = "acquire";
  private static final String[] ALWAYS_OPEN = {
    "availablePermits", "drainPermits", "release", "tryAcquire"
  };

  private final Map<Integer, OpenList> openLists = new HashMap<>();
  private int permits;

  /**
   * Creates the line of a semaphore with {@code permits} initial permits.
   *
   * @throws UnsupportedOperationException if {@code fair}
   */
  public ModelledSemaphore(int permits, boolean fair, @Nullable String name) {
    super(name);
    if (fair) {
      throw NotModelled.fairness("Semaphore(permits, fair)");
    }
    this.permits = permits;
  }

  @Override
  public void acquire(int n) throws InterruptedException {
    performInterruptibly(Channel.weighted(ACQUIRE, n));
    permits -= n;
  }

  @Override
  public void acquireUninterruptibly(int n) {
    perform(Channel.weighted(ACQUIRE, n));
    permits -= n;
  }

  @Override
  public boolean tryAcquire(int n) {
    return take(n);
  }

  @Override
  public boolean tryAcquire(int n, long timeout, TimeUnit unit) throws InterruptedException {
    performTimed("tryAcquire");
    if (!takeNow(n)) {
      timedOut(unit.toNanos(timeout));
      return false;
    }
    return true;
  }

  private boolean take(int n) {
    perform("tryAcquire");
    return takeNow(n);
  }

  private boolean takeNow(int n) {
    if (permits < n) {
      return false;
    }
    permits -= n;
    return true;
  }

  /** Releases {@code n} permits; throws {@link Error} if the count would overflow, as the JDK. */
  @Override
  public void release(int n) {
    perform("release");
    if (permits > Integer.MAX_VALUE - n) {
      throw new Error("Maximum permit count exceeded");
    }
    permits += n;
  }

  @Override
  public int availablePermits() {
    perform("availablePermits");
    return permits;
  }

  /** Takes every available permit; a negative count is reset to zero. */
  @Override
  public int drainPermits() {
    perform("drainPermits");
    int drained = permits;
    permits = 0;
    return drained;
  }

  @Override
  public boolean isFair() {
    return false;
  }

  @Override
  public boolean hasQueuedThreads() {
    throw NotModelled.queueQuery("Semaphore.hasQueuedThreads");
  }

  @Override
  public int getQueueLength() {
    throw NotModelled.queueQuery("Semaphore.getQueueLength");
  }

  @Override
  public OpenList openList() {
    return withRepeats(openLists.computeIfAbsent(permits, this::openListAt));
  }

  private OpenList openListAt(int available) {
    Channel[] channels = new Channel[ALWAYS_OPEN.length + (available >= 0 ? 1 : 0)];
    for (int i = 0; i < ALWAYS_OPEN.length; i++) {
      channels[i] = new Channel(name(), ALWAYS_OPEN[i]);
    }
    if (available >= 0) {
      channels[ALWAYS_OPEN.length] = Channel.upTo(name(), ACQUIRE, available);
    }
    return OpenList.of(channels);
  }

  /** Returns the name and the permits, like the JDK's; not an event. */
  @Override
  public String toString() {
    return "Semaphore " + name() + "[Permits = " + permits + "]";
  }
}
