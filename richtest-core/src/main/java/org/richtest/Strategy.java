package org.richtest;

import java.util.Locale;

/** How an exploration chooses its runs. */
public enum Strategy {
  /** Lei &amp; Carver reachability testing: every partially-ordered SYN-sequence exactly once. */
  REACHABILITY,
  /**
   * Every controller decision, by stateless depth-first search with decision-prefix replay: the
   * correctness oracle and the baseline (semantics §8). Exercises each partial order many times.
   */
  EXHAUSTIVE,
  /**
   * Iterative context bounding (Musuvathi &amp; Qadeer, CHESS): every schedule with at most 0, then
   * 1, 2, … preemptions, up to {@link ExplorationOptions#preemptionBound()}. A preemption is a
   * decision that lets another thread go on while the thread that ran last could have.
   */
  CONTEXT_BOUNDED,
  /**
   * Stateless dynamic partial-order reduction with backtrack and sleep sets (Flanagan &amp;
   * Godefroid; inspect): at least one run per partial order, some partial orders more than once.
   */
  DPOR,
  /**
   * Random testing with probabilistic concurrency testing (PCT, depth {@link
   * ExplorationOptions#pctDepth()}), or uniformly random choices at depth 0. Never complete.
   */
  RANDOM;

  /**
   * Returns the strategy's name as the command line and the reports write it: {@code
   * reachability}, {@code exhaustive}, {@code context-bounded}, {@code dpor} or {@code random}.
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * Returns the strategy called {@code id}.
   *
   * @throws IllegalArgumentException if no strategy has that name
   */
  public static Strategy ofId(String id) {
    for (Strategy strategy : values()) {
      if (strategy.id().equals(id)) {
        return strategy;
      }
    }
    throw new IllegalArgumentException("no strategy '" + id + "'");
  }
}
