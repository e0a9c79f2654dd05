package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import java.util.TimerTask;
import org.richtest.sync.concurrent.Timer;

/**
 * A {@code java.util.Timer} running one-shot tasks after a delay (a step's argument, 0 to 2 tens of
 * milliseconds), whose expiry races with every other event: the steps schedule a task, which is
 * one step on the program's objects as {@link ExecutorKind}'s, cancel the timer, or purge it. A
 * task scheduled on a cancelled timer is refused with {@code IllegalStateException}, observed. No
 * reference model.
 */
final class TimerKind implements DropInKind {

  private static final String[] WITHOUT = {"cancel", "purge"};

  @Override
  public String name() {
    return "timer";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public boolean startsThreads() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 0;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new Timer(name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    if (context.depth() > 0 || random.nextInt(3) == 0) {
      return new Step(object, WITHOUT[random.nextInt(WITHOUT.length)], 0);
    }
    return new Step(object, "schedule", random.nextInt(3), ExecutorKind.taskBody(random, context));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Timer timer = (Timer) target;
    return switch (step.operation()) {
      case "schedule" -> {
        try {
          timer.schedule(task(body), 10L * step.argument());
          yield "";
        } catch (IllegalStateException cancelled) {
          yield "IllegalStateException";
        }
      }
      case "cancel" -> SemaphoreKind.done(timer::cancel);
      case "purge" -> String.valueOf(timer.purge());
      default -> throw new IllegalArgumentException("no timer operation " + step.operation());
    };
  }

  /** A task running {@code body}: the JDK's class, as a program subclasses it. */
  private static TimerTask task(Body body) {
    return new TimerTask() {
      @Override
      public void run() {
        try {
          body.run();
        } catch (Exception e) {
          throw new IllegalStateException("a generated task threw", e);
        }
      }
    };
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
