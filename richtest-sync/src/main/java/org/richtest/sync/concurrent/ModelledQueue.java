package org.richtest.sync.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * The blocking FIFO queue both queue drop-ins are. Under an exploration it is a line of its own:
 * {@code put} is open while the queue has room, {@code take} while it has an element, every other
 * operation (the non-blocking and the timed ones, the queries, the bulk operations) always; each
 * operation is one event named by its method. Outside an exploration it forwards to the JDK queue
 * it holds.
 *
 * <p>A timed {@code offer} or {@code poll} is the untimed one completing at a point of the
 * exploration's choosing, so both of its outcomes are explored. {@code put}, {@code take} and the
 * timed ones are interruptible (docs/decisions.md, "Interruption"). Iterators and {@code toArray}
 * work on a snapshot taken by one event, where the JDK's are weakly consistent.
 *
 * @param <E> the element type
 */
abstract sealed class ModelledQueue<E> extends DropIn implements BlockingQueue<E>
    permits ArrayBlockingQueue, LinkedBlockingQueue {

  private static final String[] ALWAYS_OPEN = {
    "add", "clear", "contains", "drainTo", "element", "isEmpty", "iterator", "offer", "peek", "poll",
    "remainingCapacity", "remove", "removeIf", "size", "toArray"
  };

  private final @Nullable BlockingQueue<E> real;
  private final int capacity;
  private final ArrayDeque<E> items = new ArrayDeque<>();
  private final OpenList empty;
  private final OpenList partial;
  private final OpenList full;

  /**
   * Creates an empty queue of at most {@code capacity} elements.
   *
   * @param real the JDK queue to forward to outside an exploration; ignored under one
   */
  ModelledQueue(int capacity, @Nullable String name, @Nullable BlockingQueue<E> real) {
    super(name);
    this.capacity = capacity;
    this.real = creatingUnderExploration() ? null : real;
    this.empty = openList("put");
    this.partial = openList("put", "take");
    this.full = openList("take");
  }

  /** Returns the most elements the queue holds; not an event. */
  final int capacity() {
    return capacity;
  }

  private OpenList openList(String... blocking) {
    String[] operations = new String[ALWAYS_OPEN.length + blocking.length];
    System.arraycopy(ALWAYS_OPEN, 0, operations, 0, ALWAYS_OPEN.length);
    System.arraycopy(blocking, 0, operations, ALWAYS_OPEN.length, blocking.length);
    return OpenList.on(name(), operations);
  }

  @Override
  public final OpenList openList() {
    if (items.isEmpty()) {
      return empty;
    }
    return items.size() < capacity ? partial : full;
  }

  /** Appends {@code e}, waiting while the queue is full. */
  @Override
  public final void put(E e) throws InterruptedException {
    Objects.requireNonNull(e);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      outside.put(e);
      return;
    }
    performInterruptibly("put");
    items.addLast(e);
  }

  /** Removes and returns the head, waiting while the queue is empty. */
  @Override
  public final E take() throws InterruptedException {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.take();
    }
    performInterruptibly("take");
    return items.removeFirst();
  }

  /** Appends {@code e} if the queue has room now, and returns whether it did. */
  @Override
  public final boolean offer(E e) {
    Objects.requireNonNull(e);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.offer(e);
    }
    perform("offer");
    return append(e);
  }

  /**
   * Appends {@code e} if the queue has room within {@code timeout}; under exploration both outcomes
   * are explored.
   */
  @Override
  public final boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
    Objects.requireNonNull(e);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.offer(e, timeout, unit);
    }
    checkInterrupted();
    perform("offer");
    return append(e);
  }

  /**
   * Appends {@code e}.
   *
   * @throws IllegalStateException if the queue is full
   */
  @Override
  public final boolean add(E e) {
    Objects.requireNonNull(e);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.add(e);
    }
    perform("add");
    if (!append(e)) {
      throw new IllegalStateException("Queue full");
    }
    return true;
  }

  private boolean append(E e) {
    if (items.size() == capacity) {
      return false;
    }
    items.addLast(e);
    return true;
  }

  /** Removes and returns the head, or returns null if the queue is empty. */
  @Override
  public final @Nullable E poll() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.poll();
    }
    perform("poll");
    return items.pollFirst();
  }

  /**
   * Removes and returns the head if there is one within {@code timeout}, else null; under
   * exploration both outcomes are explored.
   */
  @Override
  public final @Nullable E poll(long timeout, TimeUnit unit) throws InterruptedException {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.poll(timeout, unit);
    }
    checkInterrupted();
    perform("poll");
    return items.pollFirst();
  }

  /**
   * Removes and returns the head.
   *
   * @throws NoSuchElementException if the queue is empty
   */
  @Override
  public final E remove() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.remove();
    }
    perform("remove");
    return items.removeFirst();
  }

  /** Returns the head without removing it, or null if the queue is empty. */
  @Override
  public final @Nullable E peek() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.peek();
    }
    perform("peek");
    return items.peekFirst();
  }

  /**
   * Returns the head without removing it.
   *
   * @throws NoSuchElementException if the queue is empty
   */
  @Override
  public final E element() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.element();
    }
    perform("element");
    return items.getFirst();
  }

  @Override
  public final int size() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.size();
    }
    perform("size");
    return items.size();
  }

  @Override
  public final boolean isEmpty() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.isEmpty();
    }
    perform("isEmpty");
    return items.isEmpty();
  }

  @Override
  public final int remainingCapacity() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.remainingCapacity();
    }
    perform("remainingCapacity");
    return capacity - items.size();
  }

  @Override
  public final boolean contains(@Nullable Object o) {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.contains(o);
    }
    perform("contains");
    return o != null && items.contains(o);
  }

  /** Returns whether every element of {@code c} is in the queue (one event). */
  @Override
  public final boolean containsAll(Collection<?> c) {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.containsAll(c);
    }
    perform("contains");
    return items.containsAll(c);
  }

  /** Removes one element equal to {@code o}, if there is one. */
  @Override
  public final boolean remove(@Nullable Object o) {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.remove(o);
    }
    perform("remove");
    return o != null && items.remove(o);
  }

  @Override
  public final boolean removeIf(Predicate<? super E> filter) {
    Objects.requireNonNull(filter);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.removeIf(filter);
    }
    perform("removeIf");
    return items.removeIf(filter);
  }

  @Override
  public final boolean removeAll(Collection<?> c) {
    Objects.requireNonNull(c);
    return removeIf(c::contains);
  }

  @Override
  public final boolean retainAll(Collection<?> c) {
    Objects.requireNonNull(c);
    return removeIf(e -> !c.contains(e));
  }

  /**
   * Adds every element of {@code c}, one {@code add} at a time as the JDK queues do.
   *
   * @throws IllegalStateException if the queue fills up
   */
  @Override
  public final boolean addAll(Collection<? extends E> c) {
    if (c == this) {
      throw new IllegalArgumentException("a queue cannot add itself");
    }
    boolean modified = false;
    for (E e : c) {
      modified |= add(e);
    }
    return modified;
  }

  @Override
  public final void clear() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      outside.clear();
      return;
    }
    perform("clear");
    items.clear();
  }

  @Override
  public final int drainTo(Collection<? super E> c) {
    return drainTo(c, Integer.MAX_VALUE);
  }

  @Override
  public final int drainTo(Collection<? super E> c, int maxElements) {
    Objects.requireNonNull(c);
    if (c == this) {
      throw new IllegalArgumentException("a queue cannot drain to itself");
    }
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.drainTo(c, maxElements);
    }
    perform("drainTo");
    int drained = 0;
    while (drained < maxElements && !items.isEmpty()) {
      c.add(items.removeFirst());
      drained++;
    }
    return drained;
  }

  @Override
  public final Object[] toArray() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.toArray();
    }
    perform("toArray");
    return items.toArray();
  }

  @Override
  public final <T> T[] toArray(T[] a) {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.toArray(a);
    }
    perform("toArray");
    return items.toArray(a);
  }

  /** Returns an iterator over a snapshot taken by one event; its {@code remove} is a queue event. */
  @Override
  public final Iterator<E> iterator() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.iterator();
    }
    perform("iterator");
    return new SnapshotIterator(new ArrayList<>(items));
  }

  /** Returns the elements in order, like the JDK's; not an event under exploration. */
  @Override
  public final String toString() {
    BlockingQueue<E> outside = real;
    return outside != null ? outside.toString() : items.toString();
  }

  /** An iterator over a snapshot; {@code remove} removes that element itself from the live queue. */
  private final class SnapshotIterator implements Iterator<E> {

    private final Iterator<E> snapshot;
    private @Nullable E lastReturned;

    SnapshotIterator(List<E> snapshot) {
      this.snapshot = snapshot.iterator();
    }

    @Override
    public boolean hasNext() {
      return snapshot.hasNext();
    }

    @Override
    public E next() {
      E e = snapshot.next();
      lastReturned = e;
      return e;
    }

    @Override
    public void remove() {
      E e = lastReturned;
      if (e == null) {
        throw new IllegalStateException("next() has not been called, or remove() was");
      }
      lastReturned = null;
      perform("remove");
      items.removeIf(queued -> queued == e);
    }
  }
}
