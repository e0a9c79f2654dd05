package org.richtest.testkit.dropin;

import java.time.Duration;
import java.util.SplittableRandom;
import org.richtest.sync.RichThread;

/**
 * Timed joins (docs/decisions.md, "Timed joins"): a thread joins another with a timeout, which
 * expires or not before that thread's end, joins it in {@code while (t.isAlive()) t.join(100)},
 * which ends as a timed deadlock if that thread never ends, or asks whether it is alive. Programs
 * with this kind must be explored with {@code withThreadEnds(true)} where they are not started
 * over (work items, parallel workers). No reference model.
 */
final class TimedJoinKind implements DropInKind {

  private static final String[] OPERATIONS = {"join(timed)", "join(timed)", "joinLoop", "isAlive"};
  private static final Duration TIMEOUT = Duration.ofMillis(100);

  @Override
  public String name() {
    return "timed joins";
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
    RichThread thread = ThreadEndKind.other(threads, step.argument());
    return switch (step.operation()) {
      case "join(timed)" -> String.valueOf(thread.join(TIMEOUT));
      case "joinLoop" -> SemaphoreKind.done(() -> {
        while (thread.isAlive()) {
          thread.join(TIMEOUT.toMillis());
        }
      });
      case "isAlive" -> String.valueOf(thread.isAlive());
      default -> throw new IllegalArgumentException("no timed join operation " + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
