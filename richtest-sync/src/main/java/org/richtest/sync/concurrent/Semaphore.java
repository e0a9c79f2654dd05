package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkSemaphore;
import org.richtest.sync.internal.concurrent.ModelledSemaphore;
import org.richtest.sync.internal.concurrent.SemaphoreOperations;
import org.richtest.spi.Describable;

/**
 * A counting semaphore with the API of {@link java.util.concurrent.Semaphore} (a class there, so
 * this one cannot extend it). Under an exploration it is a line of its own, as the paper's counting
 * semaphore: each operation is one event named by its method; {@code acquire(n)} is open while at
 * least {@code n} permits are available, every other operation always. Outside an exploration it
 * is the JDK's semaphore: which one it is, it decides when it is created.
 *
 * <p>A timed {@code tryAcquire} is a {@code tryAcquire} whose completion may come at any point
 * before the permits would arrive or after: the exploration covers both outcomes
 * (docs/decisions.md, "Timed operations"). {@code acquire} and the timed {@code tryAcquire} are
 * interruptible (docs/decisions.md, "Interruption"). Not modelled under exploration: fairness and
 * the queries about waiting threads.
 */
public final class Semaphore implements Describable {

  private final SemaphoreOperations semaphore;

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
    this.semaphore = creatingUnderExploration()
        ? new ModelledSemaphore(permits, fair, name)
        : new JdkSemaphore(permits, fair, name);
  }

  /** Returns the line name. */
  public String name() {
    return semaphore.name();
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
    checked().acquire(n);
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
    checked().acquireUninterruptibly(n);
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
    return checked().tryAcquire(n);
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
    return checked().tryAcquire(n, timeout, unit);
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
    checked().release(n);
  }

  /** Returns the number of permits available now. */
  public int availablePermits() {
    return checked().availablePermits();
  }

  /** Takes every available permit and returns how many; a negative count is reset to zero. */
  public int drainPermits() {
    return checked().drainPermits();
  }

  /** Returns whether the semaphore is fair; never under exploration. */
  public boolean isFair() {
    return checked().isFair();
  }

  /**
   * Returns whether threads wait to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public boolean hasQueuedThreads() {
    return checked().hasQueuedThreads();
  }

  /**
   * Returns the number of threads waiting to acquire.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public int getQueueLength() {
    return checked().getQueueLength();
  }

  /** Returns the name and the permits, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return semaphore.toString();
  }

  private SemaphoreOperations checked() {
    semaphore.checkCaller();
    return semaphore;
  }

  private static void requireNonNegative(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("number of permits must be >= 0, was " + n);
    }
  }
}
