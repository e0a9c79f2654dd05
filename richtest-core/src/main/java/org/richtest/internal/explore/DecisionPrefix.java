package org.richtest.internal.explore;

import java.util.List;
import org.richtest.RichTestInternalError;
import org.richtest.internal.schedule.Chooser;
import org.richtest.internal.schedule.Decision;

/**
 * Forces a prefix of decision indices, takes the first enabled decision after it, and records how
 * many decisions were enabled at each step, so that the next prefix can be computed (stateless
 * depth-first search, semantics §8).
 */
final class DecisionPrefix implements Chooser {

  private final int[] prefix;
  private int[] chosen = new int[64];
  private int[] width = new int[64];
  private int depth;

  DecisionPrefix(int[] prefix) {
    this.prefix = prefix;
  }

  @Override
  public Decision choose(List<Decision> enabled) {
    int index = depth < prefix.length ? prefix[depth] : 0;
    if (index >= enabled.size()) {
      throw new RichTestInternalError(
          "decision " + depth + " had " + enabled.size() + " choices on replay; the program is "
              + "nondeterministic outside synchronization");
    }
    if (depth == chosen.length) {
      chosen = java.util.Arrays.copyOf(chosen, depth * 2);
      width = java.util.Arrays.copyOf(width, depth * 2);
    }
    chosen[depth] = index;
    width[depth] = enabled.size();
    depth++;
    return enabled.get(index);
  }

  /** Returns the prefix of the next run in depth-first order, or null when the search is done. */
  int @org.jspecify.annotations.Nullable [] next() {
    for (int d = depth - 1; d >= 0; d--) {
      if (chosen[d] + 1 < width[d]) {
        int[] next = java.util.Arrays.copyOf(chosen, d + 1);
        next[d]++;
        return next;
      }
    }
    return null;
  }
}
