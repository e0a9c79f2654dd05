package org.richtest.sync.concurrent;

import java.util.Set;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * A live set view of a collection drop-in ({@code ConcurrentSkipListMap.entrySet()}) whose methods
 * are events on the drop-in's line.
 *
 * @param <E> the element type
 */
final class SetView<E> extends DropInCollection<E, Set<E>> implements Set<E> {

  SetView(Guard guard, Set<E> backing) {
    super(guard, backing);
  }
}
