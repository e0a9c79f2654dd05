package org.richtest.internal.schedule;

import org.jspecify.annotations.Nullable;

/**
 * Where a thread the watchdog stopped was: its innermost frame in the program's code (not the JDK's
 * nor RichTest's), and whether the agent rewrote that code, which it marks with a field {@value
 * #MARK}. Code the agent did not rewrite (excluded, in a jar of a tool, or run without the agent)
 * blocks in the JDK's own locks and waits, which no event reaches: the message then says so, and
 * which option would have it explored.
 */
final class StuckFrame {

  /** The synthetic static field the agent adds to every class it rewrites. */
  static final String MARK = "richtest$rewritten";

  private static final String[] NOT_THE_PROGRAM = {
    "java.", "jdk.", "sun.", "com.sun.", "org.richtest.internal.", "org.richtest.spi.",
    "org.richtest.sync.", "org.richtest.agent.runtime.", "org.richtest.RichTest"
  };

  private StuckFrame() {}

  /**
   * Returns where {@code stack} is in the program's code, with whether its class was rewritten
   * (looked up through {@code loader}); empty if no frame of the stack is the program's.
   */
  static String describe(StackTraceElement[] stack, @Nullable ClassLoader loader) {
    for (StackTraceElement frame : stack) {
      if (isProgram(frame.getClassName())) {
        String in = "in " + frame;
        Boolean rewritten = rewritten(frame.getClassName(), loader);
        if (rewritten == null) {
          return in;
        }
        if (rewritten) {
          return in + ", which the agent rewrote";
        }
        String name = frame.getClassName();
        int dot = name.lastIndexOf('.');
        String pkg = dot < 0 ? name : name.substring(0, dot + 1);
        return in + ", which the agent did not rewrite (it was excluded, or the agent is not "
            + "attached: -javaagent:richtest-agent.jar=include=" + pkg + ")";
      }
    }
    return "";
  }

  private static boolean isProgram(String className) {
    for (String prefix : NOT_THE_PROGRAM) {
      if (className.startsWith(prefix)) {
        return false;
      }
    }
    return true;
  }

  /** Returns whether the agent rewrote class {@code name}, or null if it cannot be found. */
  private static @Nullable Boolean rewritten(String name, @Nullable ClassLoader loader) {
    try {
      Class<?> type = Class.forName(name, false, loader);
      try {
        type.getDeclaredField(MARK);
        return true;
      } catch (NoSuchFieldException unmarked) {
        return false;
      }
    } catch (ClassNotFoundException | LinkageError | SecurityException e) {
      return null;
    }
  }
}
