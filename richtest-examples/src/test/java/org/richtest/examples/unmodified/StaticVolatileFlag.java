package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * Plain JDK code for the agent: two threads touch a static {@code volatile} flag first in the same
 * run, one writing it and one reading it. The reader fails if it runs first.
 */
public final class StaticVolatileFlag implements Program {

  static final class Flags {
    static volatile boolean stop;
  }

  @Override
  public void run() throws Exception {
    Thread writer = new Thread(() -> Flags.stop = true, "writer");
    Thread reader = new Thread(() -> {
      if (!Flags.stop) {
        throw new AssertionError("the reader ran before the write");
      }
    }, "reader");
    writer.start();
    reader.start();
    writer.join();
    reader.join();
    Flags.stop = false; // the next run starts from the same state
  }
}
