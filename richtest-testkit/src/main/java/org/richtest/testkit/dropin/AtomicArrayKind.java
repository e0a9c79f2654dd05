package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.concurrent.AtomicIntegerArray;
import org.richtest.sync.concurrent.AtomicLongArray;
import org.richtest.sync.concurrent.AtomicReferenceArray;

/**
 * Atomic arrays of two elements, a shared variable per element: an {@code AtomicIntegerArray}
 * (parameter 0), {@code AtomicLongArray} (1) or {@code AtomicReferenceArray} of integers (2), with
 * reads, writes and read-modify-writes. A step's argument names the element (its parity) and the
 * value (its half), so that steps meet on an element or miss each other. No reference model.
 */
final class AtomicArrayKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "get", "get", "set", "getAndIncrement", "compareAndSet", "updateAndGet", "getAndSet"
  };

  @Override
  public String name() {
    return "atomicArray";
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
    return random.nextInt(3);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return switch (parameter) {
      case 0 -> new AtomicIntegerArray(2, name);
      case 1 -> new AtomicLongArray(2, name);
      default -> {
        AtomicReferenceArray<Integer> array = new AtomicReferenceArray<>(2, name);
        array.setPlain(0, 0);
        array.setPlain(1, 0);
        yield array;
      }
    };
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(6));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    int i = step.argument() % 2;
    int v = step.argument() / 2;
    return String.valueOf(switch (target) {
      case AtomicIntegerArray a -> switch (step.operation()) {
        case "get" -> a.get(i);
        case "set" -> SemaphoreKind.done(() -> a.set(i, v));
        case "getAndIncrement" -> a.getAndIncrement(i);
        case "compareAndSet" -> a.compareAndSet(i, v % 2, v + 1);
        case "updateAndGet" -> a.updateAndGet(i, x -> x * 2 + v);
        default -> a.getAndSet(i, v);
      };
      case AtomicLongArray a -> switch (step.operation()) {
        case "get" -> a.get(i);
        case "set" -> SemaphoreKind.done(() -> a.set(i, v));
        case "getAndIncrement" -> a.getAndIncrement(i);
        case "compareAndSet" -> a.compareAndSet(i, v % 2, v + 1);
        case "updateAndGet" -> a.updateAndGet(i, x -> x * 2 + v);
        default -> a.getAndSet(i, v);
      };
      default -> {
        @SuppressWarnings("unchecked")
        AtomicReferenceArray<Integer> a = (AtomicReferenceArray<Integer>) target;
        yield switch (step.operation()) {
          case "get" -> a.get(i);
          case "set" -> SemaphoreKind.done(() -> a.set(i, v));
          case "getAndIncrement", "updateAndGet" -> a.updateAndGet(i, x -> x + v + 1);
          case "compareAndSet" -> a.compareAndSet(i, a.get(i), v);
          default -> a.getAndSet(i, v);
        };
      }
    });
  }

  @Override
  public String finalState(Object target) {
    return target.toString();
  }
}
