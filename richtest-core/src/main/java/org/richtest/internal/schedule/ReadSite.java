package org.richtest.internal.schedule;

import java.util.Iterator;
import java.util.stream.Stream;

/**
 * Where a read is made: the chain of frames above the run's own, innermost first, each as its
 * class, method and bytecode index, so that two reads on one source line ({@code x.get() -
 * x.get()}), two reads inside one call of a drop-in, or one helper called from two places are
 * two sites, while every turn of a loop is the same one. The bytecode index needs no line table,
 * which keeps the walk cheap on every read.
 */
final class ReadSite {

  private static final StackWalker WALKER = StackWalker.getInstance();
  /** Where a run starts a thread's body; the frames below it are the same for every read. */
  private static final String THREAD_START = Baton.class.getName();

  /** The run's own classes: the same frames under every read. */
  private static final String RUN = "org.richtest.internal.";

  private ReadSite() {}

  /** Returns the site of the read the calling thread is making. */
  static String here() {
    return WALKER.walk(ReadSite::site);
  }

  private static String site(Stream<StackWalker.StackFrame> frames) {
    StringBuilder site = new StringBuilder(64);
    for (Iterator<StackWalker.StackFrame> it = frames.iterator(); it.hasNext(); ) {
      StackWalker.StackFrame frame = it.next();
      String className = frame.getClassName();
      if (className.equals(THREAD_START)) {
        break;
      }
      if (!className.startsWith(RUN)) {
        site.append(className).append('.').append(frame.getMethodName()).append('@')
            .append(frame.getByteCodeIndex()).append('<');
      }
    }
    return site.toString();
  }
}
