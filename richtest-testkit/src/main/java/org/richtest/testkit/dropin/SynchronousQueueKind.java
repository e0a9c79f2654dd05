package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.concurrent.SynchronousQueue;

/** Synchronous queues: hand-overs by {@code put}/{@code take}, timed or not. No reference model. */
final class SynchronousQueueKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "put", "put", "take", "take", "offer", "poll", "offer(timed)", "poll(timed)"
  };

  @Override
  public String name() {
    return "syncQueue";
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
    return new SynchronousQueue<Integer>(name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], 1 + random.nextInt(9));
  }

  @Override
  @SuppressWarnings("unchecked")
  public String perform(Object target, Step step, Body body) throws Exception {
    SynchronousQueue<Integer> queue = (SynchronousQueue<Integer>) target;
    int value = step.argument();
    return switch (step.operation()) {
      case "put" -> SemaphoreKind.done(() -> queue.put(value));
      case "take" -> String.valueOf(queue.take());
      case "offer" -> String.valueOf(queue.offer(value));
      case "poll" -> String.valueOf(queue.poll());
      case "offer(timed)" -> String.valueOf(queue.offer(value, 1, TimeUnit.SECONDS));
      case "poll(timed)" -> String.valueOf(queue.poll(1, TimeUnit.SECONDS));
      default -> throw new IllegalArgumentException("no synchronous queue operation "
          + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
