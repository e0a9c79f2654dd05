package org.richtest.regressions.drivers;

import org.apache.log4j.spi.ThrowableInformation;
import org.richtest.Program;

/**
 * log4j Bugzilla 44032, buggy in 1.2.15, fixed in 1.2.16: {@code
 * ThrowableInformation.getThrowableStrRep} caches the rendered stack trace without
 * synchronization: it publishes the new array in {@code rep} before filling it, so a second thread
 * can return lines that are {@code null} (and a {@code NullPointerException} in the layout that
 * prints them). Two threads render one throwable and check every line.
 */
public final class Log4j44032ThrowableRendering implements Program {

  @Override
  public void run() throws Exception {
    ThrowableInformation information =
        new ThrowableInformation(new IllegalStateException("rendered twice"));
    DriverThreads.Body render = () -> {
      for (String line : information.getThrowableStrRep()) {
        if (line == null) {
          throw new AssertionError("a rendered stack trace line is null");
        }
      }
    };
    DriverThreads.joinAll(
        DriverThreads.start("renderer1", render), DriverThreads.start("renderer2", render));
  }
}
