package org.richtest.testkit.dropin;

import java.util.List;
import java.util.SplittableRandom;

/**
 * What a kind may consult while drawing a step: the program's model, its objects' kinds, the locks
 * held where the step goes, how deep in bodies it is, and how to draw a nested body.
 *
 * @param model the implementation the program runs on
 * @param kinds the kind of every object of the program
 * @param held the objects (locks) held at the step's position, innermost last
 * @param depth how many bodies enclose the step
 */
public record StepContext(Model model, List<DropInKind> kinds, List<Integer> held, int depth) {

  /** Returns whether the program runs on the reference model. */
  public boolean reference() {
    return model == Model.REFERENCE;
  }

  /** Returns the context inside a body that holds {@code object}. */
  public StepContext holding(int object) {
    List<Integer> inside = new java.util.ArrayList<>(held);
    inside.add(object);
    return new StepContext(model, kinds, List.copyOf(inside), depth + 1);
  }

  /** Returns a random body of up to {@code most} steps drawn in this context. */
  public List<Step> randomBody(SplittableRandom random, int most) {
    return DropInGenerator.body(random, this, random.nextInt(most + 1));
  }
}
