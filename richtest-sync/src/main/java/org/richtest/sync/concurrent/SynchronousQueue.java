package org.richtest.sync.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.sync.internal.concurrent.DropIn;
import org.richtest.sync.internal.concurrent.NotModelled;

/**
 * A queue without capacity with the API of {@link java.util.concurrent.SynchronousQueue}: every
 * insertion waits for a removal and the other way round. Under an exploration it is a line of its
 * own on which every operation that hands over an element is an event open at any time: {@code put}
 * and {@code take} hand over to the oldest registered partner, or register their caller and park it
 * until a partner comes; {@code offer} and {@code poll} succeed only when a partner is registered.
 * A timed {@code offer} or {@code poll} registers without parking and then issues a second call
 * ({@code offer(timed)}, {@code poll(timed)}) that returns whether a partner came first, so both
 * outcomes are explored. Outside an exploration it is the JDK's queue.
 *
 * <p>The collection methods see what the JDK's do: a queue that is always empty ({@code size()} is
 * 0, {@code peek()} null, iterators empty). Being constants, they are not events. {@code put},
 * {@code take} and the timed operations are interruptible (docs/decisions.md, "Interruption"). Not
 * modelled under exploration: fairness.
 *
 * @param <E> the element type
 */
public final class SynchronousQueue<E> extends DropIn implements BlockingQueue<E> {

  /** A registered thread: a putter with its element, or a taker waiting for one. */
  private static final class Party<E> {
    final Registration registration;
    @Nullable E item;

    Party(Registration registration, @Nullable E item) {
      this.registration = registration;
      this.item = item;
    }
  }

  private final @Nullable BlockingQueue<E> real;
  private final OpenList open;
  private final Deque<Party<E>> putters = new ArrayDeque<>();
  private final Deque<Party<E>> takers = new ArrayDeque<>();

  /** Creates a non-fair queue. */
  public SynchronousQueue() {
    this(false, null);
  }

  /**
   * Creates a queue, fair or not.
   *
   * @throws UnsupportedOperationException if {@code fair} under an exploration
   */
  public SynchronousQueue(boolean fair) {
    this(fair, null);
  }

  /** Creates a non-fair queue whose line is called {@code name}, or the default name when null. */
  public SynchronousQueue(@Nullable String name) {
    this(false, name);
  }

  private SynchronousQueue(boolean fair, @Nullable String name) {
    super(name);
    if (creatingUnderExploration()) {
      if (fair) {
        throw NotModelled.fairness("SynchronousQueue(fair)");
      }
      this.real = null;
    } else {
      this.real = new java.util.concurrent.SynchronousQueue<>(fair);
    }
    this.open = OpenList.on(name(), "add", "drainTo", "offer", "offer(timed)", "poll",
        "poll(timed)", "put", "remove", "take");
  }

  @Override
  public OpenList openList() {
    return open;
  }

  /** Hands {@code e} to a taker, waiting until one comes. */
  @Override
  public void put(E e) throws InterruptedException {
    Objects.requireNonNull(e);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      outside.put(e);
      return;
    }
    performInterruptibly("put");
    if (!handOver(e)) {
      Party<E> putter = new Party<>(Registration.of(this, false), e);
      putters.addLast(putter);
      putter.registration.awaitInterruptibly(this, "a taker", () -> putters.remove(putter));
    }
  }

  /** Takes an element from a putter, waiting until one comes. */
  @Override
  public E take() throws InterruptedException {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.take();
    }
    performInterruptibly("take");
    E e = takeOver();
    if (e != null) {
      return e;
    }
    Party<E> taker = new Party<>(Registration.of(this, false), null);
    takers.addLast(taker);
    taker.registration.awaitInterruptibly(this, "a putter", () -> takers.remove(taker));
    return Objects.requireNonNull(taker.item);
  }

  /** Hands {@code e} to a waiting taker, if there is one now, and returns whether it did. */
  @Override
  public boolean offer(E e) {
    Objects.requireNonNull(e);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.offer(e);
    }
    perform("offer");
    return handOver(e);
  }

  /**
   * Hands {@code e} to a taker if one comes within {@code timeout}; under exploration both outcomes
   * are explored.
   */
  @Override
  public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
    Objects.requireNonNull(e);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.offer(e, timeout, unit);
    }
    checkInterrupted();
    perform("offer");
    if (handOver(e)) {
      return true;
    }
    if (timeout <= 0) {
      return false;
    }
    Party<E> putter = new Party<>(Registration.of(this, true), e);
    putters.addLast(putter);
    boolean served = putter.registration.await(this, "a taker", "offer(timed)");
    putters.remove(putter);
    return served;
  }

  /**
   * Hands {@code e} to a waiting taker.
   *
   * @throws IllegalStateException if no taker waits now
   */
  @Override
  public boolean add(E e) {
    Objects.requireNonNull(e);
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.add(e);
    }
    perform("add");
    if (!handOver(e)) {
      throw new IllegalStateException("Queue full");
    }
    return true;
  }

  /** Takes an element from a waiting putter, if there is one now, or returns null. */
  @Override
  public @Nullable E poll() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.poll();
    }
    perform("poll");
    return takeOver();
  }

  /**
   * Takes an element from a putter if one comes within {@code timeout}, else returns null; under
   * exploration both outcomes are explored.
   */
  @Override
  public @Nullable E poll(long timeout, TimeUnit unit) throws InterruptedException {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.poll(timeout, unit);
    }
    checkInterrupted();
    perform("poll");
    E e = takeOver();
    if (e != null || timeout <= 0) {
      return e;
    }
    Party<E> taker = new Party<>(Registration.of(this, true), null);
    takers.addLast(taker);
    taker.registration.await(this, "a putter", "poll(timed)");
    takers.remove(taker);
    return taker.item;
  }

  /**
   * Takes an element from a waiting putter.
   *
   * @throws NoSuchElementException if no putter waits now
   */
  @Override
  public E remove() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.remove();
    }
    perform("remove");
    E e = takeOver();
    if (e == null) {
      throw new NoSuchElementException();
    }
    return e;
  }

  @Override
  public int drainTo(Collection<? super E> c) {
    return drainTo(c, Integer.MAX_VALUE);
  }

  /** Takes the elements of up to {@code maxElements} waiting putters, oldest first: one event. */
  @Override
  public int drainTo(Collection<? super E> c, int maxElements) {
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
    for (E e; drained < maxElements && (e = takeOver()) != null; drained++) {
      c.add(e);
    }
    return drained;
  }

  /** Serves the oldest registered taker with {@code e}; returns false if none waits. */
  private boolean handOver(E e) {
    Party<E> taker = takers.pollFirst();
    if (taker == null) {
      return false;
    }
    taker.item = e;
    taker.registration.serve(this);
    return true;
  }

  /** Serves the oldest registered putter and returns its element, or null if none waits. */
  private @Nullable E takeOver() {
    Party<E> putter = putters.pollFirst();
    if (putter == null) {
      return null;
    }
    putter.registration.serve(this);
    return putter.item;
  }

  /**
   * Adds every element of {@code c}, one {@code add} at a time as the JDK's queue does.
   *
   * @throws IllegalStateException when an element finds no waiting taker
   */
  @Override
  public boolean addAll(Collection<? extends E> c) {
    if (c == this) {
      throw new IllegalArgumentException("a queue cannot add itself");
    }
    boolean modified = false;
    for (E e : c) {
      modified |= add(e);
    }
    return modified;
  }

  // The JDK's queue is always empty to the collection methods: constants, hence no events.

  @Override
  public int size() {
    BlockingQueue<E> outside = outside(real);
    return outside != null ? outside.size() : 0;
  }

  @Override
  public boolean isEmpty() {
    BlockingQueue<E> outside = outside(real);
    return outside == null || outside.isEmpty();
  }

  @Override
  public int remainingCapacity() {
    BlockingQueue<E> outside = outside(real);
    return outside != null ? outside.remainingCapacity() : 0;
  }

  @Override
  public @Nullable E peek() {
    BlockingQueue<E> outside = outside(real);
    return outside != null ? outside.peek() : null;
  }

  /**
   * Throws, as the JDK's does: the queue holds no element.
   *
   * @throws NoSuchElementException always
   */
  @Override
  public E element() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.element();
    }
    throw new NoSuchElementException();
  }

  @Override
  public boolean contains(@Nullable Object o) {
    BlockingQueue<E> outside = outside(real);
    return outside != null && outside.contains(o);
  }

  @Override
  public boolean containsAll(Collection<?> c) {
    BlockingQueue<E> outside = outside(real);
    return outside != null ? outside.containsAll(c) : c.isEmpty();
  }

  @Override
  public boolean remove(@Nullable Object o) {
    BlockingQueue<E> outside = outside(real);
    return outside != null && outside.remove(o);
  }

  @Override
  public boolean removeAll(Collection<?> c) {
    BlockingQueue<E> outside = outside(real);
    return outside != null && outside.removeAll(c);
  }

  @Override
  public boolean retainAll(Collection<?> c) {
    BlockingQueue<E> outside = outside(real);
    return outside != null && outside.retainAll(c);
  }

  @Override
  public void clear() {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      outside.clear();
    }
  }

  @Override
  public Iterator<E> iterator() {
    BlockingQueue<E> outside = outside(real);
    return outside != null ? outside.iterator() : Collections.emptyIterator();
  }

  @Override
  public Object[] toArray() {
    BlockingQueue<E> outside = outside(real);
    return outside != null ? outside.toArray() : new Object[0];
  }

  @Override
  public <T> T[] toArray(T[] a) {
    BlockingQueue<E> outside = outside(real);
    if (outside != null) {
      return outside.toArray(a);
    }
    if (a.length > 0) {
      a[0] = null;
    }
    return a;
  }

  /** Returns {@code []}, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return "[]";
  }
}
