package org.richtest.sync.internal.concurrent;

import java.util.concurrent.Phaser;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's phaser, which a {@code Phaser} drop-in created outside an exploration is: every
 * operation is the JDK's own, tiering too, and each advance calls the drop-in's {@code onAdvance}.
 */
public final class JdkPhaser extends Phaser implements PhaserOperations, Identified {

  private final Outside outside;
  private final Advance advance;

  /**
   * Creates the JDK's phaser under {@code parent} (null: a root) for a drop-in called {@code name},
   * whose {@code onAdvance} is {@code advance}.
   *
   * @throws IllegalArgumentException if {@code parties} is negative or above the JDK's limit
   */
  public JdkPhaser(
      @Nullable JdkPhaser parent, int parties, Advance advance, @Nullable String name) {
    super(parent, PhaserOperations.requireParties(parties));
    this.advance = advance;
    this.outside = new Outside("Phaser", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  @Override
  protected boolean onAdvance(int phase, int registeredParties) {
    return advance.onAdvance(phase, registeredParties);
  }

  /** Returns the name and the state, as the drop-in shows itself. */
  @Override
  public String toString() {
    String jdk = super.toString();
    return "Phaser " + name() + jdk.substring(jdk.indexOf('['));
  }
}
