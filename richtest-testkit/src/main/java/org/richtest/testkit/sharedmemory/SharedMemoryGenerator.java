package org.richtest.testkit.sharedmemory;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Generates small random shared-memory programs from a seed: one to three variables of random kinds
 * starting at 0, 1 or 2, sometimes a lock, and two or three threads of one to four statements that
 * read into registers, write constants or values computed from registers, increment or
 * compare-and-set, branch on a register (equal, not equal, greater, even) and take the lock. The same
 * seed always gives the same program.
 *
 * <p>It is widened on purpose beyond what a hand-written program tends to do: writes of a value
 * read, writes of equal values, variables nobody else writes, branches that make later events
 * depend on a value; the rules for reads of docs/decisions.md were found by programs like these.
 */
public final class SharedMemoryGenerator {

  private static final SharedMemoryProgram.Kind[] KINDS = SharedMemoryProgram.Kind.values();

  private SharedMemoryGenerator() {}

  /** Returns the program for {@code seed}. */
  public static SharedMemoryProgram generate(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int variableCount = random.nextInt(10) < 3 ? 1 : random.nextInt(10) < 7 ? 2 : 3;
    List<SharedMemoryProgram.Variable> variables = new ArrayList<>();
    for (int i = 0; i < variableCount; i++) {
      variables.add(new SharedMemoryProgram.Variable(
          KINDS[random.nextInt(KINDS.length)], random.nextInt(4) == 0 ? 0 : random.nextInt(3)));
    }
    int locks = random.nextInt(5) == 0 ? 1 : 0;
    int threadCount = random.nextInt(5) < 2 ? 2 : 3;
    List<List<Statement>> threads = new ArrayList<>();
    for (int t = 0; t < threadCount; t++) {
      int length = 2 + random.nextInt(threadCount == 3 ? 2 : 3);
      threads.add(new Drawer(random, variableCount, locks).body(length, 0));
    }
    return new SharedMemoryProgram(variables, locks, threads);
  }

  /** Draws the statements of one thread, remembering which registers it has assigned. */
  private static final class Drawer {
    private final SplittableRandom random;
    private final int variables;
    private final int locks;
    private final boolean[] assigned = new boolean[3];

    Drawer(SplittableRandom random, int variables, int locks) {
      this.random = random;
      this.variables = variables;
      this.locks = locks;
    }

    List<Statement> body(int length, int depth) {
      List<Statement> body = new ArrayList<>();
      for (int i = 0; i < length; i++) {
        body.add(statement(depth));
      }
      return body;
    }

    private Statement statement(int depth) {
      int variable = random.nextInt(variables);
      int choice = random.nextInt(100);
      if (choice < 38) {
        int register = random.nextInt(3);
        assigned[register] = true;
        return new Statement.Read(variable, register);
      }
      if (choice < 73) {
        return new Statement.Write(variable, expression());
      }
      if (choice < 79) {
        int register = random.nextInt(3);
        boolean cas = random.nextBoolean();
        Statement.Expression expected = cas ? expression() : Statement.Expression.constant(0);
        Statement.Expression value = cas ? expression() : Statement.Expression.constant(0);
        assigned[register] = true;
        return new Statement.Update(variable, register, expected, value, cas);
      }
      if (choice < 94 && depth == 0) {
        return new Statement.If(condition(), body(1 + random.nextInt(2), depth + 1));
      }
      if (locks > 0 && depth == 0) {
        return new Statement.Locked(random.nextInt(locks), body(1 + random.nextInt(2), depth + 1));
      }
      return new Statement.Write(variable, Statement.Expression.constant(random.nextInt(3)));
    }

    private Statement.Expression expression() {
      int kind = random.nextInt(10);
      if (kind < 3 || !anyAssigned()) {
        return Statement.Expression.constant(random.nextInt(3));
      }
      int register = assignedRegister();
      return kind < 8
          ? new Statement.Expression(register, -1, random.nextInt(3))
          : new Statement.Expression(register, assignedRegister(), 0);
    }

    private Statement.Condition condition() {
      Statement.Condition.Test[] tests = Statement.Condition.Test.values();
      return new Statement.Condition(
          anyAssigned() ? assignedRegister() : random.nextInt(3),
          tests[random.nextInt(tests.length)],
          random.nextInt(3));
    }

    private boolean anyAssigned() {
      return assigned[0] || assigned[1] || assigned[2];
    }

    private int assignedRegister() {
      while (true) {
        int register = random.nextInt(3);
        if (assigned[register]) {
          return register;
        }
      }
    }
  }
}
