package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.richtest.sync.concurrent.ReentrantLock;
import org.richtest.testkit.reference.MonitorLock;

/**
 * Reentrant locks with one condition: {@code lock}, {@code tryLock} (timed or not) around a body, and
 * inside the body {@code await}, timed {@code await}, {@code signal}, {@code signalAll} and nested
 * holds. The reference is {@link MonitorLock}, which has no {@code tryLock} and no timed wait.
 */
final class LockKind implements DropInKind {

  /** A lock and its condition, as one object of the program. */
  private record Held(Lock lock, Condition condition) {}

  @Override
  public String name() {
    return "lock";
  }

  @Override
  public boolean hasReference() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 0;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    if (model == Model.REFERENCE) {
      MonitorLock lock = new MonitorLock(name);
      return new Held(lock, lock.newCondition("c"));
    }
    ReentrantLock lock = new ReentrantLock(name);
    return new Held(lock, lock.newCondition("c"));
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    List<String> choices = new ArrayList<>(List.of("lock", "lock"));
    if (!context.reference()) {
      choices.addAll(List.of("tryLock", "tryLock(timed)", "isLocked"));
    }
    if (context.held().contains(object)) {
      choices.addAll(List.of("await", "signal", "signal", "signalAll"));
      if (!context.reference()) {
        choices.addAll(List.of("await(timed)", "await(timed)"));
      }
    }
    String operation = choices.get(random.nextInt(choices.size()));
    boolean holds = operation.startsWith("lock") || operation.startsWith("tryLock");
    List<Step> body = holds && context.depth() < 2
        ? context.holding(object).randomBody(random, 2)
        : List.of();
    return new Step(object, operation, 0, body);
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Held held = (Held) target;
    Lock lock = held.lock();
    return switch (step.operation()) {
      case "lock" -> {
        lock.lock();
        try {
          body.run();
        } finally {
          lock.unlock();
        }
        yield "";
      }
      case "tryLock", "tryLock(timed)" -> {
        boolean got = step.operation().equals("tryLock")
            ? lock.tryLock()
            : lock.tryLock(1, TimeUnit.SECONDS);
        if (got) {
          try {
            body.run();
          } finally {
            lock.unlock();
          }
        }
        yield String.valueOf(got);
      }
      case "isLocked" -> String.valueOf(((ReentrantLock) lock).isLocked());
      case "await" -> SemaphoreKind.done(held.condition()::awaitUninterruptibly);
      case "await(timed)" -> String.valueOf(held.condition().await(1, TimeUnit.SECONDS));
      case "signal" -> SemaphoreKind.done(held.condition()::signal);
      case "signalAll" -> SemaphoreKind.done(held.condition()::signalAll);
      default -> throw new IllegalArgumentException("no lock operation " + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
