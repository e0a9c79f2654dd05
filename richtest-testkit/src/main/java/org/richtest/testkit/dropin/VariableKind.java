package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.SharedInt;
import org.richtest.sync.SharedVariable;

/**
 * Shared variables: a {@link SharedInt} (parameter 0) or a {@link SharedVariable} of integers (1),
 * with reads, writes and read-modify-writes, and reads whose value decides what the thread does
 * next. No reference model.
 */
final class VariableKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "get", "get", "get", "set", "set", "incrementAndGet", "compareAndSet", "getIfEven"
  };

  @Override
  public String name() {
    return "variable";
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
    return parameter == 0 ? new SharedInt(0, name) : new SharedVariable<Integer>(0, name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    String operation = OPERATIONS[random.nextInt(OPERATIONS.length)];
    java.util.List<Step> body = operation.equals("getIfEven") && context.depth() < 1
        ? context.holding(-1).randomBody(random, 1)
        : java.util.List.of();
    return new Step(object, operation, 1 + random.nextInt(3), body);
  }

  @Override
  @SuppressWarnings("unchecked")
  public String perform(Object target, Step step, Body body) throws Exception {
    int v = step.argument();
    if (target instanceof SharedInt x) {
      return switch (step.operation()) {
        case "get" -> String.valueOf(x.get());
        case "set" -> SemaphoreKind.done(() -> x.set(v));
        case "incrementAndGet" -> String.valueOf(x.incrementAndGet());
        case "compareAndSet" -> String.valueOf(x.compareAndSet(v % 2, v));
        default -> branch(x.get(), body);
      };
    }
    SharedVariable<Integer> x = (SharedVariable<Integer>) target;
    return switch (step.operation()) {
      case "get" -> String.valueOf(x.get());
      case "set" -> SemaphoreKind.done(() -> x.set(v));
      case "incrementAndGet" -> String.valueOf(x.updateAndGet(old -> old + 1));
      case "compareAndSet" -> String.valueOf(x.compareAndSet(x.get(), v));
      default -> branch(x.get(), body);
    };
  }

  /** Runs the body only if the value read is even: later events depend on the read. */
  private static String branch(int read, Body body) throws Exception {
    if (read % 2 == 0) {
      body.run();
    }
    return String.valueOf(read);
  }

  @Override
  public String finalState(Object target) {
    return target.toString();
  }
}
