package org.richtest.examples.unmodified;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A pool of objects whose borrowers wait in line, written from scratch after commons-pool 1.5.4's
 * POOL-162: a borrower interrupted while it waits leaves its place in the line behind, the object
 * given back next goes to that place, nobody takes it, and every later borrower waits for ever.
 * With {@code fixed} (as in 1.5.5) an interrupted borrower leaves the line, and passes on an object
 * that was handed to it as the interrupt came.
 */
public final class InterruptiblePool {

  /** A borrower's place in line: the object, once one is handed to it. */
  private static final class Place {
    Object handed;
  }

  private final Deque<Place> line = new ArrayDeque<>();
  private final Deque<Object> idle = new ArrayDeque<>();
  private final boolean fixed;

  /** Creates a pool of {@code objects}, with the fix of POOL-162 or without it. */
  public InterruptiblePool(boolean fixed, Object... objects) {
    this.fixed = fixed;
    for (Object object : objects) {
      idle.addLast(object);
    }
  }

  /** Takes an object, waiting in line while none is idle. */
  public synchronized Object borrow() throws InterruptedException {
    if (!idle.isEmpty()) {
      return idle.removeFirst();
    }
    Place place = new Place();
    line.addLast(place);
    try {
      while (place.handed == null) {
        wait();
      }
    } catch (InterruptedException e) {
      if (fixed && !line.remove(place)) {
        giveBack(place.handed); // handed to this borrower as it was interrupted: pass it on
      }
      throw e;
    }
    return place.handed;
  }

  /** Gives {@code object} back: to the first borrower in line, or to the idle objects. */
  public synchronized void giveBack(Object object) {
    Place next = line.pollFirst();
    if (next == null) {
      idle.addLast(object);
      return;
    }
    next.handed = object;
    notifyAll();
  }
}
