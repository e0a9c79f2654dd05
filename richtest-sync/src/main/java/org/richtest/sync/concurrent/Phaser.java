package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Describable;
import org.richtest.sync.internal.concurrent.JdkPhaser;
import org.richtest.sync.internal.concurrent.PhaserOperations;
import org.richtest.sync.internal.concurrent.PhaserTier;

/**
 * A reusable barrier of a varying number of parties with the API of {@link
 * java.util.concurrent.Phaser}. Under an exploration it is a line of its own on which every
 * operation is an event open at any time: the last arrival of a phase runs {@link #onAdvance} in
 * its own thread, with the phaser closed to the others, and advances the phase (or terminates the
 * phaser when {@code onAdvance} returns true), resuming the threads that wait for it. A thread that
 * waits for an advance ({@code arriveAndAwaitAdvance}, {@code awaitAdvance}) registers and parks;
 * the timed {@code awaitAdvanceInterruptibly} explores both the advance and the timeout. Phase
 * numbers and exceptions are the JDK's (an arrival of an unregistered party throws {@link
 * IllegalStateException}; a terminated phaser's phase is negative). Outside an exploration it is
 * the JDK's phaser, calling this object's {@code onAdvance}: which one it is, it decides when it is
 * created.
 *
 * <p>Phasers may be tiered, as the JDK's: a child registers with its parent when it gets its first
 * party and deregisters when its last leaves, its last arrival of a phase is an arrival on its
 * parent, and the phase and termination are the root's, whose {@code onAdvance} alone runs. Under
 * an exploration every operation on a phaser of a tree is an event on the root's line.
 *
 * <p>Not final: programs override {@link #onAdvance}, as with the JDK's (the agent makes the
 * drop-in the superclass of such a subclass). Not modelled under exploration: a change of the
 * phaser from its own {@code onAdvance}, which throws {@link IllegalStateException} (in the JDK it
 * waits for ever).
 */
public class Phaser implements Describable {

  private final PhaserOperations phaser;
  private final @Nullable Phaser parent;

  /** Creates a root phaser with no parties registered. */
  public Phaser() {
    this(null, 0, null);
  }

  /**
   * Creates a root phaser with {@code parties} registered.
   *
   * @throws IllegalArgumentException if {@code parties} is negative or above 65535
   */
  public Phaser(int parties) {
    this(null, parties, null);
  }

  /**
   * Creates a root phaser whose line is called {@code name}, or the default name when null.
   *
   * @throws IllegalArgumentException if {@code parties} is negative or above 65535
   */
  public Phaser(int parties, @Nullable String name) {
    this(null, parties, name);
  }

  /** Creates a phaser under {@code parent} (a root if null) with no parties registered. */
  public Phaser(@Nullable Phaser parent) {
    this(parent, 0, null);
  }

  /**
   * Creates a phaser under {@code parent} (a root if null) with {@code parties} registered; with
   * parties, it registers with its parent, as the JDK's.
   *
   * @throws IllegalArgumentException if {@code parties} is negative or above 65535
   */
  public Phaser(@Nullable Phaser parent, int parties) {
    this(parent, parties, null);
  }

  private Phaser(@Nullable Phaser parent, int parties, @Nullable String name) {
    this.parent = parent;
    PhaserOperations.Advance advance = this::onAdvance;
    if (creatingUnderExploration()) {
      this.phaser = parent == null
          ? PhaserTier.root(parties, advance, name)
          : parent.modelledSide().child(parties);
    } else {
      this.phaser = new JdkPhaser(parent == null ? null : parent.jdkSide(), parties, advance, name);
    }
  }

  /** Returns the line name. */
  @Override
  public String name() {
    return phaser.name();
  }

  /** Adds a party and returns the phase it arrives in (negative if terminated). */
  public int register() {
    return checked().register();
  }

  /**
   * Adds {@code parties} parties and returns the phase they arrive in.
   *
   * @throws IllegalArgumentException if {@code parties} is negative
   * @throws IllegalStateException if the phaser would have more than 65535 parties
   */
  public int bulkRegister(int parties) {
    return checked().bulkRegister(parties);
  }

  /**
   * Arrives without waiting and returns the arrival phase.
   *
   * @throws IllegalStateException if no party is left to arrive
   */
  public int arrive() {
    return checked().arrive();
  }

  /**
   * Arrives and deregisters, without waiting, and returns the arrival phase.
   *
   * @throws IllegalStateException if no party is left to arrive
   */
  public int arriveAndDeregister() {
    return checked().arriveAndDeregister();
  }

  /**
   * Arrives and waits for the others, and returns the next phase.
   *
   * @throws IllegalStateException if no party is left to arrive
   */
  public int arriveAndAwaitAdvance() {
    return checked().arriveAndAwaitAdvance();
  }

  /** Waits, if {@code phase} is the current phase, until it advances; returns the phase then. */
  public int awaitAdvance(int phase) {
    return checked().awaitAdvance(phase);
  }

  /** Waits as {@link #awaitAdvance}, unless interrupted while waiting. */
  public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
    return checked().awaitAdvanceInterruptibly(phase);
  }

  /**
   * Waits as {@link #awaitAdvance} for at most {@code timeout}; under exploration both the advance
   * and the timeout are explored.
   *
   * @throws TimeoutException if the phase did not advance in time
   */
  public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
      throws InterruptedException, TimeoutException {
    return checked().awaitAdvanceInterruptibly(phase, timeout, unit);
  }

  /** Terminates the phaser, releasing every waiting thread. */
  public void forceTermination() {
    checked().forceTermination();
  }

  /** Returns the current phase, negative once terminated. */
  public final int getPhase() {
    return checked().getPhase();
  }

  public int getRegisteredParties() {
    return checked().getRegisteredParties();
  }

  public int getArrivedParties() {
    return checked().getArrivedParties();
  }

  public int getUnarrivedParties() {
    return checked().getUnarrivedParties();
  }

  /** Returns the parent, or null; never an event. */
  public @Nullable Phaser getParent() {
    return parent;
  }

  /** Returns the root of the tree of phasers: this one if it has no parent; never an event. */
  public Phaser getRoot() {
    return parent == null ? this : parent.getRoot();
  }

  public boolean isTerminated() {
    return checked().isTerminated();
  }

  /**
   * Called by the last arrival of {@code phase}, before the phase advances, with the parties
   * registered for the next; returns whether to terminate. By default: when none are left.
   */
  protected boolean onAdvance(int phase, int registeredParties) {
    return registeredParties == 0;
  }

  /** Returns the name, the phase and the counts, like the JDK's; not an event. */
  @Override
  public String toString() {
    return phaser.toString();
  }

  private PhaserOperations checked() {
    phaser.checkCaller();
    return phaser;
  }

  /**
   * Returns the model of a phaser made inside an exploration, to be a child's parent; one made
   * outside is refused by its check.
   */
  private PhaserTier modelledSide() {
    if (checked() instanceof PhaserTier tier) {
      return tier;
    }
    throw new IllegalStateException(name() + " was created outside the exploration and cannot be "
        + "the parent of a phaser created inside it");
  }

  /** Returns the JDK side of a phaser made outside an exploration, to be a child's parent. */
  private JdkPhaser jdkSide() {
    if (phaser instanceof JdkPhaser jdk) {
      return jdk;
    }
    throw new IllegalStateException(name() + " was created inside an exploration and cannot be "
        + "the parent of a phaser created outside it");
  }
}
