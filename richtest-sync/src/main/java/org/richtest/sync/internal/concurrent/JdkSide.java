package org.richtest.sync.internal.concurrent;

/**
 * A drop-in's side outside an exploration: the real JDK object, or an adapter to it, whose name and
 * check come from the drop-in's {@link Outside}.
 */
interface JdkSide extends DropInOperations {

  /** Returns what the drop-in keeps beside the JDK object: its name and its check. */
  Outside outside();

  @Override
  default String name() {
    return outside().name();
  }

  @Override
  default void checkCaller() {
    outside().check();
  }
}
