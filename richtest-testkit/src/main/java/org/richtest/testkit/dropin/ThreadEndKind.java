package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.spi.Controller;
import org.richtest.sync.RichThread;

/**
 * The ends of the program's threads as events (option {@code thread-ends}): a thread asks whether
 * one of them (itself included) is alive, which races with that thread's end, or joins another.
 * Two threads joining each other deadlock, as the oracle finds too. Programs with this kind must
 * be explored with {@code withThreadEnds(true)} where they are not started over (work items,
 * parallel workers). No reference model.
 */
final class ThreadEndKind implements DropInKind {

  private static final String[] OPERATIONS = {"isAlive", "isAlive", "join"};

  @Override
  public String name() {
    return "threads";
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
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(3));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    InterruptKind.ThreadTable threads = (InterruptKind.ThreadTable) target;
    return switch (step.operation()) {
      case "isAlive" -> String.valueOf(threads.thread(step.argument()).isAlive());
      case "join" -> SemaphoreKind.done(other(threads, step.argument())::join);
      default -> throw new IllegalArgumentException("no thread operation " + step.operation());
    };
  }

  /**
   * Returns thread {@code index}, or the next one if that is the calling thread: RichTest refuses a
   * thread joining itself, which never returns in the JDK.
   */
  static RichThread other(InterruptKind.ThreadTable threads, int index) {
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
