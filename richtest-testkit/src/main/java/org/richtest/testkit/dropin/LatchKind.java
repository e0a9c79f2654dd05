package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.concurrent.CountDownLatch;
import org.richtest.testkit.reference.LockBasedCountDownLatch;

/** Count-down latches of count 1 or 2; the reference is {@link LockBasedCountDownLatch}. */
final class LatchKind implements DropInKind {

  private static final String[] BOTH = {"countDown", "countDown", "await", "getCount"};
  private static final String[] NATIVE_ONLY = {"await(timed)"};

  @Override
  public String name() {
    return "latch";
  }

  @Override
  public boolean hasReference() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 1 + random.nextInt(2);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return model == Model.REFERENCE
        ? new LockBasedCountDownLatch(parameter, name)
        : new CountDownLatch(parameter, name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    int choices = BOTH.length + (context.reference() ? 0 : NATIVE_ONLY.length);
    int pick = random.nextInt(choices);
    return new Step(object, pick < BOTH.length ? BOTH[pick] : NATIVE_ONLY[pick - BOTH.length], 0);
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    if (target instanceof LockBasedCountDownLatch reference) {
      return switch (step.operation()) {
        case "countDown" -> SemaphoreKind.done(reference::countDown);
        case "await" -> SemaphoreKind.done(reference::await);
        case "getCount" -> String.valueOf(reference.getCount());
        default -> throw new IllegalArgumentException("no reference operation " + step.operation());
      };
    }
    CountDownLatch latch = (CountDownLatch) target;
    return switch (step.operation()) {
      case "countDown" -> SemaphoreKind.done(latch::countDown);
      case "await" -> SemaphoreKind.done(latch::await);
      case "await(timed)" -> String.valueOf(latch.await(1, TimeUnit.SECONDS));
      case "getCount" -> String.valueOf(latch.getCount());
      default -> throw new IllegalArgumentException("no latch operation " + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return String.valueOf(target instanceof LockBasedCountDownLatch reference
        ? reference.getCount()
        : ((CountDownLatch) target).getCount());
  }
}
