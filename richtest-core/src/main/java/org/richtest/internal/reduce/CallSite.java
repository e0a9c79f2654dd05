package org.richtest.internal.reduce;

import java.util.Iterator;
import java.util.stream.Stream;

/**
 * The label of a synchronization call for the symmetry reduction: the chain of call sites in user
 * code, innermost first, as {@code class:line} joined by {@code <}. The frames of the library and
 * of the JDK are left out, so a call's label is where the program made it (an SC re-entry's, the
 * {@code await} it returns from), the same in every iteration of a loop, and different for one
 * helper method called from two places. Frames of the library's packages count as library even when
 * a test class lives there, so programs whose labels matter must not.
 */
public final class CallSite {

  private static final StackWalker WALKER = StackWalker.getInstance();

  /** Where a run starts a thread's body; the frames below it are the same for every call. */
  private static final String THREAD_START = "org.richtest.internal.schedule.Baton";

  private CallSite() {}

  /** Returns the label of the synchronization call being made by the calling thread. */
  public static String label() {
    return WALKER.walk(CallSite::label);
  }

  private static String label(Stream<StackWalker.StackFrame> frames) {
    StringBuilder label = new StringBuilder(64);
    boolean inProgram = false;
    for (Iterator<StackWalker.StackFrame> it = frames.iterator(); it.hasNext(); ) {
      StackWalker.StackFrame frame = it.next();
      String className = frame.getClassName();
      if (inProgram && className.equals(THREAD_START)) {
        break;
      }
      if (!isLibrary(className)) {
        inProgram = true;
        if (!label.isEmpty()) {
          label.append('<');
        }
        label.append(className).append(':').append(frame.getLineNumber());
      }
    }
    return label.toString();
  }

  /** Returns whether a class belongs to the library or the JDK rather than to the program. */
  public static boolean isLibrary(String className) {
    return className.startsWith("org.richtest.internal.")
        || className.startsWith("org.richtest.spi.")
        || className.startsWith("org.richtest.sync.")
        || className.startsWith("java.")
        || className.startsWith("jdk.")
        || className.startsWith("sun.");
  }
}
