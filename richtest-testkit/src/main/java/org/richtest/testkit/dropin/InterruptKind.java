package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.richtest.sync.RichThread;

/**
 * Interrupts among the program's threads: a thread interrupts one of them (itself included), reads
 * or clears an interrupt status, or sleeps (an interruption point). The blocking steps of the other
 * kinds then may end with {@code InterruptedException}, which the step observes. No reference: the
 * lock-based references wait in monitors, which are not interruptible.
 */
final class InterruptKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "interrupt", "interrupt", "interrupt", "interrupted", "isInterrupted", "sleep"
  };

  @Override
  public String name() {
    return "interrupts";
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
    return new ThreadTable();
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(3));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    ThreadTable threads = (ThreadTable) target;
    return switch (step.operation()) {
      case "interrupt" -> SemaphoreKind.done(threads.thread(step.argument())::interrupt);
      case "interrupted" -> String.valueOf(RichThread.interrupted());
      case "isInterrupted" -> String.valueOf(threads.thread(step.argument()).isInterrupted());
      case "sleep" -> SemaphoreKind.done(() -> RichThread.sleep(1));
      default -> throw new IllegalArgumentException("no interrupt operation " + step.operation());
    };
  }

  @Override
  public String finalState(Object target) {
    return "";
  }

  /** The program's threads, which a step names by their index (modulo their number). */
  static final class ThreadTable {

    private final List<RichThread> threads = new ArrayList<>();

    /** Records the threads the program started, before any of them runs a step. */
    void fill(List<RichThread> started) {
      threads.addAll(started);
    }

    RichThread thread(int index) {
      return threads.get(index % threads.size());
    }
  }
}
