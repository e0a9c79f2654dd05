package org.richtest.examples.unmodified;

import org.richtest.Program;

/** Two services start and report; {@code main} waits at the {@link StartupGate}: deadlocks. */
public final class StartupGateScenario implements Program {

  @Override
  public void run() throws Exception {
    StartupGate gate = new StartupGate();
    Thread web = new Thread(gate::serviceStarted, "web");
    Thread db = new Thread(gate::serviceStarted, "db");
    web.start();
    db.start();
    gate.awaitAll();
    web.join();
    db.join();
  }
}
