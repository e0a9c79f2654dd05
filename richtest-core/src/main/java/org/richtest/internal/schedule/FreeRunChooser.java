package org.richtest.internal.schedule;

import java.util.List;
import java.util.SplittableRandom;
import org.richtest.FreeRunPolicy;

/** Resolves every choice by a {@link FreeRunPolicy}: the non-deterministic part of a run. */
public final class FreeRunChooser implements Chooser {

  private final @org.jspecify.annotations.Nullable SplittableRandom random;

  /** Creates a chooser for {@code policy}; a seeded policy gets a fresh generator per run. */
  public FreeRunChooser(FreeRunPolicy policy) {
    this.random =
        policy instanceof FreeRunPolicy.SeededRandom seeded ? new SplittableRandom(seeded.seed()) : null;
  }

  @Override
  public Decision choose(List<Decision> enabled) {
    return pick(enabled);
  }

  /** Picks from a non-empty list by the policy. */
  public Decision pick(List<Decision> candidates) {
    if (random != null) {
      return candidates.get(random.nextInt(candidates.size()));
    }
    Decision oldest = candidates.get(0);
    for (Decision candidate : candidates) {
      if (candidate.issueOrder() < oldest.issueOrder()) {
        oldest = candidate;
      }
    }
    return oldest;
  }
}
