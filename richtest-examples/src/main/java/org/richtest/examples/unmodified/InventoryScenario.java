package org.richtest.examples.unmodified;

import org.richtest.Program;

/** A restock of 5 and a sale of 2 on an empty {@link Inventory}: {@code main} expects 3. */
public final class InventoryScenario implements Program {

  @Override
  public void run() throws Exception {
    Inventory inventory = new Inventory();
    Thread restocker = new Thread(() -> inventory.restock(5), "restocker");
    Thread seller = new Thread(() -> inventory.sell(2), "seller");
    restocker.start();
    seller.start();
    restocker.join();
    seller.join();
    if (inventory.stock() != 3) {
      throw new AssertionError("stock is " + inventory.stock() + ", not 3");
    }
  }
}
