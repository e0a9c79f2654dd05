package org.richtest.spi;

import org.richtest.event.LineDescription;

/**
 * A synchronization object of the program that can be described in the program's terms: the
 * RichTest agent tells it where the program keeps it (the field or variable it is stored in) and
 * where it was made, so that reports name it so instead of by its line's name alone. A drop-in
 * describes its line; a condition takes the field's name as its own.
 */
public interface Describable {

  /** Returns the line name under an exploration. */
  String name();

  /**
   * Describes this object's line in the run of the calling thread; does nothing outside a run.
   * A later description replaces an earlier one.
   */
  default void describe(LineDescription description) {
    Controller.current().describe(name(), description);
  }
}
