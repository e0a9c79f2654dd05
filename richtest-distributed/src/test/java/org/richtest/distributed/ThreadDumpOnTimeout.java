package org.richtest.distributed;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.HotSpotDiagnosticMXBean.ThreadDumpFormat;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * Prints every thread of the test's JVM, virtual ones included, when a test times out: the members
 * of a cluster test share that JVM, so a stalled exploration shows there which member's worker, run
 * or Hazelcast call it waits for. A timeout that strikes once in hundreds of runs leaves no other
 * trace.
 */
final class ThreadDumpOnTimeout implements TestExecutionExceptionHandler {

  @Override
  public void handleTestExecutionException(ExtensionContext context, Throwable thrown)
      throws Throwable {
    if (thrown instanceof TimeoutException) {
      System.err.println("Threads of " + context.getDisplayName() + " at its timeout:");
      System.err.println(threadDump());
    }
    throw thrown;
  }

  private static String threadDump() {
    try {
      Path dump = Files.createTempFile("richtest-threads", ".txt");
      Files.delete(dump);
      try {
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
            .dumpThreads(dump.toString(), ThreadDumpFormat.TEXT_PLAIN);
        return Files.readString(dump);
      } finally {
        Files.deleteIfExists(dump);
      }
    } catch (IOException | RuntimeException e) {
      return "no thread dump: " + e;
    }
  }
}
