package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.concurrent.Semaphore;
import org.richtest.testkit.reference.LockBasedSemaphore;

/** Semaphores of 0 to 2 initial permits; the reference is {@link LockBasedSemaphore}. */
final class SemaphoreKind implements DropInKind {

  private static final String[] BOTH = {
    "acquire", "acquire", "acquireUninterruptibly", "release", "release", "tryAcquire",
    "availablePermits", "drainPermits"
  };
  private static final String[] NATIVE_ONLY = {"tryAcquire(timed)"};

  @Override
  public String name() {
    return "semaphore";
  }

  @Override
  public boolean hasReference() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(3);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return model == Model.REFERENCE
        ? new LockBasedSemaphore(parameter, name)
        : new Semaphore(parameter, name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    int choices = BOTH.length + (context.reference() ? 0 : NATIVE_ONLY.length);
    int pick = random.nextInt(choices);
    String operation = pick < BOTH.length ? BOTH[pick] : NATIVE_ONLY[pick - BOTH.length];
    return new Step(object, operation, random.nextInt(4) == 0 ? 2 : 1);
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    int n = step.argument();
    if (target instanceof LockBasedSemaphore reference) {
      return switch (step.operation()) {
        case "acquire" -> done(() -> reference.acquire(n));
        case "acquireUninterruptibly" -> done(() -> reference.acquireUninterruptibly(n));
        case "release" -> done(() -> reference.release(n));
        case "tryAcquire" -> String.valueOf(reference.tryAcquire(n));
        case "availablePermits" -> String.valueOf(reference.availablePermits());
        case "drainPermits" -> String.valueOf(reference.drainPermits());
        default -> throw new IllegalArgumentException("no reference operation " + step.operation());
      };
    }
    Semaphore semaphore = (Semaphore) target;
    return switch (step.operation()) {
      case "acquire" -> done(() -> semaphore.acquire(n));
      case "acquireUninterruptibly" -> done(() -> semaphore.acquireUninterruptibly(n));
      case "release" -> done(() -> semaphore.release(n));
      case "tryAcquire" -> String.valueOf(semaphore.tryAcquire(n));
      case "tryAcquire(timed)" -> String.valueOf(semaphore.tryAcquire(n, 1, TimeUnit.SECONDS));
      case "availablePermits" -> String.valueOf(semaphore.availablePermits());
      case "drainPermits" -> String.valueOf(semaphore.drainPermits());
      default -> throw new IllegalArgumentException("no semaphore operation " + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return String.valueOf(target instanceof LockBasedSemaphore reference
        ? reference.availablePermits()
        : ((Semaphore) target).availablePermits());
  }

  /** Runs an operation with no result and returns the empty observation. */
  static String done(Body operation) throws Exception {
    operation.run();
    return "";
  }
}
