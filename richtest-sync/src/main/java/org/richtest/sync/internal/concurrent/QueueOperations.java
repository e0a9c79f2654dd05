package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * The operations of the queue drop-ins ({@code ArrayBlockingQueue}, {@code LinkedBlockingQueue},
 * {@code SynchronousQueue}), which their sides implement: {@link JdkQueue} and {@link
 * ModelledQueue} or {@link ModelledSynchronousQueue}. They are the {@link
 * java.util.concurrent.BlockingQueue} methods a drop-in forwards; those it makes of others ({@code
 * addAll}, the one-argument {@code drainTo}) it makes itself. Arguments are checked by the drop-in.
 *
 * @param <E> the element type
 */
public interface QueueOperations<E> extends DropInOperations {

  void put(E e) throws InterruptedException;

  E take() throws InterruptedException;

  boolean offer(E e);

  boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException;

  boolean add(E e);

  @Nullable E poll();

  @Nullable E poll(long timeout, TimeUnit unit) throws InterruptedException;

  E remove();

  @Nullable E peek();

  E element();

  int size();

  boolean isEmpty();

  int remainingCapacity();

  boolean contains(@Nullable Object o);

  boolean containsAll(Collection<?> c);

  boolean remove(@Nullable Object o);

  boolean removeIf(Predicate<? super E> filter);

  boolean removeAll(Collection<?> c);

  boolean retainAll(Collection<?> c);

  void clear();

  int drainTo(Collection<? super E> c, int maxElements);

  Object[] toArray();

  <T> T[] toArray(T[] a);

  Iterator<E> iterator();
}
