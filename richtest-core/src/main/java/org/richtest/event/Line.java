package org.richtest.event;

/** A vertical line of the space-time diagram: a logical thread or a synchronization object. */
public record Line(String name, LineKind kind) {

  /** Returns whether this line is a logical thread. */
  public boolean isThread() {
    return kind == LineKind.THREAD;
  }

  /** Returns whether this line is a shared variable. */
  public boolean isVariable() {
    return kind == LineKind.VARIABLE;
  }
}
