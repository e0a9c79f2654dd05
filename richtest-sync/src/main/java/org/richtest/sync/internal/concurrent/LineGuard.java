package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;

/**
 * The line of a collection drop-in under exploration ({@code ConcurrentLinkedQueue}, {@code
 * CopyOnWriteArrayList}, {@code ConcurrentSkipListMap}, …), shared by all its views: every
 * operation is one event on it, open at any time, named by the method; the caller applies the
 * operation right after its event, so it is atomic (see {@link DropIn}). An iterator walks a
 * snapshot taken by one event: the JDK's copy-on-write iterators are snapshots, and a snapshot is
 * one of the behaviours the weakly consistent iterators of the others may show (docs/decisions.md,
 * "The other concurrent collections").
 */
final class LineGuard extends DropIn implements Guard {

  private final OpenList any;

  LineGuard(@Nullable String name) {
    super(name);
    this.any = OpenList.of(new Channel(name(), Channel.ANY));
  }

  @Override
  public OpenList openList() {
    return any;
  }

  @Override
  public <T extends @Nullable Object> T apply(String operation, Supplier<T> body) {
    perform(operation);
    return body.get();
  }

  @Override
  public <T> Iterator<T> iterator(
      String operation, Collection<T> source, @Nullable Consumer<? super T> remover) {
    return new SnapshotIterator<>(operation, snapshot(operation, source), remover);
  }

  @Override
  public <T> ListIterator<T> listIterator(String operation, List<T> source, int index) {
    return Collections.unmodifiableList(snapshot(operation, source)).listIterator(index);
  }

  @Override
  public <T> void forEach(String operation, Iterable<T> source, Consumer<? super T> action) {
    perform(operation);
    List<T> snapshot = new ArrayList<>();
    source.forEach(snapshot::add);
    snapshot.forEach(action);
  }

  private <T> List<T> snapshot(String operation, Collection<T> source) {
    perform(operation);
    return new ArrayList<>(source);
  }

  /** An iterator over a snapshot whose {@code remove} is an event on the live collection. */
  private final class SnapshotIterator<T> implements Iterator<T> {
    private final String operation;
    private final Iterator<T> snapshot;
    private final @Nullable Consumer<? super T> remover;
    private @Nullable T last;
    private boolean removable;

    SnapshotIterator(
        String operation, List<T> snapshot, @Nullable Consumer<? super T> remover) {
      this.operation = operation;
      this.snapshot = snapshot.iterator();
      this.remover = remover;
    }

    @Override
    public boolean hasNext() {
      return snapshot.hasNext();
    }

    @Override
    public T next() {
      T element = snapshot.next();
      last = element;
      removable = true;
      return element;
    }

    @Override
    public void remove() {
      Consumer<? super T> remove = remover;
      if (remove == null) {
        throw new UnsupportedOperationException("remove");
      }
      if (!removable) {
        throw new IllegalStateException("next() has not been called, or remove() was");
      }
      removable = false;
      T element = last;
      run(operation + ".remove", () -> remove.accept(element));
    }
  }
}
