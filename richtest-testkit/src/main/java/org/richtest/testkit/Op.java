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

  /** Runs {@code body} as a method of monitor {@code monitor}. */
  record Enter(int monitor, List<Op> body) implements Op {
    @Override
    public String toString() {
      return "m" + monitor + "{" + body + "}";
    }
  }

  /** Runs {@code body} holding reentrant lock {@code lock}. */
  record Locked(int lock, List<Op> body) implements Op {
    @Override
    public String toString() {
      return "lock" + lock + "{" + body + "}";
    }
  }

  /** Waits on condition {@code condition} of the enclosing monitor or lock. */
  record Await(int condition) implements Op {
    @Override
    public String toString() {
      return "await(c" + condition + ")";
    }
  }

  /** Signals condition {@code condition} of the enclosing monitor or lock; all waiters if {@code all}. */
  record Signal(int condition, boolean all) implements Op {
    @Override
    public String toString() {
      return (all ? "signalAll(c" : "signal(c") + condition + ")";
    }
  }

  /**
   * Inside a monitor or lock, updates a variable it protects and branches on its value; waits on
   * condition 0 while the value is odd, if {@code waitWhileOdd}.
   */
  record Update(int variable, int addend, boolean waitWhileOdd, List<Op> whenEven, List<Op> whenOdd)
      implements Op {
    @Override
    public String toString() {
      return "y" + variable + "+=" + addend + (waitWhileOdd ? " while odd await(c0)" : "")
          + " if even " + whenEven + " else " + whenOdd;
    }
  }

  /** Sends the thread's next value to port {@code port}, synchronously if {@code synchronous}. */
  record Send(int port, boolean synchronous) implements Op {
    @Override
    public String toString() {
      return (synchronous ? "ssend(p" : "send(p") + port + ")";
    }
  }

  /**
   * Receives from the ports this thread owns through a selective wait; alternative {@code i} is open
   * when the last value received is even or {@code i} is in {@code alwaysOpen}; branches on the value.
   */
  record Select(List<Integer> ports, List<Boolean> alwaysOpen, List<Op> whenEven, List<Op> whenOdd)
      implements Op {
    @Override
    public String toString() {
      return "select" + ports + alwaysOpen + " if even " + whenEven + " else " + whenOdd;
    }
  }
}
