package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.Deque;
import org.jspecify.annotations.Nullable;

/**
 * The state of a modelled stamped lock: the JDK's {@code state} word and reader overflow, with the
 * JDK's bit layout, so that every stamp, {@code validate} and conversion is computed as the JDK
 * computes it; and the FIFO queue of requests that could not be granted when they were made. A
 * new writer needs the lock free; a new reader needs no writer (it barges ahead of queued writers,
 * as the JDK's {@code readLock} and {@code tryReadLock} do). Every release grants the head of the
 * queue while it can be granted: a writer alone, or the readers at the head.
 *
 * <p>Invariant: the head of a non-empty queue cannot be granted now, so a free lock has no queue
 * and a new writer never overtakes a queued request.
 */
final class StampedState {

  /** The JDK's layout: 7 bits of readers, then the write bit, then the version. */
  static final long RUNIT = 1L;
  static final long WBIT = 1L << 7;
  static final long RBITS = WBIT - 1L;
  static final long RFULL = RBITS - 1L;
  static final long ABITS = RBITS | WBIT;
  static final long SBITS = ~RBITS;
  private static final long ORIGIN = WBIT << 1;

  /** A queued request and, once granted, its stamp. */
  private static final class Request {
    final Registration registration;
    final boolean write;
    long stamp;

    Request(Registration registration, boolean write) {
      this.registration = registration;
      this.write = write;
    }
  }

  private final DropIn owner;
  private final Deque<Request> queue = new ArrayDeque<>();
  private long state = ORIGIN;
  private int readerOverflow;

  StampedState(DropIn owner) {
    this.owner = owner;
  }

  /** Returns the state word. */
  long state() {
    return state;
  }

  /** Returns whether a writer holds the lock. */
  boolean writeLocked() {
    return (state & WBIT) != 0L;
  }

  /** Returns whether the lock is held at all. */
  boolean held() {
    return (state & ABITS) != 0L;
  }

  /** Returns the read holds, overflow included. */
  int readers() {
    long readers = state & RBITS;
    return (int) (readers >= RFULL ? RFULL + readerOverflow : readers);
  }

  /** Returns whether a reader may take a hold now, barging ahead of the queue or not. */
  boolean mayRead(boolean bargeQueue) {
    return !writeLocked() && (bargeQueue || queue.isEmpty());
  }

  /** Takes the write lock, which is free, and returns its stamp. */
  long write() {
    state |= WBIT;
    return state;
  }

  /** Turns the only read hold into the write lock, as one step, and returns its stamp. */
  long upgrade() {
    state = state - RUNIT + WBIT;
    return state;
  }

  /** Adds a read hold (no writer holds the lock) and returns its stamp, as the JDK's. */
  long read() {
    if ((state & ABITS) < RFULL) {
      state += RUNIT;
    } else {
      readerOverflow++;
    }
    return state;
  }

  /**
   * Removes a read hold (there is one), grants what became possible and returns the state between
   * the two, as the JDK's release returns it.
   */
  long unread() {
    if ((state & RBITS) < RFULL || readerOverflow == 0) {
      state -= RUNIT;
    } else {
      readerOverflow--;
    }
    return granting(state);
  }

  /**
   * Frees the write lock with a new version, plus {@code reads} read holds of the writer (a
   * conversion to a read lock), grants what became possible and returns the state between the two.
   */
  long unwrite(long reads) {
    state = unlockWriteState(state) + reads;
    return granting(state);
  }

  private long granting(long released) {
    grant();
    return released;
  }

  /** Returns {@code s} with the write lock freed and the version moved on, as the JDK's. */
  private static long unlockWriteState(long s) {
    long next = s + WBIT;
    return next == 0L ? ORIGIN : next;
  }

  /**
   * Queues a request of the calling thread that could not be granted, waits as {@code wait} says
   * and returns its stamp, or 0 if it was not granted (a timeout, an interrupt).
   */
  long await(boolean write, Waiting wait) throws InterruptedException {
    Registration.Timeout timeout = wait.timeout();
    if (timeout != null) {
      Request first = queue.peekFirst();
      timeout.registers(owner, write ? held()
          : writeLocked() || first != null && !first.registration.awaitsAChange(owner));
    }
    Request request = new Request(Registration.of(owner, timeout != null), write);
    queue.addLast(request);
    if (timeout != null) {
      return request.registration.awaitTimed(owner, timeout, () -> !cancel(request))
          ? request.stamp : 0L;
    }
    String waitsFor = write ? "the write lock" : "a read lock";
    if (wait.interruptible()) {
      request.registration.awaitInterruptibly(owner, waitsFor, () -> {
        cancel(request);
        return true;
      });
    } else {
      request.registration.await(owner, waitsFor, wait.operation());
    }
    return request.stamp;
  }

  /**
   * How a refused request waits: parked until granted ({@code timeout} null), interruptibly or
   * not, or by the {@code timeout}'s second call, whose completion ends the wait.
   */
  record Waiting(
      String operation, boolean interruptible, Registration.@Nullable Timeout timeout) {}

  /** Removes a request that timed out, grants what its leaving made possible; returns if any. */
  private boolean cancel(Request request) {
    queue.remove(request);
    return grant();
  }

  /**
   * Grants the head of the queue while it can be granted, and serves the requests granted;
   * returns whether it granted any.
   */
  private boolean grant() {
    boolean granted = false;
    for (Request head = queue.peekFirst(); head != null; head = queue.peekFirst()) {
      if (head.write ? held() : writeLocked()) {
        return granted;
      }
      queue.removeFirst();
      head.stamp = head.write ? write() : read();
      head.registration.serve(owner);
      granted = true;
    }
    return granted;
  }
}
