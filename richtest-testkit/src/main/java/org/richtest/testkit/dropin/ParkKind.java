package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.RichThread;

/**
 * {@code LockSupport.park/unpark} among the program's threads, with the permit: a thread parks
 * (untimed, or timed, which may return at any point), or unparks one of them (itself included),
 * whose permit then lets its next park return at once. An untimed park nobody unparks is a deadlock
 * the oracle finds too. No reference model.
 */
final class ParkKind implements DropInKind {

  private static final String[] OPERATIONS = {"park", "park(timed)", "unpark", "unpark"};

  @Override
  public String name() {
    return "park";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 0;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new InterruptKind.ThreadTable();
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(3));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    InterruptKind.ThreadTable threads = (InterruptKind.ThreadTable) target;
    return switch (step.operation()) {
      case "park" -> SemaphoreKind.done(RichThread::park);
      case "park(timed)" -> SemaphoreKind.done(() -> RichThread.parkNanos(1_000));
      case "unpark" -> SemaphoreKind.done(threads.thread(step.argument())::unpark);
      default -> throw new IllegalArgumentException("no park operation " + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
