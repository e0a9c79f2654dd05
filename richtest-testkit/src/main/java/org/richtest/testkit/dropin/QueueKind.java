package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.concurrent.ArrayBlockingQueue;
import org.richtest.sync.concurrent.LinkedBlockingQueue;
import org.richtest.testkit.reference.LockBasedQueue;

/**
 * Blocking queues: an {@code ArrayBlockingQueue} of capacity 1 or 2 (parameter 1, 2) or a {@code
 * LinkedBlockingQueue} of that capacity (parameter 3, 4); the reference is {@link LockBasedQueue}.
 */
final class QueueKind implements DropInKind {

  private static final String[] BOTH = {
    "put", "put", "take", "take", "offer", "poll", "peek", "size", "add", "remove", "drainTo",
    "remainingCapacity", "contains"
  };
  private static final String[] NATIVE_ONLY = {"offer(timed)", "poll(timed)", "clear"};

  @Override
  public String name() {
    return "queue";
  }

  @Override
  public boolean hasReference() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 1 + random.nextInt(4);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    int capacity = 1 + (parameter - 1) % 2;
    if (model == Model.REFERENCE) {
      return new LockBasedQueue<Integer>(capacity, name);
    }
    return parameter > 2
        ? new LinkedBlockingQueue<Integer>(capacity, name)
        : new ArrayBlockingQueue<Integer>(capacity, name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    int choices = BOTH.length + (context.reference() ? 0 : NATIVE_ONLY.length);
    int pick = random.nextInt(choices);
    String operation = pick < BOTH.length ? BOTH[pick] : NATIVE_ONLY[pick - BOTH.length];
    return new Step(object, operation, 1 + random.nextInt(9));
  }

  @Override
  @SuppressWarnings("unchecked")
  public String perform(Object target, Step step, Body body) throws Exception {
    BlockingQueue<Integer> queue = (BlockingQueue<Integer>) target;
    int value = step.argument();
    return switch (step.operation()) {
      case "put" -> {
        queue.put(value);
        yield "";
      }
      case "take" -> String.valueOf(queue.take());
      case "offer" -> String.valueOf(queue.offer(value));
      case "offer(timed)" -> String.valueOf(queue.offer(value, 1, TimeUnit.SECONDS));
      case "poll" -> String.valueOf(queue.poll());
      case "poll(timed)" -> String.valueOf(queue.poll(1, TimeUnit.SECONDS));
      case "peek" -> String.valueOf(queue.peek());
      case "size" -> String.valueOf(queue.size());
      case "remainingCapacity" -> String.valueOf(queue.remainingCapacity());
      case "contains" -> String.valueOf(queue.contains(value));
      case "add" -> {
        try {
          yield String.valueOf(queue.add(value));
        } catch (IllegalStateException full) {
          yield "full";
        }
      }
      case "remove" -> {
        try {
          yield String.valueOf(queue.remove());
        } catch (NoSuchElementException empty) {
          yield "empty";
        }
      }
      case "drainTo" -> {
        List<Integer> drained = new ArrayList<>();
        queue.drainTo(drained, 1 + value % 2);
        yield drained.toString();
      }
      case "clear" -> {
        queue.clear();
        yield "";
      }
      default -> throw new IllegalArgumentException("no queue operation " + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return Arrays.toString(((BlockingQueue<?>) target).toArray());
  }
}
