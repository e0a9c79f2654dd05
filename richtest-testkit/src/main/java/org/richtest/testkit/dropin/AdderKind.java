package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.concurrent.DoubleAccumulator;
import org.richtest.sync.concurrent.DoubleAdder;
import org.richtest.sync.concurrent.LongAccumulator;
import org.richtest.sync.concurrent.LongAdder;

/**
 * Adders: a {@code LongAdder} (parameter 0) or a {@code LongAccumulator} of the maximum (1), with
 * updates, sums and resets; one shared variable each; of doubles ({@code DoubleAdder}, {@code
 * DoubleAccumulator}) when made {@linkplain #AdderKind(boolean) so}. No reference model.
 */
final class AdderKind implements DropInKind {

  private final boolean doubles;

  /** Creates the kind of the long adders. */
  AdderKind() {
    this(false);
  }

  /** Creates the kind of the adders of doubles if {@code doubles}, else of longs. */
  AdderKind(boolean doubles) {
    this.doubles = doubles;
  }

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
    if (doubles) {
      return parameter == 0 ? new DoubleAdder(name) : new DoubleAccumulator(Math::max, 0, name);
    }
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
    if (target instanceof DoubleAdder adder) {
      return switch (step.operation()) {
        case "add", "increment" -> SemaphoreKind.done(() -> adder.add(v));
        case "sum" -> String.valueOf(adder.sum());
        case "reset" -> SemaphoreKind.done(adder::reset);
        default -> String.valueOf(adder.sumThenReset());
      };
    }
    if (target instanceof DoubleAccumulator max) {
      return switch (step.operation()) {
        case "add", "increment" -> SemaphoreKind.done(() -> max.accumulate(v));
        case "sum" -> String.valueOf(max.get());
        case "reset" -> SemaphoreKind.done(max::reset);
        default -> String.valueOf(max.getThenReset());
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
