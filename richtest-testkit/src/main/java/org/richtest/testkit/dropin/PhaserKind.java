package org.richtest.testkit.dropin;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.richtest.sync.concurrent.Phaser;

/**
 * Phasers of 0 to 2 parties: registering, the three arrivals, waiting for phase 0 or 1 to advance
 * (untimed, which may wait for ever, and timed), the queries and forced termination. An arrival of
 * an unregistered party and a timeout are observed, not thrown. Tiered, each object is a root of 0
 * to 2 parties and a child of one under it, and each step is on either: the child's arrivals reach
 * the root when its parties have all arrived, it leaves the root when its last party deregisters,
 * and a registration at a child whose parties have all arrived waits for the root's advance. No
 * reference model.
 */
final class PhaserKind implements DropInKind {

  private static final String CHILD = "child ";

  /** A root and its child, a tiered object. */
  private record Tree(Phaser root, Phaser child) {}

  private final boolean tiered;

  /** The kind of single phasers. */
  PhaserKind() {
    this(false);
  }

  /** The kind of single phasers, or with {@code tiered} of trees of two. */
  PhaserKind(boolean tiered) {
    this.tiered = tiered;
  }

  private static final List<String> OPERATIONS = List.of(
      "register", "arrive", "arrive", "arriveAndDeregister", "arriveAndAwaitAdvance",
      "arriveAndAwaitAdvance", "awaitAdvance", "awaitAdvance(timed)", "getPhase",
      "getArrivedParties", "forceTermination");

  @Override
  public String name() {
    return tiered ? "tieredPhaser" : "phaser";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(3);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    Phaser root = new Phaser(parameter, name);
    return tiered ? new Tree(root, new Phaser(root, 1)) : root;
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    String operation = OPERATIONS.get(random.nextInt(OPERATIONS.size()));
    if (tiered && random.nextBoolean()) {
      operation = CHILD + operation;
    }
    return new Step(object, operation, random.nextInt(2));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    String operation = step.operation();
    if (target instanceof Tree tree) {
      return operation.startsWith(CHILD)
          ? perform(tree.child(), operation.substring(CHILD.length()), step.argument())
          : perform(tree.root(), operation, step.argument());
    }
    return perform((Phaser) target, operation, step.argument());
  }

  /**
   * Performs {@code operation}, one of {@link #OPERATIONS}, on {@code phaser} with {@code
   * argument} (a phase to wait for) and returns what it observed.
   */
  private static String perform(Phaser phaser, String operation, int argument) throws Exception {
    try {
      return String.valueOf(switch (operation) {
        case "register" -> phaser.register();
        case "arrive" -> phaser.arrive();
        case "arriveAndDeregister" -> phaser.arriveAndDeregister();
        case "arriveAndAwaitAdvance" -> phaser.arriveAndAwaitAdvance();
        case "awaitAdvance" -> phaser.awaitAdvance(argument);
        case "awaitAdvance(timed)" ->
            phaser.awaitAdvanceInterruptibly(argument, 1, TimeUnit.SECONDS);
        case "getPhase" -> phaser.getPhase();
        case "getArrivedParties" -> phaser.getArrivedParties();
        case "forceTermination" -> {
          phaser.forceTermination();
          yield "terminated";
        }
        default -> throw new IllegalArgumentException("no phaser operation " + operation);
      });
    } catch (IllegalStateException | TimeoutException e) {
      return e.getClass().getSimpleName();
    }
  }

  @Override
  public String finalState(Object target) {
    if (target instanceof Tree tree) {
      return "phase=" + tree.root().getPhase() + " parties=" + tree.root().getRegisteredParties()
          + "/" + tree.child().getRegisteredParties();
    }
    Phaser phaser = (Phaser) target;
    return "phase=" + phaser.getPhase() + " parties=" + phaser.getRegisteredParties();
  }
}
