package org.richtest.examples.sharedmemory;

import org.richtest.Program;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;

/**
 * A setter writes {@code a = 1} then {@code b = -1}; a checker reads {@code a} then {@code b} and
 * expects to see both writes or neither (the reorder pattern of SCTBench). Each read can take the
 * initial value or the setter's write, so there are 4 SYN-sequences; the 2 in which the setter
 * runs between the checker's reads fail.
 */
public final class Reorder {

  private Reorder() {}

  /** Returns the program, whose checker fails if it sees one write without the other. */
  public static Program program() {
    return () -> {
      SharedInt a = new SharedInt(0, "a");
      SharedInt b = new SharedInt(0, "b");
      RichThread setter = RichThread.start("setter", () -> {
        a.set(1);
        b.set(-1);
      });
      RichThread checker = RichThread.start("checker", () -> {
        int seenA = a.get();
        int seenB = b.get();
        if (!(seenA == 0 && seenB == 0 || seenA == 1 && seenB == -1)) {
          throw new AssertionError("checker saw a = " + seenA + " but b = " + seenB);
        }
      });
      setter.join();
      checker.join();
    };
  }
}
