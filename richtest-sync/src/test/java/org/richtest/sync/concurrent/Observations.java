package org.richtest.sync.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * What a scenario saw, call by call: a value, or the class of what was thrown with its cause's
 * class and message. Lets a test run one scenario on a JDK class and on its drop-in (outside and
 * under an exploration) and compare what each saw.
 */
final class Observations {

  private final List<String> seen = new ArrayList<>();

  /** Records what {@code call} returns or throws, under {@code label}. */
  void observe(String label, Callable<?> call) {
    try {
      seen.add(label + " = " + call.call());
    } catch (Throwable thrown) {
      Throwable cause = thrown.getCause();
      seen.add(label + " threw " + thrown.getClass().getSimpleName()
          + (cause == null ? "" : "(" + cause.getClass().getSimpleName() + ": "
              + cause.getMessage() + ")")
          + (thrown.getMessage() == null || cause != null ? "" : ": " + thrown.getMessage()));
    }
  }

  /** Records a line as it is. */
  void note(String line) {
    seen.add(line);
  }

  /** Returns what was seen, in order. */
  List<String> lines() {
    return List.copyOf(seen);
  }
}
