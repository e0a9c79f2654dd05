package org.richtest.sync.internal.concurrent;

/**
 * A side whose name and check are another object's: a JDK side's {@link Outside}, or the line a
 * model holds rather than is ({@link ModelledTask}'s, whose {@code run()} is {@link Runnable}'s,
 * and {@link ModelledNumber}'s, a {@link ModelledAtomic}).
 */
interface Identified extends DropInOperations {

  /** Returns the object that names this side and checks its callers. */
  DropInOperations identity();

  @Override
  default String name() {
    return identity().name();
  }

  @Override
  default void checkCaller() {
    identity().checkCaller();
  }
}
