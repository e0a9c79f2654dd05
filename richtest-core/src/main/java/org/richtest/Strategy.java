package org.richtest;

/** How an exploration chooses its runs. */
public enum Strategy {
  /** Lei &amp; Carver reachability testing: every partially-ordered SYN-sequence exactly once. */
  REACHABILITY,
  /**
   * Every controller decision, by stateless depth-first search with decision-prefix replay: the
   * correctness oracle and the baseline (semantics §8). Exercises each partial order many times.
   */
  EXHAUSTIVE
}
