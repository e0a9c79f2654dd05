package org.richtest.sync.internal.concurrent;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The operations of the {@code Phaser} drop-in, which both its sides implement: {@link JdkPhaser}
 * and {@link PhaserTier}. Phases and their numbers are the JDK's: negative once terminated.
 */
public interface PhaserOperations extends DropInOperations {

  /** The JDK's limit on the parties of one phaser. */
  int MAX_PARTIES = 0xffff;

  /**
   * What the drop-in does at each advance: its {@code onAdvance}, which a subclass may override;
   * true terminates the phaser.
   */
  @FunctionalInterface
  interface Advance {
    boolean onAdvance(int phase, int registeredParties);
  }

  /**
   * Returns {@code parties}, checked as the initial parties of a phaser.
   *
   * @throws IllegalArgumentException if it is negative or above {@link #MAX_PARTIES}
   */
  static int requireParties(int parties) {
    if (parties < 0 || parties > MAX_PARTIES) {
      throw new IllegalArgumentException("Illegal number of parties: " + parties);
    }
    return parties;
  }

  int register();

  int bulkRegister(int parties);

  int arrive();

  int arriveAndDeregister();

  int arriveAndAwaitAdvance();

  int awaitAdvance(int phase);

  int awaitAdvanceInterruptibly(int phase) throws InterruptedException;

  int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
      throws InterruptedException, TimeoutException;

  void forceTermination();

  int getPhase();

  int getRegisteredParties();

  int getArrivedParties();

  int getUnarrivedParties();

  boolean isTerminated();
}
