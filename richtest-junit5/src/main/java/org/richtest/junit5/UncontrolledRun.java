package org.richtest.junit5;

import java.util.List;
import java.util.Optional;
import org.richtest.agent.RichTestAgent;

/**
 * What becomes of a test whose exploration's first run controlled nothing (no event, no thread
 * through RichTest). Fail closed: it fails if RichTest may have missed concurrency, that is, if the
 * agent is not attached, or if the body started platform threads nothing controlled. Otherwise the
 * body is sequential as far as anything can tell: a test explored through its class or the switch
 * then passes after its one run, saying so, while a method annotated on its own fails, since its
 * author claimed it was concurrent.
 */
final class UncontrolledRun {

  private UncontrolledRun() {}

  /**
   * Returns why the test fails, or empty if it passes after its one run.
   *
   * @param warnings the exploration's warnings, which say that nothing was controlled and why
   */
  static Optional<String> failure(ExploredTest test, FirstRunWatch watch, List<String> warnings) {
    if (!agentAttached()) {
      return Optional.of("RichTest: " + String.join("\n", warnings));
    }
    long threads = watch.platformThreads();
    if (threads > 0) {
      return Optional.of("RichTest: the test started platform threads RichTest did not control ("
          + threads + " started while it ran, the JDK's helpers for them included), so their"
          + " interleavings were not explored: code the agent did not rewrite, such as a class"
          + " from a jar (rewrite its package too: richtest-maven-plugin's <includes>, or the"
          + " agent's include=)");
    }
    if (test.origin() == ExploredTest.Origin.METHOD) {
      return Optional.of("RichTest: " + String.join("\n", warnings));
    }
    return Optional.empty();
  }

  /** Returns whether the RichTest agent rewrites classes in this JVM. */
  private static boolean agentAttached() {
    return "active".equals(System.getProperty(RichTestAgent.ACTIVE_PROPERTY));
  }
}
