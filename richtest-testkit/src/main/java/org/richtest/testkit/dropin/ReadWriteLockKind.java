package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.richtest.sync.concurrent.ReentrantReadWriteLock;

/**
 * Read-write locks with one condition of the write lock: read and write locking ({@code lock},
 * {@code tryLock} timed or not) around a body, the queries, and inside a write body the condition's
 * waits and signals. A read body inside a write body is a downgrade; a write lock inside a read
 * body an upgrade, which deadlocks as in the JDK. Every operation of the lock is an always-open
 * event on its line, so programs over it grow fast: a third of the top-level lock steps get a body,
 * of one step, and timed attempts none, which keeps the oracle quick. No reference model.
 */
final class ReadWriteLockKind implements DropInKind {

  private static final List<String> OPERATIONS = List.of(
      "readLock", "readLock", "writeLock", "writeLock", "readLock.tryLock", "writeLock.tryLock",
      "getReadLockCount", "isWriteLocked", "timed");
  private static final String READ_TIMED = "readLock.tryLock(timed)";
  private static final String WRITE_TIMED = "writeLock.tryLock(timed)";
  private static final List<String> WRITER_ONLY =
      List.of("await", "await(timed)", "signal", "signalAll");

  /** A lock and the condition of its write lock. */
  private record Held(ReentrantReadWriteLock lock, Condition condition) {}

  @Override
  public String name() {
    return "rwLock";
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
    ReentrantReadWriteLock lock = new ReentrantReadWriteLock(name);
    return new Held(lock, lock.writeLock().newCondition("c"));
  }

  /**
   * Draws a step; {@code context.held()} lists this object only inside a write body, so the
   * condition is used only by the writer.
   */
  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    List<String> choices = new ArrayList<>(OPERATIONS);
    if (context.held().contains(object)) {
      choices.addAll(WRITER_ONLY);
    }
    String operation = choices.get(random.nextInt(choices.size()));
    if (operation.equals("timed")) {
      return new Step(object, random.nextBoolean() ? READ_TIMED : WRITE_TIMED, 0);
    }
    if (!operation.startsWith("readLock") && !operation.startsWith("writeLock")
        || context.depth() >= 1 || random.nextInt(3) > 0) {
      return new Step(object, operation, 0);
    }
    StepContext inside = operation.startsWith("writeLock")
        ? context.holding(object)
        : new StepContext(context.model(), context.kinds(), context.held(), context.depth() + 1);
    return new Step(object, operation, 0, DropInGenerator.body(random, inside, 1));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Held held = (Held) target;
    ReentrantReadWriteLock lock = held.lock();
    return switch (step.operation()) {
      case "readLock" -> locked(lock.readLock(), body);
      case "writeLock" -> locked(lock.writeLock(), body);
      case "readLock.tryLock" -> tried(lock.readLock(), lock.readLock().tryLock(), body);
      case "writeLock.tryLock" -> tried(lock.writeLock(), lock.writeLock().tryLock(), body);
      case READ_TIMED ->
          tried(lock.readLock(), lock.readLock().tryLock(1, TimeUnit.SECONDS), body);
      case WRITE_TIMED ->
          tried(lock.writeLock(), lock.writeLock().tryLock(1, TimeUnit.SECONDS), body);
      case "getReadLockCount" -> String.valueOf(lock.getReadLockCount());
      case "isWriteLocked" -> String.valueOf(lock.isWriteLocked());
      case "await" -> SemaphoreKind.done(held.condition()::awaitUninterruptibly);
      case "await(timed)" -> String.valueOf(held.condition().await(1, TimeUnit.SECONDS));
      case "signal" -> SemaphoreKind.done(held.condition()::signal);
      case "signalAll" -> SemaphoreKind.done(held.condition()::signalAll);
      default -> throw new IllegalArgumentException("no read-write lock operation "
          + step.operation());
    };
  }

  private static String locked(Lock lock, Body body) throws Exception {
    lock.lock();
    tried(lock, true, body);
    return "";
  }

  private static String tried(Lock lock, boolean got, Body body) throws Exception {
    if (got) {
      try {
        body.run();
      } finally {
        lock.unlock();
      }
    }
    return String.valueOf(got);
  }

  @Override
  public String finalState(Object target) {
    return "reads=" + ((Held) target).lock().getReadLockCount();
  }
}
