package org.richtest.internal.schedule;

/**
 * Unwinds a logical thread whose run has ended (deadlock, partial run, watchdog) so that its virtual
 * thread terminates. Stackless: it is control flow, not a diagnosis.
 */
final class RunAborted extends Error {

  private static final long serialVersionUID = 1L;

  static final RunAborted INSTANCE = new RunAborted();

  private RunAborted() {
    super("run aborted", null, false, false);
  }
}
