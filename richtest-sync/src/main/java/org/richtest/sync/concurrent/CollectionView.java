package org.richtest.sync.concurrent;

import java.util.Collection;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * A live view of a collection drop-in ({@code ConcurrentSkipListMap.values()}) whose methods are
 * events on the drop-in's line.
 *
 * @param <E> the element type
 */
final class CollectionView<E> extends DropInCollection<E, Collection<E>> {

  CollectionView(Guard guard, Collection<E> backing) {
    super(guard, backing);
  }
}
