package org.richtest.examples.unmodified;

import org.richtest.Program;

/** Two {@link Account} transfers in opposite directions at once: deadlocks. */
public final class TransferScenario implements Program {

  @Override
  public void run() throws Exception {
    Account a = new Account(100);
    Account b = new Account(100);
    Thread aToB = new Thread(() -> a.transferTo(b, 10), "a-to-b");
    Thread bToA = new Thread(() -> b.transferTo(a, 20), "b-to-a");
    aToB.start();
    bToA.start();
    aToB.join();
    bToA.join();
    if (a.balance() + b.balance() != 200) {
      throw new AssertionError("money created or lost: " + a.balance() + " + " + b.balance());
    }
  }
}
