package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.concurrent.AtomicMarkableReference;
import org.richtest.sync.concurrent.AtomicStampedReference;

/**
 * Tagged references: an {@code AtomicStampedReference} (parameter 0) or an {@code
 * AtomicMarkableReference} (1) of a small boxed integer, whose boxes are the JDK's cached ones so
 * that the compare-and-sets, which compare references by identity, can succeed; with reads of the
 * pair and of each half, writes, compare-and-sets of the pair and attempts on the tag. One shared
 * variable each. No reference model.
 */
final class TaggedReferenceKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "get", "get", "getReference", "getTag", "set", "compareAndSet", "compareAndSet", "attemptTag"
  };

  @Override
  public String name() {
    return "tagged";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public boolean isSharedVariable() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(2);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return parameter == 0 ? new AtomicStampedReference<>(box(0), 0, name)
        : new AtomicMarkableReference<>(box(0), false, name);
  }

  /** Returns the JDK's cached box of {@code value}: one object per value, as identity needs. */
  private static Integer box(int value) {
    return Integer.valueOf(value);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(4));
  }

  /**
   * Performs a step; its argument's low bit is the reference (and the stamp, or the mark)
   * expected, its high bit the new one.
   */
  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    int expected = step.argument() & 1;
    int next = step.argument() >> 1;
    if (target instanceof AtomicStampedReference<?> raw) {
      @SuppressWarnings("unchecked")
      AtomicStampedReference<Integer> stamped = (AtomicStampedReference<Integer>) raw;
      return switch (step.operation()) {
        case "get" -> {
          int[] stamp = new int[1];
          Integer reference = stamped.get(stamp);
          yield reference + "/" + stamp[0];
        }
        case "getReference" -> String.valueOf(stamped.getReference());
        case "getTag" -> String.valueOf(stamped.getStamp());
        case "set" -> SemaphoreKind.done(() -> stamped.set(box(next), next));
        case "compareAndSet" ->
            String.valueOf(stamped.compareAndSet(box(expected), box(next), expected, next));
        default -> String.valueOf(stamped.attemptStamp(box(expected), next));
      };
    }
    @SuppressWarnings("unchecked")
    AtomicMarkableReference<Integer> marked = (AtomicMarkableReference<Integer>) target;
    boolean expectedMark = expected == 1;
    boolean nextMark = next == 1;
    return switch (step.operation()) {
      case "get" -> {
        boolean[] mark = new boolean[1];
        Integer reference = marked.get(mark);
        yield reference + "/" + mark[0];
      }
      case "getReference" -> String.valueOf(marked.getReference());
      case "getTag" -> String.valueOf(marked.isMarked());
      case "set" -> SemaphoreKind.done(() -> marked.set(box(next), nextMark));
      case "compareAndSet" ->
          String.valueOf(marked.compareAndSet(box(expected), box(next), expectedMark, nextMark));
      default -> String.valueOf(marked.attemptMark(box(expected), nextMark));
    };
  }

  @Override
  public String finalState(Object target) {
    return target.toString();
  }
}
