package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.AtomicBoolean;
import org.richtest.sync.concurrent.LinkedBlockingQueue;

/**
 * A flag polled around a timed call on an object: {@code while (!flag.get()) parkNanos(…)} and
 * {@code while (!flag.get()) queue.poll(…)} on the polling thread's own queue, beside the flag's
 * setters and clearers, unparks, offers to a thread's queue and untimed polls of it. A timed call
 * that times out keeps the poller's turn, which then waits for a write of the flag or an event of
 * the object (docs/decisions.md, "Spin loops"), so a loop nothing ends is a timed deadlock, which
 * the oracle finds too. Each thread polls only its own queue and parks only on its own permit:
 * two loops timing out on one object wake each other (the guide's known gaps). No reference model.
 */
final class TimedSpinKind implements UniformKind {

  /** How many threads' queues an object has: a program's threads, at most. */
  private static final int QUEUES = 3;

  private static final String[] OPERATIONS = {
    "parkUntilSet", "pollUntilSet", "set", "set", "clear", "unpark", "offer", "poll"
  };

  /** The flag polled, the threads to unpark and one queue per thread. */
  record TimedSpin(
      AtomicBoolean flag, InterruptKind.ThreadTable threads, LinkedBlockingQueue<Integer>[] queues) {

    LinkedBlockingQueue<Integer> queueOf(int thread) {
      return queues[thread % QUEUES];
    }

    LinkedBlockingQueue<Integer> own() {
      String thread = Thread.currentThread().getName(); // the program's T<n>, on a carrier too
      return queueOf(Integer.parseInt(thread.substring(thread.lastIndexOf('T') + 1)));
    }
  }

  @Override
  public String name() {
    return "timed spin";
  }

  @Override
  public String[] operations() {
    return OPERATIONS;
  }

  @Override
  public boolean isSharedVariable() {
    return true;
  }

  @Override
  @SuppressWarnings("unchecked")
  public Object create(int parameter, String name, Model model) {
    LinkedBlockingQueue<Integer>[] queues = new LinkedBlockingQueue[QUEUES];
    for (int i = 0; i < QUEUES; i++) {
      queues[i] = new LinkedBlockingQueue<>(Integer.MAX_VALUE, name + ".q" + i);
    }
    return new TimedSpin(new AtomicBoolean(false, name), new InterruptKind.ThreadTable(), queues);
  }

  /** A step with a thread to unpark or whose queue to offer to or poll. */
  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(QUEUES));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    TimedSpin spin = (TimedSpin) target;
    switch (step.operation()) {
      case "parkUntilSet" -> {
        while (!spin.flag().get()) {
          RichThread.parkNanos(1_000);
        }
      }
      case "pollUntilSet" -> {
        while (!spin.flag().get()) {
          spin.own().poll(1, TimeUnit.MILLISECONDS);
        }
      }
      case "set" -> spin.flag().set(true);
      case "clear" -> spin.flag().set(false);
      case "unpark" -> spin.threads().thread(step.argument()).unpark();
      case "offer" -> spin.queueOf(step.argument()).offer(step.argument());
      case "poll" -> {
        return String.valueOf(spin.queueOf(step.argument()).poll());
      }
      default -> throw new IllegalArgumentException("no timed spin operation " + step.operation());
    }
    return "";
  }

  @Override
  public String finalState(Object target) {
    TimedSpin spin = (TimedSpin) target;
    StringBuilder state = new StringBuilder(String.valueOf(spin.flag().get()));
    for (LinkedBlockingQueue<Integer> queue : spin.queues()) {
      state.append(',').append(queue.size());
    }
    return state.toString();
  }
}
