package org.richtest.testkit;

import java.util.List;

/** One statement of a generated program. */
public sealed interface Op {

  /** {@code P} on semaphore {@code sem}. */
  record P(int sem) implements Op {
    @Override
    public String toString() {
      return "P(s" + sem + ")";
    }
  }

  /** {@code V} on semaphore {@code sem}. */
  record V(int sem) implements Op {
    @Override
    public String toString() {
      return "V(s" + sem + ")";
    }
  }

  /**
   * Under the data lock, updates shared variable {@code variable} and branches on its value: the
   * later events depend on data read inside a critical section.
   */
  record Branch(int variable, int addend, List<Op> whenEven, List<Op> whenOdd) implements Op {
    @Override
    public String toString() {
      return "lock{x" + variable + "+=" + addend + "} if even " + whenEven + " else " + whenOdd;
    }
  }

  /** Starts a child thread running {@code body}; the parent joins it at the end of its own body. */
  record Spawn(List<Op> body) implements Op {
    @Override
    public String toString() {
      return "spawn" + body;
    }
  }
}
