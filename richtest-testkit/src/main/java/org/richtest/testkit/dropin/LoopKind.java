package org.richtest.testkit.dropin;

import java.util.function.Function;

/**
 * A {@link UniformKind} whose objects are of one type {@code T}, made from their name: what the
 * loop kinds share, so that each says only what its operations do and what its final state is.
 */
abstract class LoopKind<T> implements UniformKind {

  private final String name;
  private final Class<T> type;
  private final Function<String, T> objects;
  private final String[] operations;

  LoopKind(String name, Class<T> type, Function<String, T> objects, String... operations) {
    this.name = name;
    this.type = type;
    this.objects = objects;
    this.operations = operations;
  }

  @Override
  public final String[] operations() {
    return operations;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final Object create(int parameter, String objectName, Model model) {
    return objects.apply(objectName);
  }

  @Override
  public final String perform(Object target, Step step, Body body) throws Exception {
    return turn(type.cast(target), step.operation());
  }

  @Override
  public final String finalState(Object target) {
    return stateOf(type.cast(target));
  }

  /** Performs {@code operation} on {@code target}; returns what it observed. */
  abstract String turn(T target, String operation) throws Exception;

  /** Returns {@code target}'s state once every thread has finished. */
  abstract String stateOf(T target);

  /** Returns the error for an operation this kind does not have. */
  final IllegalArgumentException unknown(String operation) {
    return new IllegalArgumentException("no " + name + " operation " + operation);
  }
}
