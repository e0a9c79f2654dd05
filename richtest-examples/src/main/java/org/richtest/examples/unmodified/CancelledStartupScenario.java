package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * Two services, {@code web} and {@code db}, wait for a {@link ReadyFlag}; a supervisor cancels
 * {@code web} by interrupting it and, with {@code setsReady}, then sets the flag. Without it,
 * {@code db} polls the flag for ever in every run, a timed deadlock also with interrupts
 * modelled; with it, every run ends.
 */
public final class CancelledStartupScenario implements Program {

  private final boolean setsReady;

  /** Creates the scenario whose supervisor sets the flag after the interrupt or not. */
  public CancelledStartupScenario(boolean setsReady) {
    this.setsReady = setsReady;
  }

  @Override
  public void run() throws Exception {
    ReadyFlag flag = new ReadyFlag();
    Thread web = new Thread(flag::await, "web");
    Thread db = new Thread(flag::await, "db");
    web.start();
    db.start();
    Thread supervisor = new Thread(() -> {
      web.interrupt();
      if (setsReady) {
        flag.set();
      }
    }, "supervisor");
    supervisor.start();
    web.join();
    db.join();
    supervisor.join();
  }
}
