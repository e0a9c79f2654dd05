package org.richtest.examples.unmodified;

import org.richtest.Program;

/** The {@link GracefulShutdown} service started and stopped: a timed deadlock in every run. */
public final class GracefulShutdownScenario implements Program {

  @Override
  public void run() throws Exception {
    GracefulShutdown service = new GracefulShutdown();
    service.start();
    service.stop();
  }
}
