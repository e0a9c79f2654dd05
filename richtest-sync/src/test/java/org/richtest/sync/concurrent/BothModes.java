package org.richtest.sync.concurrent;

import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * Runs a single-threaded check twice: outside an exploration, where the drop-ins forward to the
 * JDK's classes, and as one controlled run, where they are modelled. A check that passes both ways
 * shows the model answering as its JDK twin does.
 */
final class BothModes {

  private BothModes() {}

  /** Runs {@code check} outside and then inside an exploration; rethrows what either threw. */
  static void check(RichThread.Body check) throws Exception {
    check.run();
    RunOutcome outcome = RichTest.runOnce(check::run).outcome();
    if (outcome instanceof RunOutcome.Failure failure) {
      throw new AssertionError("under exploration: " + failure.cause(), failure.cause());
    }
    if (!(outcome instanceof RunOutcome.Completed)) {
      throw new AssertionError("under exploration: " + outcome);
    }
  }
}
