package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * A flag guarded by an object's monitor, awaited in the loop real code writes, {@code while (!flag)
 * wait(timeout)}, by every thread that awaits it, and set with {@code notifyAll} (parameter 0) or
 * {@code notify} (1, which waiter it wakes explored): a loop whose timed waits can only time out
 * again with nothing changed ends the run as a timed deadlock, and two loops on one monitor do not
 * reopen each other's waits by timing out (docs/decisions.md, "Timed operations"), which the oracle
 * finds too. No reference model.
 */
final class TimedWaitLoopKind implements DropInKind {

  private static final String[] OPERATIONS = {"awaitFlag", "awaitFlag", "setFlag", "clearFlag"};

  /** The monitor, the flag it guards, and whether setting it notifies every waiter. */
  private static final class Flag {
    final ObjectMonitor monitor;
    final boolean notifiesAll;
    boolean set;

    Flag(ObjectMonitor monitor, boolean notifiesAll) {
      this.monitor = monitor;
      this.notifiesAll = notifiesAll;
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
    return new Flag(new ObjectMonitor(name, false), parameter == 0);
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
          while (!flag.set) {
            flag.monitor.await(true);
          }
        }
        case "setFlag" -> {
          flag.set = true;
          if (flag.notifiesAll) {
            flag.monitor.notifyAllWaiters();
          } else {
            flag.monitor.notifyOne();
          }
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
