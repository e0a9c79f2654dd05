package org.richtest;

/**
 * How the controller resolves a choice that no variant prescribes: which enabled receiving event
 * fires, with which open sending partner.
 */
public sealed interface FreeRunPolicy permits FreeRunPolicy.OldestPending, FreeRunPolicy.SeededRandom {

  /** Returns the deterministic policy: the oldest pending sending event is received first. */
  static FreeRunPolicy oldestPending() {
    return new OldestPending();
  }

  /** Returns a policy that picks uniformly at random from a generator seeded with {@code seed}. */
  static FreeRunPolicy seededRandom(long seed) {
    return new SeededRandom(seed);
  }

  /** The oldest pending sending event first. */
  record OldestPending() implements FreeRunPolicy {}

  /** A uniformly random choice, reproducible from the seed. */
  record SeededRandom(long seed) implements FreeRunPolicy {}
}
