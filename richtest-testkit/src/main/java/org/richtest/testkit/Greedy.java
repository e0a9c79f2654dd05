package org.richtest.testkit;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * Greedy shrinking, shared by the shrinkers of the generated programs: take the first smaller
 * candidate that still fails, until none does.
 */
public final class Greedy {

  private Greedy() {}

  /**
   * Returns a smallest program found from {@code program} that still satisfies {@code fails},
   * trying the {@code candidates} of the current one, each only if {@code weight} says it is
   * smaller.
   */
  public static <T> T shrink(T program, Function<T, List<T>> candidates,
      ToIntFunction<T> weight, Predicate<T> fails) {
    T current = program;
    boolean progress = true;
    while (progress) {
      progress = false;
      for (T candidate : candidates.apply(current)) {
        if (weight.applyAsInt(candidate) < weight.applyAsInt(current) && fails.test(candidate)) {
          current = candidate;
          progress = true;
          break;
        }
      }
    }
    return current;
  }
}
