package org.richtest.testkit.dropin;

import java.util.List;

/**
 * One statement of a generated drop-in program: an operation on one of its objects, with an integer
 * argument (a value, a permit count) and, for operations that hold something (a lock), the steps
 * run while holding it.
 *
 * @param object the index of the object in the program
 * @param operation what to do, as the object's {@link DropInKind} names it
 * @param argument the operation's argument
 * @param body the steps run inside the operation, empty for most
 */
public record Step(int object, String operation, int argument, List<Step> body) {

  /** Creates a step without a body. */
  public Step(int object, String operation, int argument) {
    this(object, operation, argument, List.of());
  }

  /** Returns the number of steps this one stands for, itself included. */
  public int size() {
    int size = 1;
    for (Step inner : body) {
      size += inner.size();
    }
    return size;
  }

  /** Returns this step with another body. */
  public Step withBody(List<Step> newBody) {
    return new Step(object, operation, argument, newBody);
  }

  @Override
  public String toString() {
    return "o" + object + "." + operation + "(" + argument + ")" + (body.isEmpty() ? "" : body);
  }
}
