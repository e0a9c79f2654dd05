package org.richtest.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Generates small random programs from a seed: 2 to 3 threads of 1 to 4 statements over 1 to 3
 * counting and binary semaphores, branches on shared data read under a lock, and thread creation
 * inside threads. The same seed always gives the same program.
 */
public final class ProgramGenerator {

  private final SplittableRandom random;
  private int semaphores;

  private ProgramGenerator(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /** Returns the program for {@code seed}. */
  public static ProgramSpec generate(long seed) {
    return new ProgramGenerator(seed).program();
  }

  private ProgramSpec program() {
    semaphores = 1 + random.nextInt(3);
    List<Integer> initial = new ArrayList<>();
    List<Boolean> binary = new ArrayList<>();
    for (int i = 0; i < semaphores; i++) {
      boolean isBinary = random.nextInt(3) == 0;
      binary.add(isBinary);
      initial.add(isBinary ? random.nextInt(2) : random.nextInt(3));
    }
    int threads = 2 + random.nextInt(2);
    List<List<Op>> bodies = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      bodies.add(body(1 + random.nextInt(threads == 3 ? 3 : 4), 2));
    }
    return new ProgramSpec(initial, binary, 2, bodies);
  }

  private List<Op> body(int length, int depth) {
    List<Op> ops = new ArrayList<>();
    for (int i = 0; i < length; i++) {
      ops.add(op(depth));
    }
    return ops;
  }

  private Op op(int depth) {
    int kind = random.nextInt(depth > 0 ? 10 : 8);
    int sem = random.nextInt(semaphores);
    return switch (kind) {
      case 0, 1, 2, 3 -> new Op.P(sem);
      case 4, 5, 6, 7 -> new Op.V(sem);
      case 8 -> new Op.Branch(
          random.nextInt(2), 1 + random.nextInt(2), body(random.nextInt(2), depth - 1),
          body(random.nextInt(2), depth - 1));
      default -> new Op.Spawn(body(1 + random.nextInt(2), depth - 1));
    };
  }
}
