package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;

/**
 * A {@code SynchronousQueue} drop-in under exploration: a line of its own on which every operation
 * that hands over an element is an event open at any time. {@code put} and {@code take} hand over
 * to the oldest registered partner, or register their caller and park it until a partner comes
 * ({@link Registration}); {@code offer} and {@code poll} succeed only when a partner is registered.
 * A timed {@code offer} or {@code poll} registers without parking and then issues a second call
 * ({@code offer(timed)}, {@code poll(timed)}) that returns whether a partner came first, so both
 * outcomes are explored; one that repeats a timeout with nothing done since issues that call's
 * repeat, open once the queue changed after the registration (docs/decisions.md, "Timed
 * operations"), and a timeout advances the logical clock.
 *
 * <p>The collection methods see what the JDK's do: a queue that is always empty ({@code size()} is
 * 0, {@code peek()} null, iterators empty). Being constants, they are not events. {@code put},
 * {@code take} and the timed operations are interruptible (docs/decisions.md, "Interruption").
 * Fairness is rejected.
 *
 * @param <E> the element type
 */
public final class ModelledSynchronousQueue<E> extends DropIn implements QueueOperations<E> {

  /** A registered thread: a putter with its element, or a taker waiting for one. */
  private static final class Party<E> {
    final Registration registration;
    @Nullable E item;

    Party(Registration registration, @Nullable E item) {
      this.registration = registration;
      this.item = item;
    }
  }

  private final OpenList open;
  private final Deque<Party<E>> putters = new ArrayDeque<>();
  private final Deque<Party<E>> takers = new ArrayDeque<>();

  /**
   * Creates the line of a synchronous queue.
   *
   * @throws UnsupportedOperationException if {@code fair}
   */
  public ModelledSynchronousQueue(boolean fair, @Nullable String name) {
    super(name);
    if (fair) {
      throw NotModelled.fairness("SynchronousQueue(fair)");
    }
    this.open = OpenList.on(name(), "add", "drainTo", "offer", "offer(timed)", "poll",
        "poll(timed)", "put", "remove", "take");
  }

  @Override
  public OpenList openList() {
    return withRepeats(open);
  }

  @Override
  public void put(E e) throws InterruptedException {
    performInterruptibly("put");
    if (!handOver(e)) {
      Party<E> putter = new Party<>(Registration.of(this, false), e);
      putters.addLast(putter);
      putter.registration.awaitInterruptibly(this, "a taker", () -> putters.remove(putter));
    }
  }

  @Override
  public E take() throws InterruptedException {
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

  @Override
  public boolean offer(E e) {
    perform("offer");
    return handOver(e);
  }

  @Override
  public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
    Registration.Timeout wait =
        Registration.Timeout.begin(this, "offer(timed)", unit.toNanos(timeout));
    perform("offer");
    if (handOver(e)) {
      return true;
    }
    if (timeout <= 0) {
      return false;
    }
    wait.registers(this, true);
    Party<E> putter = new Party<>(Registration.of(this, true), e);
    putters.addLast(putter);
    return putter.registration.awaitTimed(this, wait, () -> putters.remove(putter));
  }

  /** Hands {@code e} to a waiting taker, or throws {@link IllegalStateException} if none waits. */
  @Override
  public boolean add(E e) {
    perform("add");
    if (!handOver(e)) {
      throw new IllegalStateException("Queue full");
    }
    return true;
  }

  @Override
  public @Nullable E poll() {
    perform("poll");
    return takeOver();
  }

  @Override
  public @Nullable E poll(long timeout, TimeUnit unit) throws InterruptedException {
    Registration.Timeout wait =
        Registration.Timeout.begin(this, "poll(timed)", unit.toNanos(timeout));
    perform("poll");
    E e = takeOver();
    if (e != null || timeout <= 0) {
      return e;
    }
    wait.registers(this, true);
    Party<E> taker = new Party<>(Registration.of(this, true), null);
    takers.addLast(taker);
    taker.registration.awaitTimed(this, wait, () -> takers.remove(taker));
    return taker.item;
  }

  /** Takes an element from a waiting putter, or throws {@link NoSuchElementException}. */
  @Override
  public E remove() {
    perform("remove");
    E e = takeOver();
    if (e == null) {
      throw new NoSuchElementException();
    }
    return e;
  }

  /** Takes the elements of up to {@code maxElements} waiting putters, oldest first: one event. */
  @Override
  public int drainTo(Collection<? super E> c, int maxElements) {
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

  // The JDK's queue is always empty to the collection methods: constants, hence no events.

  @Override
  public int size() {
    return 0;
  }

  @Override
  public boolean isEmpty() {
    return true;
  }

  @Override
  public int remainingCapacity() {
    return 0;
  }

  @Override
  public @Nullable E peek() {
    return null;
  }

  /** Throws {@link NoSuchElementException}, as the JDK's does: the queue holds no element. */
  @Override
  public E element() {
    throw new NoSuchElementException();
  }

  @Override
  public boolean contains(@Nullable Object o) {
    return false;
  }

  @Override
  public boolean containsAll(Collection<?> c) {
    return c.isEmpty();
  }

  @Override
  public boolean remove(@Nullable Object o) {
    return false;
  }

  @Override
  public boolean removeIf(Predicate<? super E> filter) {
    return false;
  }

  @Override
  public boolean removeAll(Collection<?> c) {
    return false;
  }

  @Override
  public boolean retainAll(Collection<?> c) {
    return false;
  }

  @Override
  public void clear() {}

  @Override
  public Iterator<E> iterator() {
    return Collections.emptyIterator();
  }

  @Override
  public Object[] toArray() {
    return new Object[0];
  }

  @Override
  public <T> T[] toArray(T[] a) {
    if (a.length > 0) {
      a[0] = null;
    }
    return a;
  }

  /** Returns {@code []}, like the JDK's; not an event. */
  @Override
  public String toString() {
    return "[]";
  }
}
