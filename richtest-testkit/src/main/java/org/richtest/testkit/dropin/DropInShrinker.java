package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.richtest.testkit.Greedy;

/**
 * Greedy shrinking of a failing {@link DropInProgram}: drops threads and steps, and replaces a step
 * with a body by its body, as long as the failure persists.
 */
public final class DropInShrinker {

  private DropInShrinker() {}

  /** Returns a smallest program found that still satisfies {@code fails}. */
  public static DropInProgram shrink(DropInProgram program, Predicate<DropInProgram> fails) {
    return Greedy.shrink(program, DropInShrinker::candidates, DropInProgram::size, fails);
  }

  private static List<DropInProgram> candidates(DropInProgram p) {
    List<DropInProgram> out = new ArrayList<>();
    for (int t = 0; t < p.threads().size(); t++) {
      List<List<Step>> fewer = new ArrayList<>(p.threads());
      fewer.remove(t);
      out.add(p.withThreads(fewer));
      for (List<Step> smaller : smaller(p.threads().get(t))) {
        List<List<Step>> changed = new ArrayList<>(p.threads());
        changed.set(t, smaller);
        out.add(p.withThreads(changed));
      }
    }
    return out;
  }

  private static List<List<Step>> smaller(List<Step> body) {
    List<List<Step>> out = new ArrayList<>();
    for (int i = 0; i < body.size(); i++) {
      List<Step> without = new ArrayList<>(body);
      without.remove(i);
      out.add(without);
      Step step = body.get(i);
      if (!step.body().isEmpty()) {
        for (List<Step> inner : smaller(step.body())) {
          List<Step> changed = new ArrayList<>(body);
          changed.set(i, step.withBody(inner));
          out.add(changed);
        }
      }
    }
    return out;
  }
}
