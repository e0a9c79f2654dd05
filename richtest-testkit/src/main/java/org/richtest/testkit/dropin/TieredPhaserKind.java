package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.concurrent.Phaser;

/**
 * Trees of two phasers: a root of 0 to 2 parties and a child of one party under it, each step one
 * of {@link PhaserKind}'s operations on the root or on the child. The child's arrivals reach the
 * root when its parties have all arrived, it leaves the root when its last party deregisters, and a
 * registration at a child whose parties have all arrived waits for the root's advance. No reference
 * model.
 */
final class TieredPhaserKind implements DropInKind {

  private static final String CHILD = "child ";

  /** A root and its child. */
  private record Tree(Phaser root, Phaser child) {}

  @Override
  public String name() {
    return "tieredPhaser";
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
    return new Tree(root, new Phaser(root, 1));
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    String operation =
        PhaserKind.OPERATIONS.get(random.nextInt(PhaserKind.OPERATIONS.size()));
    return new Step(object, random.nextBoolean() ? CHILD + operation : operation,
        random.nextInt(2));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Tree tree = (Tree) target;
    String operation = step.operation();
    return operation.startsWith(CHILD)
        ? PhaserKind.perform(tree.child(), operation.substring(CHILD.length()), step.argument())
        : PhaserKind.perform(tree.root(), operation, step.argument());
  }

  @Override
  public String finalState(Object target) {
    Tree tree = (Tree) target;
    return "phase=" + tree.root().getPhase() + " parties=" + tree.root().getRegisteredParties()
        + "/" + tree.child().getRegisteredParties();
  }
}
