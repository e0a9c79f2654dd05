package org.richtest.agent;

import java.lang.invoke.MethodHandles;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.richtest.agent.runtime.FieldUpdaters;
import org.richtest.agent.runtime.Hooks;
import org.richtest.testkit.dropin.DropInKind;
import org.richtest.testkit.dropin.Model;
import org.richtest.testkit.dropin.Step;
import org.richtest.testkit.dropin.StepContext;

/**
 * Field updaters as the agent makes them ({@code FieldUpdaters}, what a rewritten {@code
 * newUpdater} returns): an object with a {@code volatile int}, {@code long} and reference field,
 * updated through an {@code AtomicIntegerFieldUpdater} (parameter 0), {@code
 * AtomicLongFieldUpdater} (1) or {@code AtomicReferenceFieldUpdater} (2) with reads, writes and
 * read-modify-writes (the JDK's {@code updateAndGet} a read and a compare-and-set, retried). A
 * drop-in kind of the random differential generator, in the agent's tests since the updaters are
 * the agent's. No reference model.
 */
final class FieldUpdaterKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "get", "get", "set", "getAndIncrement", "compareAndSet", "updateAndGet", "getAndSet"
  };

  private static final AtomicIntegerFieldUpdater<Cell> INTS =
      FieldUpdaters.integerUpdater(Cell.class, "count", MethodHandles.lookup());
  private static final AtomicLongFieldUpdater<Cell> LONGS =
      FieldUpdaters.longUpdater(Cell.class, "total", MethodHandles.lookup());
  private static final AtomicReferenceFieldUpdater<Cell, Integer> REFERENCES =
      FieldUpdaters.referenceUpdater(Cell.class, Integer.class, "value", MethodHandles.lookup());

  /** The object whose fields the updaters update, and which field a program's object uses. */
  static final class Cell {
    final int field;
    volatile int count;
    volatile long total;
    volatile Integer value = 0;

    Cell(int field) {
      this.field = field;
    }

    @Override
    public String toString() {
      return String.valueOf(field == 0 ? count : field == 1 ? total : value);
    }
  }

  @Override
  public String name() {
    return "updater";
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
    Cell cell = new Cell(parameter);
    Hooks.allocated(cell); // as the agent reports a rewritten `new`: its fields' initial writes
    return cell;
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(3));
  }

  @Override
  public String perform(Object target, Step step, Body body) {
    Cell c = (Cell) target;
    int v = step.argument();
    return String.valueOf(switch (c.field) {
      case 0 -> switch (step.operation()) {
        case "get" -> INTS.get(c);
        case "set" -> set(() -> INTS.set(c, v));
        case "getAndIncrement" -> INTS.getAndIncrement(c);
        case "compareAndSet" -> INTS.compareAndSet(c, v % 2, v + 1);
        case "updateAndGet" -> INTS.updateAndGet(c, x -> x * 2 + v);
        default -> INTS.getAndSet(c, v);
      };
      case 1 -> switch (step.operation()) {
        case "get" -> LONGS.get(c);
        case "set" -> set(() -> LONGS.set(c, v));
        case "getAndIncrement" -> LONGS.getAndIncrement(c);
        case "compareAndSet" -> LONGS.compareAndSet(c, v % 2, v + 1);
        case "updateAndGet" -> LONGS.updateAndGet(c, x -> x * 2 + v);
        default -> LONGS.getAndSet(c, v);
      };
      default -> switch (step.operation()) {
        case "get" -> REFERENCES.get(c);
        case "set" -> set(() -> REFERENCES.set(c, v));
        case "getAndIncrement", "updateAndGet" -> REFERENCES.updateAndGet(c, x -> x + v + 1);
        case "compareAndSet" -> REFERENCES.compareAndSet(c, REFERENCES.get(c), v);
        default -> REFERENCES.getAndSet(c, v);
      };
    });
  }

  private static String set(Runnable write) {
    write.run();
    return "";
  }

  @Override
  public String finalState(Object target) {
    return target.toString();
  }
}
