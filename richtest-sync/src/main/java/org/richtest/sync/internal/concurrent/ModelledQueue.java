package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;

/**
 * An {@code ArrayBlockingQueue} or {@code LinkedBlockingQueue} drop-in under exploration, the
 * bounded FIFO queue both are: a line of its own on which {@code put} is open while the queue has
 * room, {@code take} while it has an element, every other operation (the non-blocking and the timed
 * ones, the queries, the bulk operations) always; each operation is one event named by its method.
 *
 * <p>A timed {@code offer} or {@code poll} is the untimed one completing at a point of the
 * exploration's choosing, so both of its outcomes are explored. {@code put}, {@code take} and the
 * timed ones are interruptible (docs/decisions.md, "Interruption"). Iterators and {@code toArray}
 * work on a snapshot taken by one event, where the JDK's are weakly consistent.
 *
 * @param <E> the element type
 */
public final class ModelledQueue<E> extends DropIn implements QueueOperations<E> {

  private static final String[] ALWAYS_OPEN = {
    "add", "clear", "contains", "drainTo", "element", "isEmpty", "iterator", "offer", "peek",
    "poll", "remainingCapacity", "remove", "removeIf", "size", "toArray"
  };

  private final int capacity;
  private final ArrayDeque<E> items = new ArrayDeque<>();
  private final OpenList empty;
  private final OpenList partial;
  private final OpenList full;

  /** Creates the line of an empty queue of at most {@code capacity} elements. */
  public ModelledQueue(int capacity, @Nullable String name) {
    super(name);
    this.capacity = capacity;
    this.empty = openList("put");
    this.partial = openList("put", "take");
    this.full = openList("take");
  }

  private OpenList openList(String... blocking) {
    String[] operations = new String[ALWAYS_OPEN.length + blocking.length];
    System.arraycopy(ALWAYS_OPEN, 0, operations, 0, ALWAYS_OPEN.length);
    System.arraycopy(blocking, 0, operations, ALWAYS_OPEN.length, blocking.length);
    return OpenList.on(name(), operations);
  }

  @Override
  public OpenList openList() {
    if (items.isEmpty()) {
      return withRepeats(empty);
    }
    return withRepeats(items.size() < capacity ? partial : full);
  }

  @Override
  public void put(E e) throws InterruptedException {
    performInterruptibly("put");
    items.addLast(e);
  }

  @Override
  public E take() throws InterruptedException {
    performInterruptibly("take");
    return items.removeFirst();
  }

  @Override
  public boolean offer(E e) {
    perform("offer");
    return append(e);
  }

  @Override
  public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
    performTimed("offer");
    if (!append(e)) {
      timedOut(unit.toNanos(timeout));
      return false;
    }
    return true;
  }

  /** Appends {@code e}, or throws {@link IllegalStateException} if the queue is full. */
  @Override
  public boolean add(E e) {
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

  @Override
  public @Nullable E poll() {
    perform("poll");
    return items.pollFirst();
  }

  @Override
  public @Nullable E poll(long timeout, TimeUnit unit) throws InterruptedException {
    performTimed("poll");
    E head = items.pollFirst();
    if (head == null) {
      timedOut(unit.toNanos(timeout));
    }
    return head;
  }

  @Override
  public E remove() {
    perform("remove");
    return items.removeFirst();
  }

  @Override
  public @Nullable E peek() {
    perform("peek");
    return items.peekFirst();
  }

  @Override
  public E element() {
    perform("element");
    return items.getFirst();
  }

  @Override
  public int size() {
    perform("size");
    return items.size();
  }

  @Override
  public boolean isEmpty() {
    perform("isEmpty");
    return items.isEmpty();
  }

  @Override
  public int remainingCapacity() {
    perform("remainingCapacity");
    return capacity - items.size();
  }

  @Override
  public boolean contains(@Nullable Object o) {
    perform("contains");
    return o != null && items.contains(o);
  }

  /** Returns whether every element of {@code c} is in the queue: one {@code contains} event. */
  @Override
  public boolean containsAll(Collection<?> c) {
    perform("contains");
    return items.containsAll(c);
  }

  @Override
  public boolean remove(@Nullable Object o) {
    perform("remove");
    return o != null && items.remove(o);
  }

  @Override
  public boolean removeIf(Predicate<? super E> filter) {
    perform("removeIf");
    return items.removeIf(filter);
  }

  /** Removes the elements {@code c} contains: one {@code removeIf} event. */
  @Override
  public boolean removeAll(Collection<?> c) {
    return removeIf(c::contains);
  }

  /** Removes the elements {@code c} does not contain: one {@code removeIf} event. */
  @Override
  public boolean retainAll(Collection<?> c) {
    return removeIf(e -> !c.contains(e));
  }

  @Override
  public void clear() {
    perform("clear");
    items.clear();
  }

  @Override
  public int drainTo(Collection<? super E> c, int maxElements) {
    perform("drainTo");
    int drained = 0;
    while (drained < maxElements && !items.isEmpty()) {
      c.add(items.removeFirst());
      drained++;
    }
    return drained;
  }

  @Override
  public Object[] toArray() {
    perform("toArray");
    return items.toArray();
  }

  @Override
  public <T> T[] toArray(T[] a) {
    perform("toArray");
    return items.toArray(a);
  }

  /** Returns an iterator over a snapshot taken by one event; its {@code remove} is an event. */
  @Override
  public Iterator<E> iterator() {
    perform("iterator");
    return new SnapshotIterator(new ArrayList<>(items));
  }

  /** Returns the elements in order, like the JDK's; not an event. */
  @Override
  public String toString() {
    return items.toString();
  }

  /** An iterator over a snapshot; {@code remove} removes that very element from the live queue. */
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
