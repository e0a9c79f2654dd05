package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * What makes each operation of a collection drop-in ({@code ConcurrentLinkedQueue}, {@code
 * CopyOnWriteArrayList}, {@code ConcurrentSkipListMap}, …) atomic, and how its iterators see it.
 * The drop-in's state is always the JDK's own collection; under an exploration each operation is
 * first one event on the drop-in's line and its iterators walk a snapshot ({@link LineGuard}), and
 * outside one the JDK's collection is used as it is ({@link OutsideGuard}). Only one thread of a
 * run moves between two events (semantics §2), so the JDK's collection, touched only inside {@link
 * #apply} or an iterator the guard made, changes between events in no way the run does not see.
 */
public sealed interface Guard extends DropInOperations permits LineGuard, OutsideGuard {

  /**
   * Returns the guard of a new drop-in of class {@code kind} called {@code name} (the default name
   * when null): a line of its own if the calling thread is in a run, the JDK's behaviour otherwise.
   */
  static Guard of(String kind, @Nullable String name) {
    return DropInOperations.creatingUnderExploration()
        ? new LineGuard(name)
        : new OutsideGuard(new Outside(kind, name));
  }

  /** Runs {@code body} as {@code operation}, atomically with every other operation guarded here. */
  <T extends @Nullable Object> T apply(String operation, Supplier<T> body);

  /** Runs {@code body} as {@code operation}, as {@link #apply} does. */
  default void run(String operation, Runnable body) {
    apply(operation, () -> {
      body.run();
      return null;
    });
  }

  /**
   * Returns an iterator over {@code source}: under an exploration a snapshot taken by the event
   * {@code operation}, whose {@code remove} is an event applying {@code remover} (unsupported when
   * null); outside one {@code source}'s own.
   */
  <T> Iterator<T> iterator(
      String operation, Collection<T> source, @Nullable Consumer<? super T> remover);

  /**
   * Returns a list iterator over {@code source} from {@code index}: under an exploration an
   * unmodifiable snapshot taken by the event {@code operation}, outside one {@code source}'s own.
   */
  <T> ListIterator<T> listIterator(String operation, List<T> source, int index);

  /**
   * Runs {@code action} on each element of {@code source}: under an exploration on a snapshot taken
   * by the event {@code operation}, outside the event, so that the action may synchronize.
   */
  <T> void forEach(String operation, Iterable<T> source, Consumer<? super T> action);

  /** Returns {@code source} as text; never an event, so that logging changes no sequence. */
  default String describe(Object source) {
    return source.toString();
  }
}
