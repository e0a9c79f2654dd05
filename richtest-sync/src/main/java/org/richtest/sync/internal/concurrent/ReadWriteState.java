package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.ThreadHandle;

/**
 * The state of a modelled read-write lock: who holds it, how often, and the FIFO queue of requests
 * that could not be granted when they were made; with the JDK's non-fair rules for who may take it
 * and the acquisition protocol. A new reader waits while a writer holds the lock or, unless it
 * already holds a read lock, while the first queued request is a writer's; a new writer waits while
 * anyone holds the lock. An attempt is one event; a refused one queues its thread (registration
 * style, {@link Registration}). Every release grants the head of the queue: a writer alone, or all
 * the readers at the head.
 *
 * <p>Invariant: the head of a non-empty queue cannot be granted now, so the lock is never free
 * while requests wait and a new writer cannot barge in ahead of them.
 */
final class ReadWriteState {

  /** The JDK's limit on read holds (of all threads together) and on write holds. */
  static final int MAX_COUNT = (1 << 16) - 1;

  /** A queued request, with the holds it takes when granted. */
  private static final class Request {
    final Registration registration;
    final boolean write;
    final int writeHolds;
    final int readHolds;

    Request(Registration registration, boolean write, int writeHolds, int readHolds) {
      this.registration = registration;
      this.write = write;
      this.writeHolds = writeHolds;
      this.readHolds = readHolds;
    }
  }

  private final DropIn owner;
  private final Map<ThreadHandle, Integer> readHolds = new HashMap<>();
  private final Deque<Request> queue = new ArrayDeque<>();
  private @Nullable ThreadHandle writer;
  private int writeHolds;
  private int readCount;
  /** The threads between a condition wait's release of the lock and their take-back. */
  private final Set<ThreadHandle> conditionWaiters = new HashSet<>();

  ReadWriteState(DropIn owner) {
    this.owner = owner;
  }

  /**
   * Issues {@code operation}, an attempt to take the write lock or a read hold with the given
   * holds, and returns whether the caller got it. A refused attempt fails at once unless {@code
   * mayWait}; otherwise it queues the caller, which parks until granted.
   */
  boolean acquire(String operation, boolean write, int writeHolds, int readHolds,
      boolean mayWait) {
    try {
      return acquire(operation, write, writeHolds, readHolds, mayWait, false);
    } catch (InterruptedException impossible) {
      throw new AssertionError("an uninterruptible acquire was interrupted", impossible);
    }
  }

  /**
   * As {@link #acquire(String, boolean, int, int, boolean)}; an {@code interruptible} wait ends
   * with {@link InterruptedException} if an interrupt comes before the grant.
   */
  boolean acquire(String operation, boolean write, int writeHolds, int readHolds,
      boolean mayWait, boolean interruptible) throws InterruptedException {
    owner.perform(operation, interruptible);
    return acquired(operation, write, writeHolds, readHolds, mayWait, interruptible);
  }

  /**
   * Takes the write lock back after a condition wait, with the holds the wait released, by the
   * event {@code operation}: the thread waits on a condition no more. Returns whether that event
   * gave it the lock, false when it queued until a release granted it.
   */
  boolean takeBack(String operation, int writeHolds, int readHolds) {
    owner.perform(operation);
    conditionWaiters.remove(owner.run().currentThread());
    if (granted(true, writeHolds, readHolds)) {
      return true;
    }
    enqueue(false, true, writeHolds, readHolds).registration
        .await(owner, "the write lock", operation);
    return false;
  }

  /** Grants or queues the attempt whose event {@code operation} has just been received. */
  private boolean acquired(String operation, boolean write, int writeHolds, int readHolds,
      boolean mayWait, boolean interruptible) throws InterruptedException {
    if (granted(write, writeHolds, readHolds)) {
      return true;
    }
    if (!mayWait) {
      return false;
    }
    Request request = enqueue(false, write, writeHolds, readHolds);
    String waitsFor = write ? "the write lock" : "the read lock";
    if (interruptible) {
      request.registration.awaitInterruptibly(owner, waitsFor, () -> {
        cancel(request);
        return true;
      });
    } else {
      request.registration.await(owner, waitsFor, operation);
    }
    return true;
  }

  /**
   * As {@link #acquire(String, boolean, int, int, boolean)} with a {@code timeout} begun before
   * this: a refused attempt queues the caller, which issues the timeout's call and gets the lock
   * only if it was granted before that call completed, both explored; one that repeats a timeout
   * with nothing done since waits for the lock to change ({@link Registration#awaitTimed}). A
   * request that only a release can grant (held against it, or a reader behind a writer at the
   * head whose withdrawal does not wait for a change), and its withdrawal that grants no one,
   * change nothing for the other timed requests' repeats while no condition waiter waits for a
   * change to take the lock back, which would then queue differently (docs/decisions.md, "Timed
   * operations").
   */
  boolean tryAcquire(String operation, boolean write, int writeHolds, int readHolds,
      Registration.Timeout timeout) throws InterruptedException {
    owner.perform(operation);
    if (granted(write, writeHolds, readHolds)) {
      return true;
    }
    if (timeout.nanos() <= 0) {
      return false;
    }
    timeout.registers(owner, noTakeBackAwaitsAChange()
        && (write ? !mayWrite() : writer != null || !headAwaitsAChange()));
    Request request = enqueue(true, write, writeHolds, readHolds);
    return request.registration.awaitTimed(
        owner, timeout, () -> !cancel(request) && noTakeBackAwaitsAChange());
  }

  /** Gives the calling thread the holds now if the JDK's rules let it; returns whether they did. */
  private boolean granted(boolean write, int writeHolds, int readHolds) {
    ThreadHandle self = owner.run().currentThread();
    if (!(write ? mayWrite() : mayRead(self))) {
      return false;
    }
    if (write) {
      write(self, writeHolds);
    }
    read(self, readHolds);
    return true;
  }

  private Request enqueue(boolean timed, boolean write, int writeHolds, int readHolds) {
    Request request =
        new Request(Registration.of(owner, timed), write, writeHolds, readHolds);
    queue.addLast(request);
    return request;
  }

  /** Returns whether {@code thread} may take a read lock by {@code lock()} now. */
  boolean mayRead(ThreadHandle thread) {
    if (writer == thread) {
      return true;
    }
    return writer == null && (readHolds(thread) > 0 || !firstQueuedIsWriter());
  }

  /** Returns whether {@code thread} may take a read lock by the untimed {@code tryLock()}. */
  boolean mayBargeRead(ThreadHandle thread) {
    return writer == null || writer == thread;
  }

  /** Returns whether a thread that holds nothing may take the write lock now. */
  boolean mayWrite() {
    return writer == null && readCount == 0;
  }

  /**
   * Returns whether the queue's head is a timed request waiting in a repeat that only a change
   * opens: a reader it keeps out would be granted by its withdrawal, which counting the reader's
   * registration lets come. An untimed head leaves only when granted (or by an interrupt's
   * delivery, an event too), a timed one with its timeout open whenever the exploration lets it.
   */
  private boolean headAwaitsAChange() {
    Request first = queue.peekFirst();
    return first != null && first.registration.awaitsAChange(owner);
  }

  /**
   * Returns whether no thread waits on a condition of the lock in a repeat that only a change
   * opens: its take-back, which asks for the write lock, would queue before or behind the
   * registrations counting lets it see. One that waits untimed is woken by a signal, one whose
   * timeout is open takes the lock back whenever the exploration lets it.
   */
  private boolean noTakeBackAwaitsAChange() {
    for (ThreadHandle waiter : conditionWaiters) {
      if (owner.awaitsChange(waiter)) {
        return false;
      }
    }
    return true;
  }

  private boolean firstQueuedIsWriter() {
    Request first = queue.peekFirst();
    return first != null && first.write;
  }

  /** Gives {@code thread} {@code holds} more read holds. */
  void read(ThreadHandle thread, int holds) {
    if (holds == 0) {
      return;
    }
    if (readCount > MAX_COUNT - holds) {
      throw new Error("Maximum lock count exceeded");
    }
    readHolds.merge(thread, holds, Integer::sum);
    readCount += holds;
  }

  /** Makes {@code thread} the writer with {@code holds} write holds. */
  void write(ThreadHandle thread, int holds) {
    writer = thread;
    writeHolds = holds;
  }

  /** Adds a nested write hold of the writer. */
  void writeAgain() {
    if (writeHolds == MAX_COUNT) {
      throw new Error("Maximum lock count exceeded");
    }
    writeHolds++;
  }

  /** Removes one read hold of {@code thread}, which has one, and grants what became possible. */
  void unlockRead(ThreadHandle thread) {
    int holds = readHolds(thread);
    if (holds == 1) {
      readHolds.remove(thread);
    } else {
      readHolds.put(thread, holds - 1);
    }
    readCount--;
    grant();
  }

  /** Removes one write hold; the last frees the write lock and grants what became possible. */
  void unlockWrite() {
    if (--writeHolds == 0) {
      writer = null;
      grant();
    }
  }

  /**
   * Releases every hold of the writer {@code thread}, as a condition wait does in the JDK, right
   * after the wait's event; the thread waits on a condition until its {@link #takeBack}.
   */
  void releaseAll(ThreadHandle thread) {
    conditionWaiters.add(thread);
    readCount -= readHolds(thread);
    readHolds.remove(thread);
    writer = null;
    writeHolds = 0;
    grant();
  }

  /**
   * Removes a request that timed out and grants what its leaving made possible; returns whether
   * it granted any.
   */
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
      if (head.write ? !mayWrite() : writer != null) {
        return granted;
      }
      granted = true;
      queue.removeFirst();
      ThreadHandle thread = head.registration.thread();
      if (head.write) {
        write(thread, head.writeHolds);
      }
      read(thread, head.readHolds);
      head.registration.serve(owner);
    }
    return granted;
  }

  /** Returns the writer, or null. */
  @Nullable ThreadHandle writer() {
    return writer;
  }

  /** Returns the writer's holds, 0 when there is none. */
  int writeHolds() {
    return writeHolds;
  }

  /** Returns the read holds of {@code thread}. */
  int readHolds(ThreadHandle thread) {
    return readHolds.getOrDefault(thread, 0);
  }

  /** Returns the read holds of all threads together. */
  int readCount() {
    return readCount;
  }
}
