package org.richtest.sync.internal.concurrent;

import org.richtest.spi.Controller;

/**
 * What both sides of every drop-in have, the real JDK object and the modelled line: a name, and
 * the check a drop-in makes before each operation that the calling thread may use it. Each
 * drop-in's own interface extends this one with its operations, so that a side lacking one does
 * not compile.
 */
public interface DropInOperations {

  /** Returns whether drop-ins created now are modelled: whether the calling thread is in a run. */
  static boolean creatingUnderExploration() {
    return Controller.current().isControlled();
  }

  /** Returns the drop-in's name: its line's under an exploration. */
  String name();

  /**
   * Checks that the calling thread may use the drop-in: a thread of the run that created it, or,
   * for one created outside an exploration, a thread outside every run. A misuse is reported to
   * the run it happens in, so that the run fails even if the program catches the exception.
   *
   * @throws IllegalStateException if the calling thread may not use it
   */
  void checkCaller();
}
