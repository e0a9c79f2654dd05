package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.richtest.sync.concurrent.Exchanger;

/**
 * Exchangers: an untimed exchange (which waits for ever without a partner) or a timed one of the
 * step's value; what a step observes is the partner's value, or the timeout. No reference model.
 */
final class ExchangerKind implements DropInKind {

  @Override
  public String name() {
    return "exchanger";
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
    return new Exchanger<Integer>(name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, random.nextInt(3) == 0 ? "exchange" : "exchange(timed)",
        random.nextInt(10));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    @SuppressWarnings("unchecked") // made by create
    Exchanger<Integer> exchanger = (Exchanger<Integer>) target;
    if (step.operation().equals("exchange")) {
      return String.valueOf(exchanger.exchange(step.argument()));
    }
    try {
      return String.valueOf(exchanger.exchange(step.argument(), 1, TimeUnit.SECONDS));
    } catch (TimeoutException e) {
      return "TimeoutException";
    }
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
