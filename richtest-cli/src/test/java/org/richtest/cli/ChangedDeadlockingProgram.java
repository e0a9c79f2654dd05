package org.richtest.cli;

import org.richtest.Program;

/**
 * {@link DeadlockingProgram} after an edit: T2's second call takes {@code c} instead of {@code a}.
 * A trace of the old program replays up to that call and no further.
 */
public final class ChangedDeadlockingProgram implements Program {

  /** Creates the program; each run gets a new instance. */
  public ChangedDeadlockingProgram() {}

  @Override
  public void run() throws InterruptedException {
    DeadlockingProgram.twoNested("c");
  }
}
