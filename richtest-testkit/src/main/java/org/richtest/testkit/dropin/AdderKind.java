package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.concurrent.LongAccumulator;
import org.richtest.sync.concurrent.LongAdder;

/**
 * Adders: a {@code LongAdder} (parameter 0) or a {@code LongAccumulator} of the maximum (1), with
 * updates, sums and resets; one shared variable each. No reference model.
 */
final class AdderKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "add", "add", "increment", "sum", "sum", "reset", "sumThenReset"
  };

  @Override
  public String name() {
    return "adder";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public boolean isSharedVariable() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(2);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return parameter == 0 ? new LongAdder(name) : new LongAccumulator(Long::max, 0, name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], 1 + random.nextInt(2));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    long v = step.argument();
    if (target instanceof LongAdder adder) {
      return switch (step.operation()) {
        case "add" -> SemaphoreKind.done(() -> adder.add(v));
        case "increment" -> SemaphoreKind.done(adder::increment);
        case "sum" -> String.valueOf(adder.sum());
        case "reset" -> SemaphoreKind.done(adder::reset);
        default -> String.valueOf(adder.sumThenReset());
      };
    }
    LongAccumulator max = (LongAccumulator) target;
    return switch (step.operation()) {
      case "add", "increment" -> SemaphoreKind.done(() -> max.accumulate(v));
      case "sum" -> String.valueOf(max.get());
      case "reset" -> SemaphoreKind.done(max::reset);
      default -> String.valueOf(max.getThenReset());
    };
  }

  @Override
  public String finalState(Object target) {
    return target.toString();
  }
}
