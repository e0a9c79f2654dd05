package org.richtest.internal.explore;

import org.richtest.RunResult;

/**
 * Tells a program RichTest controlled nothing of: its first run saw no event and no thread but
 * {@code main}. Such a program is either sequential, so there is nothing to explore, or, far more
 * likely in a test, it starts JDK threads, locks JDK monitors or uses {@code java.util.concurrent}
 * without the agent that rewrites them, and so ran uncontrolled: reporting "1 sequence, no bug"
 * would be a silent wrong answer.
 */
final class UncontrolledProgram {

  /** The system property the RichTest agent sets when it is attached. */
  private static final String AGENT_PROPERTY = "richtest.agent";

  /**
   * Why a program of RichTest's classes can control nothing: a test tool ran it on a thread of its
   * own (the agent moves {@code assertTimeoutPreemptively}'s code back; without it nothing can).
   */
  private static final String TEST_TOOL_THREAD = "RichTest's classes are controlled only in the"
      + " run's threads: code a test tool runs on a thread of its own runs outside the run, as"
      + " JUnit's assertTimeoutPreemptively does; call assertTimeout instead, which runs it in the"
      + " test's thread";

  private UncontrolledProgram() {}

  /**
   * Returns whether {@code first}, an exploration's first run, controlled nothing and completed
   * ({@link RunResult#controlledNothing()}).
   */
  static boolean suspected(RunResult first) {
    return first.controlledNothing();
  }

  /** Returns the warning, which says whether the agent is attached. */
  static String warning() {
    String nothing = "nothing was controlled: the program made no synchronization call RichTest "
        + "explores and started no thread through it, so it has this one sequence. ";
    if ("active".equals(System.getProperty(AGENT_PROPERTY))) {
      return nothing + "The RichTest agent is attached, so either the program is sequential or "
          + "its concurrent code is kept out of the rewriting: by exclude=, or as a tool's (the "
          + "agent never rewrites the JDK, RichTest, JUnit, Maven, SLF4J, logback or Guava; name "
          + "a package with -javaagent:richtest-agent.jar=include=com.acme. to rewrite it)";
    }
    return nothing + "If it uses java.lang.Thread, synchronized, wait/notify or "
        + "java.util.concurrent, those ran uncontrolled: attach the RichTest agent "
        + "(-javaagent:richtest-agent.jar; see the guide, \"Testing existing code\") or use "
        + "RichTest's classes. " + TEST_TOOL_THREAD;
  }
}
