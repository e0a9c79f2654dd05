package org.richtest.regressions.drivers;

import java.io.StringWriter;
import org.apache.log4j.AsyncAppender;
import org.apache.log4j.Level;
import org.apache.log4j.SimpleLayout;
import org.apache.log4j.WriterAppender;
import org.apache.log4j.spi.LoggingEvent;
import org.apache.log4j.spi.RootLogger;
import org.richtest.Program;

/**
 * log4j Bugzilla 38137, buggy in 1.2.13, fixed in 1.2.14 (the rewritten {@code AsyncAppender}):
 * appenders and the dispatcher thread wait on one bounded buffer and wake each other with {@code
 * notify()}, not {@code notifyAll()}; a producer's notify meant for the dispatcher can wake the
 * other producer instead, and every thread then waits. Two producers append two events each to an
 * appender with a buffer of one; after {@code close()} all four must have reached the writer.
 */
public final class Log4j38137AsyncAppender implements Program {

  @Override
  public void run() throws Exception {
    RootLogger logger = new RootLogger(Level.INFO);
    StringWriter written = new StringWriter();
    AsyncAppender appender = new AsyncAppender();
    appender.setBufferSize(1);
    appender.addAppender(new WriterAppender(new SimpleLayout(), written));
    DriverThreads.Body produce = () -> {
      for (int i = 0; i < 2; i++) {
        appender.append(new LoggingEvent(
            RootLogger.class.getName(), logger, Level.INFO, "event " + i, null));
      }
    };
    DriverThreads.joinAll(
        DriverThreads.start("producer1", produce), DriverThreads.start("producer2", produce));
    appender.close();
    long lines = written.toString().lines().count();
    if (lines != 4) {
      throw new AssertionError(lines + " of 4 events written");
    }
  }
}
