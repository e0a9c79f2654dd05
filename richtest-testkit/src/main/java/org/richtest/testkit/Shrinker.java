package org.richtest.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Greedy shrinking of a failing {@link ProgramSpec}: drops threads and statements, and replaces a
 * branch or a spawn by its body, as long as the failure persists.
 */
public final class Shrinker {

  private Shrinker() {}

  /** Returns a smallest program found that still satisfies {@code fails}. */
  public static ProgramSpec shrink(ProgramSpec program, Predicate<ProgramSpec> fails) {
    return Greedy.shrink(program, Shrinker::candidates, ProgramSpec::size, fails);
  }

  private static List<ProgramSpec> candidates(ProgramSpec p) {
    List<ProgramSpec> out = new ArrayList<>();
    for (int t = 0; t < p.threads().size(); t++) {
      List<List<Op>> fewer = new ArrayList<>(p.threads());
      fewer.remove(t);
      out.add(with(p, fewer));
      for (List<Op> smaller : smaller(p.threads().get(t))) {
        List<List<Op>> changed = new ArrayList<>(p.threads());
        changed.set(t, smaller);
        out.add(with(p, changed));
      }
    }
    return out;
  }

  private static List<List<Op>> smaller(List<Op> body) {
    List<List<Op>> out = new ArrayList<>();
    for (int i = 0; i < body.size(); i++) {
      List<Op> without = new ArrayList<>(body);
      without.remove(i);
      out.add(without);
      Op op = body.get(i);
      List<List<Op>> inlined = switch (op) {
        case Op.Branch b -> List.of(b.whenEven(), b.whenOdd());
        case Op.Spawn s -> List.of(s.body());
        case Op.Update u -> List.of(u.whenEven(), u.whenOdd());
        case Op.Select s -> List.of(s.whenEven(), s.whenOdd());
        default -> List.of();
      };
      for (List<Op> replacement : inlined) {
        List<Op> flattened = new ArrayList<>(body.subList(0, i));
        flattened.addAll(replacement);
        flattened.addAll(body.subList(i + 1, body.size()));
        out.add(flattened);
      }
    }
    return out;
  }

  private static ProgramSpec with(ProgramSpec p, List<List<Op>> threads) {
    return new ProgramSpec(
        p.semaphores(), p.binary(), p.variables(), p.monitors(), p.locks(), p.synchronousPorts(),
        threads);
  }
}
