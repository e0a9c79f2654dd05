package org.richtest.sync.concurrent;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;

/**
 * A counting semaphore with the API of {@link java.util.concurrent.Semaphore} (a class there, so
 * this one cannot extend it). Under an exploration it is a line of its own, as the paper's counting
 * semaphore: each operation is one event named by its method; {@code acquire(n)} is open while at
 * least {@code n} permits are available, every other operation always. Outside an exploration it
 * is the JDK's semaphore.
 *
 * <p>A timed {@code tryAcquire} is a {@code tryAcquire} whose completion may come at any point
 * before the permits would arrive or after: the exploration covers both outcomes
 * (docs/decisions.md, "Timed operations"). {@code acquire} and the timed {@code tryAcquire} are
 * interruptible (docs/decisions.md, "Interruption"). Not modelled under exploration: fairness and
 * the queries about waiting threads.
 */
public final class Semaphore extends DropIn {

  private static final String ACQUIRE = "acquire";
  private static final String[] ALWAYS_OPEN = {
    "availablePermits", "drainPermits", "release", "tryAcquire"
  };

  private final java.util.concurrent.@Nullable Semaphore real;
  private final Map<Integer, OpenList> openLists = new HashMap<>();
  private int permits;

  /** Creates a semaphore with {@code permits} initial permits (negative: releases come first). */
  public Semaphore(int permits) {
    this(permits, false, null);
  }

  /**
   * Creates a semaphore, fair or not.
   *
   * @throws UnsupportedOperationException if {@code fair} under an exploration
   */
  public Semaphore(int permits, boolean fair) {
    this(permits, fair, null);
  }

  /** Creates a semaphore whose line is called {@code name}, or the default name when null. */
  public Semaphore(int permits, @Nullable String name) {
    this(permits, false, name);
  }

  private Semaphore(int permits, boolean fair, @Nullable String name) {
    super(name);
    if (creatingUnderExploration()) {
      if (fair) {
        throw NotModelled.fairness("Semaphore(permits, fair)");
      }
      this.real = null;
    } else {
      this.real = new java.util.concurrent.Semaphore(permits, fair);
    }
    this.permits = permits;
  }

  /** Acquires one permit, waiting until one is available. */
  public void acquire() throws InterruptedException {
    acquire(1);
  }

  /**
   * Acquires {@code n} permits at once, waiting until that many are available.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public void acquire(int n) throws InterruptedException {
    requireNonNegative(n);
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside != null) {
      outside.acquire(n);
      return;
    }
    performInterruptibly(Channel.weighted(ACQUIRE, n));
    permits -= n;
  }

  /**
   * Acquires one permit, waiting until one is available; the same event as {@link #acquire()}, but
   * an interrupt only sets the status.
   */
  public void acquireUninterruptibly() {
    acquireUninterruptibly(1);
  }

  /**
   * Acquires {@code n} permits, waiting until that many are available.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public void acquireUninterruptibly(int n) {
    requireNonNegative(n);
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside != null) {
      outside.acquireUninterruptibly(n);
      return;
    }
    perform(Channel.weighted(ACQUIRE, n));
    permits -= n;
  }

  /** Acquires one permit if one is available now, and returns whether it did. */
  public boolean tryAcquire() {
    return tryAcquire(1);
  }

  /**
   * Acquires {@code n} permits if that many are available now, and returns whether it did.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public boolean tryAcquire(int n) {
    requireNonNegative(n);
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside != null) {
      return outside.tryAcquire(n);
    }
    return take(n);
  }

  /**
   * Acquires one permit if one becomes available within {@code timeout}; under exploration both
   * outcomes are explored.
   */
  public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
    return tryAcquire(1, timeout, unit);
  }

  /**
   * Acquires {@code n} permits if they become available within {@code timeout}; under exploration
   * both outcomes are explored.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public boolean tryAcquire(int n, long timeout, TimeUnit unit) throws InterruptedException {
    requireNonNegative(n);
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside != null) {
      return outside.tryAcquire(n, timeout, unit);
    }
    checkInterrupted();
    return take(n);
  }

  private boolean take(int n) {
    perform("tryAcquire");
    if (permits < n) {
      return false;
    }
    permits -= n;
    return true;
  }

  /** Releases one permit. */
  public void release() {
    release(1);
  }

  /**
   * Releases {@code n} permits.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   * @throws Error if the permit count would overflow, as in the JDK
   */
  public void release(int n) {
    requireNonNegative(n);
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside != null) {
      outside.release(n);
      return;
    }
    perform("release");
    if (permits > Integer.MAX_VALUE - n) {
      throw new Error("Maximum permit count exceeded");
    }
    permits += n;
  }

  /** Returns the number of permits available now. */
  public int availablePermits() {
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside != null) {
      return outside.availablePermits();
    }
    perform("availablePermits");
    return permits;
  }

  /** Takes every available permit and returns how many; a negative count is reset to zero. */
  public int drainPermits() {
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside != null) {
      return outside.drainPermits();
    }
    perform("drainPermits");
    int drained = permits;
    permits = 0;
    return drained;
  }

  /** Returns whether the semaphore is fair; never under exploration. */
  public boolean isFair() {
    java.util.concurrent.Semaphore outside = outside(real);
    return outside != null && outside.isFair();
  }

  /**
   * Returns whether threads wait to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public boolean hasQueuedThreads() {
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside == null) {
      throw NotModelled.queueQuery("Semaphore.hasQueuedThreads");
    }
    return outside.hasQueuedThreads();
  }

  /**
   * Returns the number of threads waiting to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public int getQueueLength() {
    java.util.concurrent.Semaphore outside = outside(real);
    if (outside == null) {
      throw NotModelled.queueQuery("Semaphore.getQueueLength");
    }
    return outside.getQueueLength();
  }

  @Override
  public OpenList openList() {
    return openLists.computeIfAbsent(permits, this::openListAt);
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

  /** Returns the name and the permits, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    java.util.concurrent.Semaphore outside = real;
    return "Semaphore " + name() + "[Permits = "
        + (outside != null ? outside.availablePermits() : permits) + "]";
  }

  private static void requireNonNegative(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("number of permits must be >= 0, was " + n);
    }
  }
}
