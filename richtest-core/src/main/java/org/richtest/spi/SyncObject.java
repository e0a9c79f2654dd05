package org.richtest.spi;

import org.richtest.event.OpenList;
import org.jspecify.annotations.Nullable;

/**
 * A synchronization object with its own line (semaphore, monitor, lock): a state machine whose
 * {@link #openList() open list} says which calls it can receive now, and whose {@link #accept accept}
 * applies one. Subclasses guard their state with their own monitor ({@code synchronized (this)}), which
 * the production controller also waits on.
 */
public abstract class SyncObject implements Describable {

  private final Controller owner;
  private final String name;

  /**
   * Creates the object in the calling thread's run (or in production) and gives it its line name.
   *
   * @param requestedName the line name, or null for the default {@code <thread>#<k>}
   */
  protected SyncObject(@Nullable String requestedName) {
    this.owner = Controller.current();
    this.name = owner.register(this, requestedName);
  }

  /** Returns the object's line name. */
  public final String name() {
    return name;
  }

  /**
   * Returns whether the object has its own line, as semaphores and monitors do; ports do not. Called
   * during construction, so it must not read subclass state.
   */
  protected boolean hasLine() {
    return true;
  }

  /** Returns whether {@code object} has its own line (for controllers in other packages). */
  public static boolean isLine(SyncObject object) {
    return object.hasLine();
  }

  /**
   * Returns the controller that owns this object, after checking that the calling thread belongs to it.
   *
   * @throws IllegalStateException if the object is used from a thread of another run, from a thread
   *     the run does not manage, or inside a run after being created outside it
   */
  protected final Controller controller() {
    Controller current = Controller.current();
    if (current != owner) {
      IllegalStateException misuse = new IllegalStateException(misuse(current));
      // The run the misuse happens in fails; an unmanaged thread has none, so its object's run does.
      (current.isControlled() ? current : owner).reportMisuse(misuse);
      throw misuse;
    }
    return owner;
  }

  private String misuse(Controller current) {
    if (!owner.isControlled()) {
      return name + " was created outside the exploration and is used inside it; create "
          + "synchronization objects inside the program under test";
    }
    if (!current.isControlled()) {
      return name + " is used from thread '" + Thread.currentThread().getName()
          + "', which the run does not manage; start threads with RichThread";
    }
    return name + " was created in another run; every run must create its own objects";
  }

  /** Returns the operations this object could receive now (its open list, paper Table 2). */
  public abstract OpenList openList();

  /** Applies the receipt of a call of {@code operation} by {@code caller}; it was open. */
  public abstract void accept(String operation, ThreadHandle caller);

  /**
   * Returns whether completing a call of {@code operation} only ever enables other calls and never
   * disables one, as a counting semaphore's {@code V} does; the P/V reduction reverses no race at
   * such a completion. False unless a subclass says otherwise.
   */
  public boolean onlyEnables(String operation) {
    return false;
  }

  @Override
  public String toString() {
    return name;
  }
}
