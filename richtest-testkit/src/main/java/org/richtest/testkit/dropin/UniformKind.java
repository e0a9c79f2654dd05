package org.richtest.testkit.dropin;

import java.util.SplittableRandom;

/**
 * A kind with no reference model and no creation parameter whose steps are drawn uniformly from a
 * fixed list of operations, without a body: the shape of the loop kinds, which differ only in
 * what their operations do.
 */
interface UniformKind extends DropInKind {

  /** Returns the operations a step is drawn from; one listed twice is drawn twice as often. */
  String[] operations();

  @Override
  default boolean hasReference() {
    return false;
  }

  @Override
  default int randomParameter(SplittableRandom random) {
    return 0;
  }

  @Override
  default Step randomStep(SplittableRandom random, int object, StepContext context) {
    String[] operations = operations();
    return new Step(object, operations[random.nextInt(operations.length)], 0);
  }
}
