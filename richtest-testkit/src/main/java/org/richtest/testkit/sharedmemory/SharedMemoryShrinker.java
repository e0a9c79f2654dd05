package org.richtest.testkit.sharedmemory;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.richtest.testkit.Greedy;

/**
 * Greedy shrinking of a failing {@link SharedMemoryProgram}: drops threads and statements, replaces
 * a branch or a critical section by its body, and turns a computed value into a constant, as long as
 * the failure persists.
 */
public final class SharedMemoryShrinker {

  private SharedMemoryShrinker() {}

  /** Returns a smallest program found that still satisfies {@code fails}. */
  public static SharedMemoryProgram shrink(
      SharedMemoryProgram program, Predicate<SharedMemoryProgram> fails) {
    return Greedy.shrink(
        program, SharedMemoryShrinker::candidates, SharedMemoryShrinker::weight, fails);
  }

  /** The size, then computed values, then non-zero constants: what a reader has to follow. */
  private static int weight(SharedMemoryProgram p) {
    int computed = 0;
    for (List<Statement> body : p.threads()) {
      computed += computed(body);
    }
    int initial = 0;
    for (SharedMemoryProgram.Variable v : p.variables()) {
      initial += v.initial() == 0 ? 0 : 1;
    }
    return p.size() * 100 + computed * 10 + initial;
  }

  private static int computed(List<Statement> body) {
    int computed = 0;
    for (Statement s : body) {
      computed += switch (s) {
        case Statement.Write w -> w.value().isConstant() ? 0 : 1;
        case Statement.Update u -> (u.expected().isConstant() ? 0 : 1)
            + (u.value().isConstant() ? 0 : 1);
        case Statement.If b -> computed(b.body());
        case Statement.Locked l -> computed(l.body());
        case Statement.Read r -> 0;
      };
    }
    return computed;
  }

  private static List<SharedMemoryProgram> candidates(SharedMemoryProgram p) {
    List<SharedMemoryProgram> out = new ArrayList<>();
    for (int t = 0; t < p.threads().size(); t++) {
      List<List<Statement>> fewer = new ArrayList<>(p.threads());
      fewer.remove(t);
      out.add(p.withThreads(fewer));
      for (List<Statement> smaller : smaller(p.threads().get(t))) {
        List<List<Statement>> changed = new ArrayList<>(p.threads());
        changed.set(t, smaller);
        out.add(p.withThreads(changed));
      }
    }
    for (int v = 0; v < p.variables().size(); v++) {
      SharedMemoryProgram.Variable variable = p.variables().get(v);
      if (variable.initial() != 0) {
        List<SharedMemoryProgram.Variable> zero = new ArrayList<>(p.variables());
        zero.set(v, new SharedMemoryProgram.Variable(variable.kind(), 0));
        out.add(p.withVariables(zero));
      }
    }
    return out;
  }

  private static List<List<Statement>> smaller(List<Statement> body) {
    List<List<Statement>> out = new ArrayList<>();
    for (int i = 0; i < body.size(); i++) {
      List<Statement> without = new ArrayList<>(body);
      without.remove(i);
      out.add(without);
      Statement s = body.get(i);
      List<Statement> inner = switch (s) {
        case Statement.If b -> b.body();
        case Statement.Locked l -> l.body();
        default -> null;
      };
      if (inner != null) {
        List<Statement> inlined = new ArrayList<>(body.subList(0, i));
        inlined.addAll(inner);
        inlined.addAll(body.subList(i + 1, body.size()));
        out.add(inlined);
        for (List<Statement> smallerInner : smaller(inner)) {
          List<Statement> changed = new ArrayList<>(body);
          changed.set(i, s instanceof Statement.If b ? b.withBody(smallerInner)
              : ((Statement.Locked) s).withBody(smallerInner));
          out.add(changed);
        }
      }
      Statement simpler = switch (s) {
        case Statement.Write w when !w.value().isConstant() ->
            new Statement.Write(w.variable(), Statement.Expression.constant(w.value().constant()));
        default -> null;
      };
      if (simpler != null) {
        List<Statement> changed = new ArrayList<>(body);
        changed.set(i, simpler);
        out.add(changed);
      }
    }
    return out;
  }
}
