package org.richtest.agent.runtime;

import org.richtest.spi.Controller;

/**
 * What rewritten code asks before calling a test tool that would move the code under test to a
 * thread of the tool's own, which no run manages. JUnit's {@code assertTimeoutPreemptively} runs
 * its executable on such a thread: under an exploration the rewritten call site runs JUnit's
 * {@code assertTimeout} instead, with the same arguments, which runs it in the calling thread (a
 * thread of the run) and fails it afterwards if it took longer; outside one, the original.
 */
public final class TestToolHooks {

  private TestToolHooks() {}

  /** Returns whether the calling thread is a thread of a run under exploration. */
  public static boolean inRun() {
    return Controller.current().isControlled();
  }
}
