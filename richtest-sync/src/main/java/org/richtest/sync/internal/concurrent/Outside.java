package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;

/**
 * What a drop-in created outside an exploration keeps beside the real JDK object it forwards to:
 * its name, and the check that no run uses it. A run cannot control the JDK object, so a thread of
 * a run using it is a misuse, reported to that run as {@link org.richtest.spi.SyncObject} reports
 * one.
 */
final class Outside implements DropInOperations {

  private final String name;

  /**
   * Creates the identity of a drop-in of class {@code kind}, called {@code name} or, when null,
   * {@code <kind>@<hash>} as the production controller names a synchronization object.
   */
  Outside(String kind, @Nullable String name) {
    this.name = name != null
        ? name
        : kind + "@" + Integer.toHexString(System.identityHashCode(this));
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * Checks that the calling thread is in no run.
   *
   * @throws IllegalStateException if it is; the run is told
   */
  @Override
  public void checkCaller() {
    Controller current = Controller.current();
    if (current.isControlled()) {
      IllegalStateException misuse = new IllegalStateException(name + " was created outside the "
          + "exploration and is used inside it; create synchronization objects inside the program "
          + "under test");
      current.reportMisuse(misuse);
      throw misuse;
    }
  }
}
