package org.richtest.testkit.reference;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * The reference model of the drop-in queues ({@code ArrayBlockingQueue}, {@code
 * LinkedBlockingQueue}): a FIFO {@link ArrayDeque} of at most {@code capacity} elements guarded by a
 * {@link MonitorLock} with conditions {@code notEmpty} and {@code notFull}. Every operation, blocking
 * or not, decides inside the lock, so its outcome depends only on the order of lock entries, which an
 * exploration enumerates. Its sequences are many more than the native queue's, its outcomes the same.
 *
 * @param <E> the element type
 */
public final class LockBasedQueue<E> extends AbstractQueue<E> implements BlockingQueue<E> {

  private final int capacity;
  private final MonitorLock lock;
  private final Condition notEmpty;
  private final Condition notFull;
  private final ArrayDeque<E> items = new ArrayDeque<>();

  /**
   * Creates an empty queue whose lock has the line name {@code name}, or the default when null.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public LockBasedQueue(int capacity, @Nullable String name) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be >= 1, was " + capacity);
    }
    this.capacity = capacity;
    this.lock = new MonitorLock(name);
    this.notEmpty = lock.newCondition("notEmpty");
    this.notFull = lock.newCondition("notFull");
  }

  /** Returns the line name of the underlying lock. */
  public String name() {
    return lock.name();
  }

  /**
   * Appends {@code e}, waiting while the queue is full.
   *
   * @throws NullPointerException if {@code e} is null
   * @throws InterruptedException never: interruption is not modelled
   */
  @Override
  public void put(E e) throws InterruptedException {
    Objects.requireNonNull(e);
    lock.lock();
    try {
      while (items.size() == capacity) {
        notFull.await();
      }
      enqueue(e);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Removes and returns the head, waiting while the queue is empty.
   *
   * @throws InterruptedException never: interruption is not modelled
   */
  @Override
  public E take() throws InterruptedException {
    lock.lock();
    try {
      while (items.isEmpty()) {
        notEmpty.await();
      }
      return dequeue();
    } finally {
      lock.unlock();
    }
  }

  /**
   * Appends {@code e} if the queue is not full, and returns whether it did.
   *
   * @throws NullPointerException if {@code e} is null
   */
  @Override
  public boolean offer(E e) {
    Objects.requireNonNull(e);
    lock.lock();
    try {
      if (items.size() == capacity) {
        return false;
      }
      enqueue(e);
      return true;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Not modelled: a timed offer.
   *
   * @throws UnsupportedOperationException always
   */
  @Override
  public boolean offer(E e, long timeout, TimeUnit unit) {
    throw NotModelled.timed("offer with a timeout");
  }

  /** Removes and returns the head, or returns null if the queue is empty. */
  @Override
  public @Nullable E poll() {
    lock.lock();
    try {
      return items.isEmpty() ? null : dequeue();
    } finally {
      lock.unlock();
    }
  }

  /**
   * Not modelled: a timed poll.
   *
   * @throws UnsupportedOperationException always
   */
  @Override
  public @Nullable E poll(long timeout, TimeUnit unit) {
    throw NotModelled.timed("poll with a timeout");
  }

  /** Returns the head without removing it, or null if the queue is empty. */
  @Override
  public @Nullable E peek() {
    lock.lock();
    try {
      return items.peekFirst();
    } finally {
      lock.unlock();
    }
  }

  /** Returns the number of elements (one lock entry). */
  @Override
  public int size() {
    lock.lock();
    try {
      return items.size();
    } finally {
      lock.unlock();
    }
  }

  /** Returns how many more elements fit without blocking (one lock entry). */
  @Override
  public int remainingCapacity() {
    lock.lock();
    try {
      return capacity - items.size();
    } finally {
      lock.unlock();
    }
  }

  /**
   * Moves every element to {@code c}, in order, and returns how many it moved.
   *
   * @throws IllegalArgumentException if {@code c} is this queue
   */
  @Override
  public int drainTo(Collection<? super E> c) {
    return drainTo(c, Integer.MAX_VALUE);
  }

  /**
   * Moves at most {@code maxElements} elements to {@code c}, in order, and returns how many it
   * moved. An element that {@code c} rejects by throwing stays at the head.
   *
   * @throws IllegalArgumentException if {@code c} is this queue
   */
  @Override
  public int drainTo(Collection<? super E> c, int maxElements) {
    Objects.requireNonNull(c);
    if (c == this) {
      throw new IllegalArgumentException("cannot drain a queue into itself");
    }
    if (maxElements <= 0) {
      return 0;
    }
    lock.lock();
    int moved = 0;
    try {
      while (moved < maxElements && !items.isEmpty()) {
        c.add(items.peekFirst());
        items.pollFirst();
        moved++;
      }
      return moved;
    } finally {
      if (moved > 0) {
        notFull.signalAll();
      }
      lock.unlock();
    }
  }

  /** Returns whether the queue holds an element equal to {@code o} (one lock entry). */
  @Override
  public boolean contains(@Nullable Object o) {
    if (o == null) {
      return false;
    }
    lock.lock();
    try {
      return items.contains(o);
    } finally {
      lock.unlock();
    }
  }

  /** Removes the first element equal to {@code o}, if any, and returns whether it did. */
  @Override
  public boolean remove(@Nullable Object o) {
    if (o == null) {
      return false;
    }
    lock.lock();
    try {
      boolean removed = items.remove(o);
      if (removed) {
        notFull.signal();
      }
      return removed;
    } finally {
      lock.unlock();
    }
  }

  /** Removes, atomically, every element matching {@code filter}. */
  @Override
  public boolean removeIf(Predicate<? super E> filter) {
    Objects.requireNonNull(filter);
    lock.lock();
    try {
      boolean removed = items.removeIf(filter);
      if (removed) {
        notFull.signalAll();
      }
      return removed;
    } finally {
      lock.unlock();
    }
  }

  /** Removes, atomically, every element contained in {@code c}. */
  @Override
  public boolean removeAll(Collection<?> c) {
    Objects.requireNonNull(c);
    return removeIf(c::contains);
  }

  /** Keeps, atomically, only the elements contained in {@code c}. */
  @Override
  public boolean retainAll(Collection<?> c) {
    Objects.requireNonNull(c);
    return removeIf(e -> !c.contains(e));
  }

  /** Removes every element at once. */
  @Override
  public void clear() {
    lock.lock();
    try {
      if (!items.isEmpty()) {
        items.clear();
        notFull.signalAll();
      }
    } finally {
      lock.unlock();
    }
  }

  /** Returns the elements in order, taken atomically. */
  @Override
  public Object[] toArray() {
    lock.lock();
    try {
      return items.toArray();
    } finally {
      lock.unlock();
    }
  }

  /** Returns the elements in order, taken atomically, in {@code a} if they fit. */
  @Override
  public <T> T[] toArray(T[] a) {
    lock.lock();
    try {
      return items.toArray(a);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Returns an iterator over a snapshot of the elements, taken atomically: it never throws {@link
   * java.util.ConcurrentModificationException} and does not see later changes. Its {@code remove}
   * removes the last returned element from the queue if it is still there.
   */
  @Override
  public Iterator<E> iterator() {
    return new SnapshotIterator(toArray());
  }

  /** Appends {@code e} and wakes one taker; the caller holds the lock and checked the room. */
  private void enqueue(E e) {
    items.addLast(e);
    notEmpty.signal();
  }

  /** Removes the head and wakes one putter; the caller holds the lock and checked the head. */
  private E dequeue() {
    E head = items.removeFirst();
    notFull.signal();
    return head;
  }

  /** Removes the element {@code e} itself (not an equal one) if still queued. */
  private void removeIdentical(Object e) {
    lock.lock();
    try {
      Iterator<E> it = items.iterator();
      while (it.hasNext()) {
        if (it.next() == e) {
          it.remove();
          notFull.signal();
          return;
        }
      }
    } finally {
      lock.unlock();
    }
  }

  /** An iterator over a snapshot array; {@code remove} acts on the live queue. */
  private final class SnapshotIterator implements Iterator<E> {

    private final Object[] snapshot;
    private int next;
    private @Nullable Object lastReturned;

    SnapshotIterator(Object[] snapshot) {
      this.snapshot = snapshot;
    }

    @Override
    public boolean hasNext() {
      return next < snapshot.length;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E next() {
      if (next >= snapshot.length) {
        throw new NoSuchElementException();
      }
      E e = (E) snapshot[next++];
      lastReturned = e;
      return e;
    }

    @Override
    public void remove() {
      Object e = lastReturned;
      if (e == null) {
        throw new IllegalStateException("next() was not called, or remove() was already called");
      }
      lastReturned = null;
      removeIdentical(e);
    }
  }
}
