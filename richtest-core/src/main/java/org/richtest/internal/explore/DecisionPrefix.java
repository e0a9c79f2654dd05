package org.richtest.internal.explore;

import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.NondeterminismException;
import org.richtest.internal.schedule.Chooser;
import org.richtest.internal.schedule.Decision;

/**
 * Forces a prefix of decision indices, takes the first enabled decision after it, and records how
 * many decisions were enabled at each step, so that the next prefix can be computed (stateless
 * depth-first search, semantics §8).
 */
final class DecisionPrefix implements Chooser {

  /**
   * The decisions a run is to take first, each with a fingerprint of the enabled list it was chosen
   * from. A replay that meets another list at that depth is not the run the prefix came from: the
   * program is nondeterministic outside synchronization, and an index into the new list would
   * explore a tree that does not exist (semantics §6).
   *
   * @param indices the index of the decision taken at each depth
   * @param fingerprints the hash of the enabled list at each depth when the prefix was computed
   */
  record Path(int[] indices, int[] fingerprints) {

    /** The empty prefix: the first run takes the first enabled decision at every step. */
    static final Path EMPTY = new Path(new int[0], new int[0]);
  }

  private final Path prefix;
  private int[] chosen = new int[64];
  private int[] width = new int[64];
  private int[] fingerprint = new int[64];
  private int depth;

  DecisionPrefix(Path prefix) {
    this.prefix = prefix;
  }

  @Override
  public Decision choose(List<Decision> enabled) {
    int hash = enabled.hashCode();
    int index = 0;
    if (depth < prefix.indices().length) {
      index = prefix.indices()[depth];
      if (hash != prefix.fingerprints()[depth] || index >= enabled.size()) {
        throw new NondeterminismException(
            "decision " + depth + " had " + enabled + " enabled on replay, not the list of the run "
                + "it replays; the program is nondeterministic outside synchronization");
      }
    }
    if (depth == chosen.length) {
      chosen = Arrays.copyOf(chosen, depth * 2);
      width = Arrays.copyOf(width, depth * 2);
      fingerprint = Arrays.copyOf(fingerprint, depth * 2);
    }
    chosen[depth] = index;
    width[depth] = enabled.size();
    fingerprint[depth] = hash;
    depth++;
    return enabled.get(index);
  }

  /** Returns the prefix of the next run in depth-first order, or null when the search is done. */
  @Nullable Path next() {
    for (int d = depth - 1; d >= 0; d--) {
      if (chosen[d] + 1 < width[d]) {
        int[] next = Arrays.copyOf(chosen, d + 1);
        next[d]++;
        return new Path(next, Arrays.copyOf(fingerprint, d + 1));
      }
    }
    return null;
  }
}
