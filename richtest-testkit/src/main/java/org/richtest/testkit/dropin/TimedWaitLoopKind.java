package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.spi.Controller;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * A flag guarded by an object's monitor, awaited in the loop real code writes, {@code while (!flag)
 * wait(timeout)}, and set with {@code notifyAll}: a loop whose timed waits can only time out
 * again with nothing changed ends the run as a timed deadlock (docs/decisions.md, "Timed
 * operations"), which the oracle finds too. Only thread {@code T<parameter>} waits in the loop;
 * another thread's {@code awaitFlag} is one timed wait ({@code if (!flag) wait(timeout)}): two
 * loops on one monitor keep reopening each other's waits, so that their sequences are unbounded
 * (docs/decisions.md, "Random programs of the late constructs"). No reference model.
 */
final class TimedWaitLoopKind implements DropInKind {

  private static final String[] OPERATIONS = {"awaitFlag", "awaitFlag", "setFlag", "clearFlag"};

  /** The monitor, the flag it guards, and the one thread that waits for it in a loop. */
  private static final class Flag {
    final ObjectMonitor monitor;
    final String looping;
    boolean set;

    Flag(ObjectMonitor monitor, String looping) {
      this.monitor = monitor;
      this.looping = looping;
    }
  }

  @Override
  public String name() {
    return "waitLoop";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(2);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new Flag(new ObjectMonitor(name, false), "T" + parameter);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], 0);
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Flag flag = (Flag) target;
    flag.monitor.enter();
    try {
      switch (step.operation()) {
        case "awaitFlag" -> {
          boolean loops = Controller.current().currentThread().name().equals(flag.looping);
          if (!loops && !flag.set) {
            flag.monitor.await(true);
          }
          while (loops && !flag.set) {
            flag.monitor.await(true);
          }
        }
        case "setFlag" -> {
          flag.set = true;
          flag.monitor.notifyAllWaiters();
        }
        case "clearFlag" -> flag.set = false;
        default -> throw new IllegalArgumentException("no wait-loop operation " + step.operation());
      }
    } finally {
      flag.monitor.exit();
    }
    return "";
  }

  @Override
  public String finalState(Object target) {
    return String.valueOf(((Flag) target).set);
  }
}
