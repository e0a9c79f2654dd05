package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * The monitor of a plain Java object, as the agent rewrites {@code synchronized}: {@code
 * synchronized} blocks around a body, and inside one {@code wait} (timed or not), {@code notify} and
 * {@code notifyAll}. Parameter 1 allows spurious wake-ups. No reference model.
 */
final class ObjectMonitorKind implements DropInKind {

  @Override
  public String name() {
    return "monitor";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(5) == 0 ? 1 : 0;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new ObjectMonitor(name, parameter == 1);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    List<String> choices = new ArrayList<>(List.of("synchronized", "synchronized"));
    if (context.held().contains(object)) {
      choices.addAll(List.of("wait", "wait(timed)", "notify", "notify", "notifyAll"));
    }
    String operation = choices.get(random.nextInt(choices.size()));
    List<Step> body = operation.equals("synchronized") && context.depth() < 2
        ? context.holding(object).randomBody(random, 2)
        : List.of();
    return new Step(object, operation, 0, body);
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    ObjectMonitor monitor = (ObjectMonitor) target;
    switch (step.operation()) {
      case "synchronized" -> {
        monitor.enter();
        try {
          body.run();
        } finally {
          monitor.exit();
        }
      }
      case "wait" -> monitor.await(false);
      case "wait(timed)" -> monitor.await(true);
      case "notify" -> monitor.notifyOne();
      case "notifyAll" -> monitor.notifyAllWaiters();
      default -> throw new IllegalArgumentException("no monitor operation " + step.operation());
    }
    return "";
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
