package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.richtest.sync.concurrent.CyclicBarrier;

/**
 * Cyclic barriers of one to three parties whose action does nothing, counts trips, or counts and
 * throws (parameter {@code parties + 10 * action}). No reference model.
 */
final class BarrierKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "await", "await", "await(timed)", "getNumberWaiting", "isBroken", "reset"
  };

  /** A barrier and the trips its action counted. */
  private record Counted(CyclicBarrier barrier, int[] trips) {}

  @Override
  public String name() {
    return "barrier";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 1 + random.nextInt(3) + 10 * random.nextInt(3);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    int[] trips = {0};
    int action = parameter / 10;
    Runnable count = () -> {
      trips[0]++;
      if (action == 2) {
        throw new IllegalStateException("barrier action");
      }
    };
    return new Counted(new CyclicBarrier(parameter % 10, action == 0 ? null : count, name), trips);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], 0);
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    CyclicBarrier barrier = ((Counted) target).barrier();
    try {
      return switch (step.operation()) {
        case "await" -> String.valueOf(barrier.await());
        case "await(timed)" -> String.valueOf(barrier.await(1, TimeUnit.SECONDS));
        case "getNumberWaiting" -> String.valueOf(barrier.getNumberWaiting());
        case "isBroken" -> String.valueOf(barrier.isBroken());
        case "reset" -> SemaphoreKind.done(barrier::reset);
        default -> throw new IllegalArgumentException("no barrier operation " + step.operation());
      };
    } catch (BrokenBarrierException | TimeoutException | IllegalStateException e) {
      return e.getClass().getSimpleName();
    }
  }

  @Override
  public String finalState(Object target) {
    Counted counted = (Counted) target;
    return "waiting=" + counted.barrier().getNumberWaiting() + ",broken="
        + counted.barrier().isBroken() + ",trips=" + counted.trips()[0];
  }
}
