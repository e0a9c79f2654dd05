package org.richtest.testkit.dropin;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.concurrent.StampedLock;

/**
 * Stamped locks: write and read locking around a body, untimed and timed tries, the queries, an
 * optimistic read around a body ({@code tryOptimisticRead}, the body, {@code validate}: what it
 * observes is whether the stamp stayed valid) and an optimistic read converted to the write lock.
 * A write lock inside a body deadlocks when the body holds the lock, as in the JDK (the lock is not
 * reentrant). Every operation is an always-open event on the lock's line, so a third of the
 * top-level steps that can get a body get one, of one step. No reference model.
 */
final class StampedLockKind implements DropInKind {

  private static final List<String> OPERATIONS = List.of(
      "writeLock", "writeLock", "readLock", "readLock", "optimistic", "optimistic",
      "tryWriteLock", "tryReadLock", "tryConvertToWriteLock", "getReadLockCount", "isWriteLocked",
      "tryWriteLock(timed)", "tryReadLock(timed)");

  @Override
  public String name() {
    return "stampedLock";
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
    return new StampedLock(name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    String operation = OPERATIONS.get(random.nextInt(OPERATIONS.size()));
    boolean mayHaveBody = operation.equals("writeLock") || operation.equals("readLock")
        || operation.equals("optimistic");
    if (!mayHaveBody || context.depth() >= 1 || random.nextInt(3) > 0) {
      return new Step(object, operation, 0);
    }
    StepContext inside =
        new StepContext(context.model(), context.kinds(), context.held(), context.depth() + 1);
    return new Step(object, operation, 0, DropInGenerator.body(random, inside, 1));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    StampedLock lock = (StampedLock) target;
    return switch (step.operation()) {
      case "writeLock" -> held(lock, lock.writeLock(), body);
      case "readLock" -> held(lock, lock.readLock(), body);
      case "tryWriteLock" -> held(lock, lock.tryWriteLock(), body);
      case "tryReadLock" -> held(lock, lock.tryReadLock(), body);
      case "tryWriteLock(timed)" -> held(lock, lock.tryWriteLock(1, TimeUnit.SECONDS), body);
      case "tryReadLock(timed)" -> held(lock, lock.tryReadLock(1, TimeUnit.SECONDS), body);
      case "optimistic" -> {
        long stamp = lock.tryOptimisticRead();
        body.run();
        yield (stamp != 0L) + "/" + lock.validate(stamp);
      }
      case "tryConvertToWriteLock" ->
          held(lock, lock.tryConvertToWriteLock(lock.tryOptimisticRead()), body);
      case "getReadLockCount" -> String.valueOf(lock.getReadLockCount());
      case "isWriteLocked" -> String.valueOf(lock.isWriteLocked());
      default -> throw new IllegalArgumentException("no stamped lock operation "
          + step.operation());
    };
  }

  /** Runs the body holding {@code stamp}'s lock, if it is one, and releases it. */
  private static String held(StampedLock lock, long stamp, Body body) throws Exception {
    if (stamp != 0L) {
      try {
        body.run();
      } finally {
        lock.unlock(stamp);
      }
    }
    return String.valueOf(stamp != 0L);
  }

  @Override
  public String finalState(Object target) {
    StampedLock lock = (StampedLock) target;
    return "reads=" + lock.getReadLockCount() + " written=" + lock.isWriteLocked();
  }
}
