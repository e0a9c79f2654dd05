package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The guard of a collection drop-in created outside an exploration: every operation is the JDK
 * collection's own, iterators included (weakly consistent or snapshots, as the JDK class has
 * them), after checking that no run uses it.
 *
 * @param identity the drop-in's name and the check of its callers
 */
record OutsideGuard(Outside identity) implements Guard, Identified {

  @Override
  public <T extends @Nullable Object> T apply(String operation, Supplier<T> body) {
    checkCaller();
    return body.get();
  }

  @Override
  public <T> Iterator<T> iterator(
      String operation, Collection<T> source, @Nullable Consumer<? super T> remover) {
    checkCaller();
    return source.iterator();
  }

  @Override
  public <T> ListIterator<T> listIterator(String operation, List<T> source, int index) {
    checkCaller();
    return source.listIterator(index);
  }

  @Override
  public <T> void forEach(String operation, Iterable<T> source, Consumer<? super T> action) {
    checkCaller();
    source.forEach(action);
  }
}
