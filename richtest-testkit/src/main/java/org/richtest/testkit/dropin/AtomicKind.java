package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.concurrent.AtomicBoolean;
import org.richtest.sync.concurrent.AtomicInteger;
import org.richtest.sync.concurrent.AtomicLong;
import org.richtest.sync.concurrent.AtomicReference;

/**
 * Atomic variables: an {@code AtomicInteger} (parameter 0), {@code AtomicLong} (1), {@code
 * AtomicBoolean} (2) or {@code AtomicReference} of an integer (3), with reads, writes and
 * read-modify-writes. No reference model.
 */
final class AtomicKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "get", "get", "set", "getAndIncrement", "incrementAndGet", "compareAndSet", "updateAndGet",
    "getAndSet"
  };

  @Override
  public String name() {
    return "atomic";
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
    return random.nextInt(4);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return switch (parameter) {
      case 0 -> new AtomicInteger(0, name);
      case 1 -> new AtomicLong(0, name);
      case 2 -> new AtomicBoolean(false, name);
      default -> new AtomicReference<Integer>(0, name);
    };
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(3));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    int v = step.argument();
    return String.valueOf(switch (target) {
      case AtomicInteger a -> switch (step.operation()) {
        case "get" -> a.get();
        case "set" -> SemaphoreKind.done(() -> a.set(v));
        case "getAndIncrement" -> a.getAndIncrement();
        case "incrementAndGet" -> a.incrementAndGet();
        case "compareAndSet" -> a.compareAndSet(v % 2, v + 1);
        case "updateAndGet" -> a.updateAndGet(x -> x * 2 + v);
        default -> a.getAndSet(v);
      };
      case AtomicLong a -> switch (step.operation()) {
        case "get" -> a.get();
        case "set" -> SemaphoreKind.done(() -> a.set(v));
        case "getAndIncrement" -> a.getAndIncrement();
        case "incrementAndGet" -> a.incrementAndGet();
        case "compareAndSet" -> a.compareAndSet(v % 2, v + 1);
        case "updateAndGet" -> a.updateAndGet(x -> x * 2 + v);
        default -> a.getAndSet(v);
      };
      case AtomicBoolean a -> switch (step.operation()) {
        case "get", "getAndIncrement" -> a.get();
        case "set", "incrementAndGet" -> SemaphoreKind.done(() -> a.set(v % 2 == 0));
        case "compareAndSet", "updateAndGet" -> a.compareAndSet(v % 2 == 0, v % 2 != 0);
        default -> a.getAndSet(v % 2 == 0);
      };
      default -> {
        @SuppressWarnings("unchecked")
        AtomicReference<Integer> a = (AtomicReference<Integer>) target;
        yield switch (step.operation()) {
          case "get", "getAndIncrement" -> a.get();
          case "set" -> SemaphoreKind.done(() -> a.set(v));
          case "incrementAndGet", "updateAndGet" -> a.updateAndGet(x -> x + v + 1);
          case "compareAndSet" -> a.compareAndSet(a.get(), v);
          default -> a.getAndSet(v);
        };
      }
    });
  }

  @Override
  public String finalState(Object target) {
    return target.toString();
  }
}
