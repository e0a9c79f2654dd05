package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.NotModelled;

/**
 * {@link java.util.concurrent.Phaser}, rejected: RichTest does not model it, so every constructor
 * throws {@link UnsupportedOperationException} saying what to use instead. It extends the JDK class
 * so that code whose import was changed still compiles and fails with that message, rather than
 * with a missing method.
 */
public final class Phaser extends java.util.concurrent.Phaser {

  private static final String INSTEAD = "a CyclicBarrier for a fixed number of parties, or a "
      + "CountDownLatch per phase";

  /**
   * Rejected.
   *
   * @throws UnsupportedOperationException always
   */
  public Phaser() {
    super(reject("Phaser()"));
  }

  /**
   * Rejected.
   *
   * @throws UnsupportedOperationException always
   */
  public Phaser(int parties) {
    super(reject("Phaser(parties)"));
  }

  /**
   * Rejected.
   *
   * @throws UnsupportedOperationException always
   */
  public Phaser(java.util.concurrent.@Nullable Phaser parent) {
    super(reject("Phaser(parent)"));
  }

  /**
   * Rejected.
   *
   * @throws UnsupportedOperationException always
   */
  public Phaser(java.util.concurrent.@Nullable Phaser parent, int parties) {
    super(reject("Phaser(parent, parties)"));
  }

  private static int reject(String constructor) {
    throw NotModelled.construct(constructor, INSTEAD);
  }
}
