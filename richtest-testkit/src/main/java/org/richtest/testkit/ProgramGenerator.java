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
  private int monitors;
  private int locks;

  private ProgramGenerator(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /** Returns the semaphore program for {@code seed}. */
  public static ProgramSpec generate(long seed) {
    return new ProgramGenerator(seed).program();
  }

  /**
   * Returns a program for {@code seed} mixing SU and SC monitors with condition waits and signals,
   * reentrant locks with conditions, data-dependent waits and branches, semaphores, and threads
   * spawned inside threads.
   */
  public static ProgramSpec generateMixed(long seed) {
    return new ProgramGenerator(seed).mixedProgram();
  }

  private ProgramSpec mixedProgram() {
    semaphores = random.nextInt(2);
    monitors = random.nextInt(3);
    locks = monitors == 0 ? 1 : random.nextInt(2);
    List<Integer> initial = new ArrayList<>();
    List<Boolean> binary = new ArrayList<>();
    for (int i = 0; i < semaphores; i++) {
      binary.add(false);
      initial.add(random.nextInt(2));
    }
    List<Boolean> urgent = new ArrayList<>();
    for (int m = 0; m < monitors; m++) {
      urgent.add(random.nextBoolean());
    }
    int threads = 2 + random.nextInt(2);
    List<List<Op>> bodies = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      List<Op> body = new ArrayList<>();
      int length = 1 + random.nextInt(threads == 3 ? 2 : 3);
      for (int i = 0; i < length; i++) {
        body.add(mixedOp(1));
      }
      bodies.add(body);
    }
    return new ProgramSpec(initial, binary, 2, urgent, locks, List.of(), bodies);
  }

  /**
   * Returns a message-passing program for {@code seed}: asynchronous ports and synchronous channels,
   * each received from by one thread through selective waits whose guards and branches depend on the
   * values received, mixed with a monitor or a semaphore now and then.
   */
  public static ProgramSpec generateMessaging(long seed) {
    return new ProgramGenerator(seed).messagingProgram();
  }

  private ProgramSpec messagingProgram() {
    semaphores = random.nextInt(3) == 0 ? 1 : 0;
    monitors = random.nextInt(3) == 0 ? 1 : 0;
    locks = 0;
    int ports = 1 + random.nextInt(3);
    List<Boolean> synchronous = new ArrayList<>();
    for (int p = 0; p < ports; p++) {
      synchronous.add(random.nextBoolean());
    }
    int threads = 2 + random.nextInt(2);
    List<List<Op>> bodies = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      bodies.add(new ArrayList<>());
    }
    // Thread t receives from the ports p with p % threads == t: one receiving thread per port.
    for (int t = 0; t < threads; t++) {
      int length = 1 + random.nextInt(3);
      for (int i = 0; i < length; i++) {
        bodies.get(t).add(messagingOp(t, threads, ports));
      }
    }
    List<Integer> initial = new ArrayList<>();
    List<Boolean> binary = new ArrayList<>();
    for (int i = 0; i < semaphores; i++) {
      initial.add(1);
      binary.add(false);
    }
    List<Boolean> urgent = new ArrayList<>();
    for (int m = 0; m < monitors; m++) {
      urgent.add(true);
    }
    return new ProgramSpec(initial, binary, 2, urgent, 0, synchronous, bodies);
  }

  private Op messagingOp(int thread, int threads, int ports) {
    List<Integer> owned = new ArrayList<>();
    for (int p = 0; p < ports; p++) {
      if (p % threads == thread) {
        owned.add(p);
      }
    }
    int kind = random.nextInt(10);
    if (kind < 4 && !owned.isEmpty()) {
      List<Boolean> alwaysOpen = new ArrayList<>();
      for (int i = 0; i < owned.size(); i++) {
        alwaysOpen.add(i == 0 || random.nextBoolean());
      }
      return new Op.Select(owned, alwaysOpen,
          random.nextInt(3) == 0 ? List.of(new Op.Send(random.nextInt(ports), false)) : List.of(),
          List.of());
    }
    if (kind == 8 && monitors > 0) {
      return new Op.Enter(0, random.nextBoolean()
          ? List.of(new Op.Send(random.nextInt(ports), false)) : List.of());
    }
    if (kind == 9 && semaphores > 0) {
      return random.nextBoolean() ? new Op.P(0) : new Op.V(0);
    }
    return new Op.Send(random.nextInt(ports), random.nextInt(4) == 0);
  }

  private Op mixedOp(int depth) {
    int kind = random.nextInt(10);
    if (kind < 4 && monitors > 0) {
      return new Op.Enter(random.nextInt(monitors), inner());
    }
    if (kind < 6 && locks > 0) {
      return new Op.Locked(random.nextInt(locks), inner());
    }
    if (kind < 8 && semaphores > 0) {
      return random.nextBoolean()
          ? new Op.P(random.nextInt(semaphores))
          : new Op.V(random.nextInt(semaphores));
    }
    if (kind == 8 && depth > 0) {
      return new Op.Spawn(List.of(mixedOp(depth - 1)));
    }
    return monitors > 0
        ? new Op.Enter(random.nextInt(monitors), inner())
        : new Op.Locked(0, inner());
  }

  /** Statements inside a monitor method or a locked block. */
  private List<Op> inner() {
    List<Op> ops = new ArrayList<>();
    int length = random.nextInt(3);
    for (int i = 0; i < length; i++) {
      int kind = random.nextInt(6);
      ops.add(switch (kind) {
        case 0, 1 -> new Op.Signal(random.nextInt(2), random.nextBoolean());
        case 2 -> new Op.Await(random.nextInt(2));
        default -> new Op.Update(
            random.nextInt(2), 1 + random.nextInt(2), random.nextInt(3) == 0,
            random.nextBoolean() ? List.of(new Op.Signal(0, random.nextBoolean())) : List.of(),
            List.of());
      });
    }
    return ops;
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

  /**
   * Returns a program for {@code seed} with interchangeable threads, for the symmetry reduction:
   * the first two threads of a semaphore or a mixed program (by the parity of the seed), without
   * the threads they spawn and cut to three statements, the first in two copies and the second in
   * one or two, or cut to two statements, the first in three copies and the second in one. {@link
   * ProgramSpec} declares copies a symmetry group.
   */
  public static ProgramSpec generateSymmetric(long seed) {
    ProgramSpec base = seed % 2 == 0 ? generate(seed) : generateMixed(seed);
    SplittableRandom random = new SplittableRandom(~seed);
    boolean three = random.nextInt(3) == 0;
    int length = three ? 2 : 3;
    List<Op> first = withoutSpawns(base.threads().get(0), length);
    List<Op> second = withoutSpawns(base.threads().get(1), length);
    List<List<Op>> bodies = new ArrayList<>(List.of(first, first));
    if (three) {
      bodies.add(first);
    } else if (random.nextBoolean()) {
      bodies.add(second);
    }
    bodies.add(second);
    return new ProgramSpec(base.semaphores(), base.binary(), base.variables(), base.monitors(),
        base.locks(), base.synchronousPorts(), bodies);
  }

  /**
   * Returns a message-passing program for {@code seed} in which some threads never look at what
   * they receive (every guard open, both branches equal), for the commuting-receives reduction:
   * {@link ProgramSpec} declares their asynchronous ports order-insensitive.
   */
  public static ProgramSpec generateCommuting(long seed) {
    ProgramSpec base = generateMessaging(seed);
    SplittableRandom random = new SplittableRandom(~seed);
    List<List<Op>> bodies = new ArrayList<>();
    for (List<Op> body : base.threads()) {
      bodies.add(bodies.isEmpty() || random.nextBoolean() ? ignoringMessages(body) : body);
    }
    return new ProgramSpec(base.semaphores(), base.binary(), base.variables(), base.monitors(),
        base.locks(), base.synchronousPorts(), bodies);
  }

  private static List<Op> withoutSpawns(List<Op> body, int length) {
    return body.stream().filter(op -> !(op instanceof Op.Spawn)).limit(length).toList();
  }

  private static List<Op> ignoringMessages(List<Op> body) {
    return body.stream()
        .map(op -> op instanceof Op.Select s
            ? new Op.Select(s.ports(), s.ports().stream().map(p -> true).toList(),
                ignoringMessages(s.whenEven()), ignoringMessages(s.whenEven()))
            : op)
        .toList();
  }
}
