package org.richtest.examples.unmodified;

/**
 * A stock level meant to be guarded by one lock, but {@code sell} takes another: a restock and a
 * sale can update it at the same time. Each update is one step between lock operations, so only
 * the data-race detector sees it, or an exploration of the field ({@code --explore-fields
 * Inventory.stock}) that interleaves its reads and writes.
 */
public final class Inventory {

  private final Object restockLock = new Object();
  private final Object sellLock = new Object();
  private int stock;

  /** Adds {@code items} to the stock. */
  public void restock(int items) {
    synchronized (restockLock) {
      stock = stock + items;
    }
  }

  /** Takes {@code items} from the stock, under the wrong lock. */
  public void sell(int items) {
    synchronized (sellLock) {
      stock = stock - items;
    }
  }

  /** Returns the stock level. */
  public int stock() {
    synchronized (restockLock) {
      return stock;
    }
  }
}
