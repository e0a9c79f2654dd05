package org.richtest.examples.unmodified;

/**
 * A bank account whose transfer holds both accounts' monitors, its own first: two transfers in
 * opposite directions can each take one monitor and wait for ever for the other (the lock-ordering
 * deadlock).
 */
public final class Account {

  private int balance;

  /** Creates an account holding {@code balance}. */
  public Account(int balance) {
    this.balance = balance;
  }

  /** Moves {@code amount} from this account to {@code target}. */
  public void transferTo(Account target, int amount) {
    synchronized (this) {
      synchronized (target) {
        balance -= amount;
        target.balance += amount;
      }
    }
  }

  /** Returns the balance. */
  public synchronized int balance() {
    return balance;
  }
}
