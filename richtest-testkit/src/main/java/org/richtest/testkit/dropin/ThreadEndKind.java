package org.richtest.testkit.dropin;

import java.time.Duration;
import java.util.SplittableRandom;
import org.richtest.spi.Controller;
import org.richtest.sync.RichThread;

/**
 * The ends of the program's threads as events (option {@code thread-ends}): a thread asks whether
 * one of them (itself included) is alive, which races with that thread's end, or joins another.
 * Two threads joining each other deadlock, as the oracle finds too. The {@link #timedJoins()} kind
 * joins with a timeout instead (docs/decisions.md, "Timed joins"), which expires or not before the
 * other thread's end, or in {@code while (t.isAlive()) t.join(100)}, a timed deadlock if that
 * thread never ends. Programs with this kind must be explored with {@code withThreadEnds(true)}
 * where they are not started over (work items, parallel workers). No reference model.
 */
final class ThreadEndKind implements DropInKind {

  private static final Duration TIMEOUT = Duration.ofMillis(100);

  private final String name;
  private final String[] operations;

  /** Questions whether threads are alive, and joins. */
  ThreadEndKind() {
    this("threads", "isAlive", "isAlive", "join");
  }

  private ThreadEndKind(String name, String... operations) {
    this.name = name;
    this.operations = operations;
  }

  /** Returns the kind of timed joins, once or in a loop, and questions whether threads are alive. */
  static ThreadEndKind timedJoins() {
    return new ThreadEndKind("timed joins", "join(timed)", "join(timed)", "joinLoop", "isAlive");
  }

  @Override
  public String name() {
    return name;
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
    return new InterruptKind.ThreadTable();
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, operations[random.nextInt(operations.length)], random.nextInt(3));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    InterruptKind.ThreadTable threads = (InterruptKind.ThreadTable) target;
    return switch (step.operation()) {
      case "isAlive" -> String.valueOf(threads.thread(step.argument()).isAlive());
      case "join" -> SemaphoreKind.done(other(threads, step.argument())::join);
      case "join(timed)" -> String.valueOf(other(threads, step.argument()).join(TIMEOUT));
      case "joinLoop" -> SemaphoreKind.done(() -> joinLoop(other(threads, step.argument())));
      default -> throw new IllegalArgumentException("no thread operation " + step.operation());
    };
  }

  /** Joins {@code thread} in {@code while (thread.isAlive()) thread.join(100)}. */
  private static void joinLoop(RichThread thread) throws InterruptedException {
    while (thread.isAlive()) {
      thread.join(TIMEOUT.toMillis());
    }
  }

  /**
   * Returns thread {@code index}, or the next one if that is the calling thread: RichTest refuses a
   * thread joining itself, which never returns in the JDK.
   */
  private static RichThread other(InterruptKind.ThreadTable threads, int index) {
    RichThread thread = threads.thread(index);
    return thread.name().equals(Controller.current().currentThread().name())
        ? threads.thread(index + 1)
        : thread;
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
