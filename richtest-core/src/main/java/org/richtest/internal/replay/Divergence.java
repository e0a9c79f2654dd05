package org.richtest.internal.replay;

import java.util.stream.Collectors;
import org.richtest.internal.reduce.CallSite;

/**
 * What a replay that met another event than the one prescribed tells the user beyond the two events:
 * where the program issued it, and what usually makes a program do so and what to do about it. The
 * events alone ({@code enter on RAMFile#417} where {@code RAMFile#402} was expected) leave a user of a
 * library nowhere to start.
 */
final class Divergence {

  private static final StackWalker WALKER = StackWalker.getInstance();

  /** At most this many of the program's frames name where an event was issued. */
  private static final int FRAMES = 3;

  private Divergence() {}

  /**
   * Returns the explanation of a sending event that differs from the prescribed one, to append to
   * the message; called on the thread that issues it, whose call site it names by source file and
   * line, innermost first, as the data-race report does.
   */
  static String explain(String expectedOperation, String issuedOperation) {
    String site = WALKER.walk(frames -> frames
        .filter(frame -> !CallSite.isLibrary(frame.getClassName()))
        .limit(FRAMES)
        .map(frame -> frame.getFileName() + ":" + frame.getLineNumber())
        .collect(Collectors.joining(" < ")));
    String where = site.isEmpty() ? "" : " (issued at " + site + ")";
    if (expectedOperation.equals(issuedOperation)) {
      return where + ". The same operation reached another object: which object a thread picks "
          + "then depends on something the run does not control, such as iteration over a hash "
          + "set or map keyed by identity hash codes (objects without equals and hashCode, "
          + "IdentityHashMap, System.identityHashCode), a clock or a random number. Make that "
          + "choice deterministic (a LinkedHashMap, a sorted order, a fixed seed), or, if it is "
          + "made inside a library, keep that library out of the exploration with the agent "
          + "option exclude=<its package>";
    }
    return where + ". The program took another path at that point: a branch on something the "
        + "run does not control (a clock, a random number, input, hash order, a thread RichTest "
        + "does not manage) decided it; make it deterministic for the test, or keep the code "
        + "that branches out of the exploration with the agent option exclude=<its package>";
  }
}
