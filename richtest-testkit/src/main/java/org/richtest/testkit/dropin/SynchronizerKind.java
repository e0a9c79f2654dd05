package org.richtest.testkit.dropin;

import java.io.Serial;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.richtest.sync.concurrent.AbstractQueuedSynchronizer;

/**
 * A reentrant lock written on the {@link AbstractQueuedSynchronizer} drop-in as the JDK's {@code
 * ReentrantLock} writes its own (state = hold count, the owner by {@code setExclusiveOwnerThread}),
 * with one condition: {@code acquire}, {@code acquireInterruptibly} or {@code tryAcquireNanos}
 * around a body, and inside it {@code await}, timed {@code await}, {@code signal}, {@code
 * signalAll} and nested holds. Its state is a shared variable, so no reference model.
 */
final class SynchronizerKind implements DropInKind {

  /** The JDK's non-fair {@code ReentrantLock.Sync}, on the drop-in, its hold check first. */
  static final class Sync extends AbstractQueuedSynchronizer {
    @Serial
    private static final long serialVersionUID = 1L;

    Sync(String name) {
      super(name);
    }

    /** The owner is asked first: only it sets itself, so its own hold needs no read of the state. */
    @Override
    protected boolean tryAcquire(int acquires) {
      if (getExclusiveOwnerThread() == Thread.currentThread()) {
        setState(getState() + acquires);
        return true;
      }
      if (compareAndSetState(0, acquires)) {
        setExclusiveOwnerThread(Thread.currentThread());
        return true;
      }
      return false;
    }

    @Override
    protected boolean tryRelease(int releases) {
      int c = getState() - releases;
      if (getExclusiveOwnerThread() != Thread.currentThread()) {
        throw new IllegalMonitorStateException();
      }
      boolean free = c == 0;
      if (free) {
        setExclusiveOwnerThread(null);
      }
      setState(c);
      return free;
    }

    @Override
    protected boolean isHeldExclusively() {
      return getExclusiveOwnerThread() == Thread.currentThread();
    }
  }

  /** A synchronizer and its condition, as one object of the program. */
  private record Held(Sync sync, Condition condition) {}

  @Override
  public String name() {
    return "synchronizer";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public boolean isSharedVariable() {
    return true;
  }

  /**
   * Drawn as small as the kinds that start threads: every hold is several events on a shared state
   * (a compare-and-set, then a read, a write and a release), and the oracle tries every
   * interleaving of them.
   */
  @Override
  public boolean startsThreads() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 0;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    Sync sync = new Sync(name);
    return new Held(sync, sync.new ConditionObject());
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    List<String> choices =
        new ArrayList<>(List.of("acquire", "acquire", "acquireInterruptibly", "tryAcquireNanos"));
    if (context.held().contains(object)) {
      choices.addAll(List.of("await", "await(timed)", "signal", "signal", "signalAll"));
    }
    String operation = choices.get(random.nextInt(choices.size()));
    List<Step> body = operation.startsWith("acquire") || operation.startsWith("tryAcquire")
        ? (context.depth() < 2 ? context.holding(object).randomBody(random, 2) : List.of())
        : List.of();
    return new Step(object, operation, 0, body);
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Held held = (Held) target;
    Sync sync = held.sync();
    return switch (step.operation()) {
      case "acquire", "acquireInterruptibly", "tryAcquireNanos" -> {
        boolean got = switch (step.operation()) {
          case "acquire" -> {
            sync.acquire(1);
            yield true;
          }
          case "acquireInterruptibly" -> {
            sync.acquireInterruptibly(1);
            yield true;
          }
          default -> sync.tryAcquireNanos(1, TimeUnit.SECONDS.toNanos(1));
        };
        if (got) {
          try {
            body.run();
          } finally {
            sync.release(1);
          }
        }
        yield String.valueOf(got);
      }
      case "await" -> SemaphoreKind.done(held.condition()::awaitUninterruptibly);
      case "await(timed)" -> String.valueOf(held.condition().await(1, TimeUnit.SECONDS));
      case "signal" -> SemaphoreKind.done(held.condition()::signal);
      case "signalAll" -> SemaphoreKind.done(held.condition()::signalAll);
      default -> throw new IllegalArgumentException("no synchronizer operation " + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
