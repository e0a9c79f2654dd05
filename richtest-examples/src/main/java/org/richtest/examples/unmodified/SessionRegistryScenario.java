package org.richtest.examples.unmodified;

import org.richtest.Program;

/** Two threads open the same user's session: exactly one session must be created. */
public final class SessionRegistryScenario implements Program {

  @Override
  public void run() throws Exception {
    SessionRegistry registry = new SessionRegistry();
    int[] seen = new int[2];
    Thread t1 = new Thread(() -> seen[0] = registry.open("ada"), "T1");
    Thread t2 = new Thread(() -> seen[1] = registry.open("ada"), "T2");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
    if (registry.created() != 1) {
      throw new AssertionError("created " + registry.created() + " sessions for one user");
    }
  }
}
