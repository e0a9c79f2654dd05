package org.richtest.sync.internal.concurrent;

import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * One {@code Phaser} drop-in under exploration, a root or a child in a tree (tiering): its own
 * counts of parties, with the phase, termination and waits of its tree's line, {@link
 * ModelledPhaser}, on which each of its operations is an event. As in the JDK, a child registers
 * with its parent (as one party) when it gets its first party and deregisters when its last
 * deregisters; its last arrival of a phase is an arrival on its parent, and only the root's last
 * arrival advances the phase, running the root's {@code onAdvance}. A child's counts lag the
 * root's advance until it is next used, as the JDK's do: a party registering at a child whose
 * parties have all arrived waits for the advance. Phase numbers, counts and exceptions are the
 * JDK's.
 */
public final class PhaserTier implements PhaserOperations {

  private final ModelledPhaser tree;
  private final @Nullable PhaserTier parent;
  private final String name;
  private int parties;
  private int unarrived;
  /** The phase this child last saw, which lags the root's after an advance; unused at the root. */
  private int phase;
  private int children;

  private PhaserTier(ModelledPhaser tree, @Nullable PhaserTier parent, String name, int parties) {
    this.tree = tree;
    this.parent = parent;
    this.name = name;
    this.parties = PhaserOperations.requireParties(parties);
    this.unarrived = parties;
  }

  /**
   * Creates the root of a tree, a line called {@code name}, with {@code parties} registered and
   * {@code advance} as its {@code onAdvance}.
   *
   * @throws IllegalArgumentException if {@code parties} is negative or above the JDK's limit
   */
  public static PhaserTier root(int parties, Advance advance, @Nullable String name) {
    PhaserOperations.requireParties(parties);
    ModelledPhaser tree = new ModelledPhaser(advance, name);
    return new PhaserTier(tree, null, tree.name(), parties);
  }

  /**
   * Creates a child of this phaser with {@code parties} registered, called after this one; with
   * parties, the child registers with this one first, which is an event (and waits, as the JDK's,
   * while this one's parties have all arrived and the root has not advanced).
   *
   * @throws IllegalArgumentException if {@code parties} is negative or above the JDK's limit
   */
  public PhaserTier child(int parties) {
    PhaserOperations.requireParties(parties);
    tree.checkCaller();
    PhaserTier child = new PhaserTier(tree, this, name + "/" + ++children, parties);
    if (parties != 0) {
      child.phase = registerWaiting(this, 1, "register");
    }
    return child;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void checkCaller() {
    tree.checkCaller();
  }

  @Override
  public int register() {
    return registerWaiting(this, 1, "register");
  }

  @Override
  public int bulkRegister(int registrations) {
    if (registrations < 0) {
      throw new IllegalArgumentException("negative registrations: " + registrations);
    }
    if (registrations == 0) {
      tree.change("bulkRegister");
      return tree.phase();
    }
    return registerWaiting(this, registrations, "bulkRegister");
  }

  /**
   * Registers {@code registrations} parties at {@code tier} by the event {@code operation}; while
   * the registration must wait out an advance, waits for it and issues the event again, as the
   * JDK's loop does. Returns the phase the parties arrive in (negative if terminated).
   */
  private int registerWaiting(PhaserTier tier, int registrations, String operation) {
    for (;;) {
      tree.change(operation);
      OptionalInt registered = tier.tryRegister(registrations);
      if (registered.isPresent()) {
        return registered.getAsInt();
      }
      tree.parkUntilAdvance(tree.phase());
    }
  }

  /**
   * Registers {@code registrations} parties here, and this phaser with its parent if it had none;
   * returns the phase they arrive in, or nothing, having changed nothing, if a phaser on the way
   * has all its parties arrived, so that the registration must wait for the root's advance.
   */
  private OptionalInt tryRegister(int registrations) {
    int current = reconciledPhase();
    if (registrations > MAX_PARTIES - parties) {
      throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES
          + " parties for " + this);
    }
    if (current < 0) {
      return OptionalInt.of(current);
    }
    if (parties != 0) {
      if (unarrived == 0) {
        return OptionalInt.empty();
      }
    } else if (parent != null) {
      OptionalInt withParent = parent.tryRegister(1);
      if (withParent.isEmpty() || withParent.getAsInt() < 0) {
        return withParent;
      }
      current = withParent.getAsInt();
      phase = current;
    }
    parties += registrations;
    unarrived += registrations;
    return OptionalInt.of(current);
  }

  @Override
  public int arrive() {
    tree.change("arrive");
    return arrived(false);
  }

  @Override
  public int arriveAndDeregister() {
    tree.change("arriveAndDeregister");
    return arrived(true);
  }

  /**
   * Counts the caller's arrival here, deregistering it if asked, and returns the arrival phase.
   * The last arrival at a child arrives at its parent, deregistering the child if it has no party
   * left; the last at the root advances the phase.
   */
  private int arrived(boolean deregister) {
    int arrival = reconciledPhase();
    if (arrival < 0) {
      return arrival;
    }
    countArrival(deregister);
    if (unarrived > 0) {
      return arrival;
    }
    if (parent != null) {
      return parent.arrived(parties == 0);
    }
    advanceRoot(arrival);
    return arrival;
  }

  @Override
  public int arriveAndAwaitAdvance() {
    tree.change("arriveAndAwaitAdvance");
    return arrivedAndAwaited();
  }

  /**
   * Counts the caller's arrival and waits for the advance: the last arrival at a child arrives and
   * waits at its parent; the last at the root advances and returns the next phase, positive even
   * if {@code onAdvance} terminated the phaser, as the JDK's does.
   */
  private int arrivedAndAwaited() {
    int arrival = reconciledPhase();
    if (arrival < 0) {
      return arrival;
    }
    countArrival(false);
    if (unarrived > 0) {
      tree.parkUntilAdvance(arrival);
      return tree.phase();
    }
    if (parent != null) {
      return parent.arrivedAndAwaited();
    }
    advanceRoot(arrival);
    return (arrival + 1) & Integer.MAX_VALUE;
  }

  private void countArrival(boolean deregister) {
    if (unarrived <= 0) {
      throw new IllegalStateException("Attempted arrival of unregistered party for " + this);
    }
    unarrived--;
    if (deregister) {
      parties--;
    }
  }

  /**
   * Advances the tree from phase {@code arrival}, this being the root; its parties are all to
   * arrive again, unless it terminated (the JDK's counts then). If {@code onAdvance} throws, the
   * counts stay as they are, every party arrived, as the JDK's.
   */
  private void advanceRoot(int arrival) {
    boolean terminated = tree.advance(arrival, parties);
    unarrived = terminated ? 0 : parties;
  }

  /**
   * Returns the root's phase, first catching this child's counts up with the root's advance if
   * they lag it, as the JDK's {@code reconcileState}: every party is to arrive again.
   */
  private int reconciledPhase() {
    int current = tree.phase();
    if (parent != null && phase != current) {
      phase = current;
      if (current >= 0) {
        unarrived = parties;
      }
    }
    return current;
  }

  @Override
  public int awaitAdvance(int awaited) {
    return tree.awaitAdvance(awaited);
  }

  @Override
  public int awaitAdvanceInterruptibly(int awaited) throws InterruptedException {
    return tree.awaitAdvanceInterruptibly(awaited);
  }

  @Override
  public int awaitAdvanceInterruptibly(int awaited, long timeout, TimeUnit unit)
      throws InterruptedException, TimeoutException {
    return tree.awaitAdvanceInterruptibly(awaited, timeout, unit);
  }

  @Override
  public void forceTermination() {
    tree.forceTermination();
  }

  @Override
  public int getPhase() {
    tree.query("getPhase");
    return tree.phase();
  }

  @Override
  public int getRegisteredParties() {
    tree.query("getRegisteredParties");
    return parties;
  }

  @Override
  public int getArrivedParties() {
    tree.query("getArrivedParties");
    reconciledPhase();
    return parties - unarrived;
  }

  @Override
  public int getUnarrivedParties() {
    tree.query("getUnarrivedParties");
    reconciledPhase();
    return unarrived;
  }

  @Override
  public boolean isTerminated() {
    tree.query("isTerminated");
    return tree.terminated();
  }

  /** Returns the name and the state, like the JDK's; not an event. */
  @Override
  public String toString() {
    int current = reconciledPhase();
    return "Phaser " + name + "[phase = " + current + " parties = " + parties + " arrived = "
        + (parties - unarrived) + "]";
  }
}
