package org.richtest.internal.reduce;

import java.util.stream.Collectors;

/**
 * The label of a synchronization call for the symmetry reduction: the chain of call sites in user
 * code, innermost first, as {@code class:line} joined by {@code <}. The frames of the library and of
 * the JDK are left out, so a call's label is where the program made it (an SC re-entry's, the {@code
 * await} it returns from), the same in every iteration of a loop, and different for one helper
 * method called from two places.
 */
public final class CallSite {

  private static final StackWalker WALKER = StackWalker.getInstance();

  private CallSite() {}

  /** Returns the label of the synchronization call being made by the calling thread. */
  public static String label() {
    return WALKER.walk(frames -> frames
        .filter(frame -> !isLibrary(frame.getClassName()))
        .map(frame -> topLevel(frame.getClassName()) + ":" + frame.getLineNumber())
        .collect(Collectors.joining("<")));
  }

  /** Returns whether a class belongs to the library or the JDK rather than to the program. */
  static boolean isLibrary(String className) {
    return className.startsWith("org.richtest.internal.")
        || className.startsWith("org.richtest.spi.")
        || className.startsWith("org.richtest.sync.")
        || className.startsWith("java.")
        || className.startsWith("jdk.")
        || className.startsWith("sun.");
  }

  private static String topLevel(String className) {
    int nested = className.indexOf('$');
    return nested < 0 ? className : className.substring(0, nested);
  }
}
