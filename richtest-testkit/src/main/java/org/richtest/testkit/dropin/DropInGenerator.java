package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Generates small random programs over drop-ins from a seed: one to three objects of the given kinds,
 * two or three threads of one to three steps each (bodies inside locks included), or two threads of
 * one step each when an object's kind {@linkplain DropInKind#startsThreads starts threads}. The
 * same seed and kinds always give the same program.
 */
public final class DropInGenerator {

  private DropInGenerator() {}

  /**
   * Returns the program for {@code seed} over objects of {@code kinds}, using only operations {@code
   * model} has.
   *
   * @throws IllegalArgumentException if {@code kinds} is empty
   */
  public static DropInProgram generate(long seed, List<DropInKind> kinds, Model model) {
    if (kinds.isEmpty()) {
      throw new IllegalArgumentException("no drop-in kinds to generate from");
    }
    SplittableRandom random = new SplittableRandom(seed);
    int count = 1 + random.nextInt(3);
    List<DropInProgram.ObjectSpec> objects = new ArrayList<>();
    List<DropInKind> objectKinds = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      DropInKind kind = kinds.get(random.nextInt(kinds.size()));
      objects.add(new DropInProgram.ObjectSpec(kind, kind.randomParameter(random)));
      objectKinds.add(kind);
    }
    StepContext context = new StepContext(model, List.copyOf(objectKinds), List.of(), 0);
    boolean small = objectKinds.stream().anyMatch(DropInKind::startsThreads);
    int threads = small ? 2 : 2 + random.nextInt(2);
    List<List<Step>> bodies = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      bodies.add(body(random, context, small ? 1 : 1 + random.nextInt(threads == 3 ? 2 : 3)));
    }
    return new DropInProgram(objects, bodies, model);
  }

  /** Returns {@code length} random steps drawn in {@code context}. */
  static List<Step> body(SplittableRandom random, StepContext context, int length) {
    List<Step> steps = new ArrayList<>();
    int objects = context.kinds().size();
    for (int i = 0; i < length; i++) {
      int object = random.nextInt(objects);
      steps.add(context.kinds().get(object).randomStep(random, object, context));
    }
    return steps;
  }
}
