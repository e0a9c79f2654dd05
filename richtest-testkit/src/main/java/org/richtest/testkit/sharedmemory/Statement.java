package org.richtest.testkit.sharedmemory;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One statement of a generated shared-memory program. A thread has three integer registers,
 * {@code r0}..{@code r2}, starting at 0; variables are named {@code x0}, {@code x1}, ... and locks
 * {@code l0}, ... in the program.
 */
public sealed interface Statement {

  /** Returns the number of statements this one stands for, itself included. */
  default int size() {
    return 1;
  }

  /** {@code r = x.get()}. */
  record Read(int variable, int register) implements Statement {
    @Override
    public String toString() {
      return "r" + register + " = x" + variable + ".get();";
    }
  }

  /** {@code x.set(value)}. */
  record Write(int variable, Expression value) implements Statement {
    @Override
    public String toString() {
      return "x" + variable + ".set(" + value + ");";
    }
  }

  /**
   * A read-modify-write whose result goes to a register: {@code r = x.incrementAndGet()} or {@code
   * r = x.compareAndSet(expected, value) ? 1 : 0}.
   */
  record Update(int variable, int register, Expression expected, Expression value, boolean cas)
      implements Statement {
    @Override
    public String toString() {
      return cas
          ? "r" + register + " = x" + variable + ".compareAndSet(" + expected + ", " + value
              + ") ? 1 : 0;"
          : "r" + register + " = x" + variable + ".incrementAndGet();";
    }
  }

  /** {@code if (condition) { body }}: what a thread does next depends on a value it read. */
  record If(Condition condition, List<Statement> body) implements Statement {
    @Override
    public int size() {
      return 1 + body.stream().mapToInt(Statement::size).sum();
    }

    /** Returns this branch with another body. */
    public If withBody(List<Statement> other) {
      return new If(condition, other);
    }

    @Override
    public String toString() {
      return "if (" + condition + ") " + block(body);
    }
  }

  /** {@code l.lock(); try { body } finally { l.unlock(); }}. */
  record Locked(int lock, List<Statement> body) implements Statement {
    @Override
    public int size() {
      return 1 + body.stream().mapToInt(Statement::size).sum();
    }

    /** Returns this critical section with another body. */
    public Locked withBody(List<Statement> other) {
      return new Locked(lock, other);
    }

    @Override
    public String toString() {
      return "l" + lock + " " + block(body);
    }
  }

  /** Returns {@code body} as a block of Java-like code on one line. */
  static String block(List<Statement> body) {
    return body.stream().map(Statement::toString).collect(Collectors.joining(" ", "{ ", " }"));
  }

  /** A value computed from registers: {@code c}, {@code r + c} or {@code r + s}. */
  record Expression(int register, int other, int constant) {

    /** Returns the constant {@code c}. */
    public static Expression constant(int c) {
      return new Expression(-1, -1, c);
    }

    /** Returns the value in {@code registers}. */
    public int value(int[] registers) {
      return (register < 0 ? 0 : registers[register]) + (other < 0 ? 0 : registers[other])
          + constant;
    }

    /** Returns whether it reads no register. */
    public boolean isConstant() {
      return register < 0 && other < 0;
    }

    @Override
    public String toString() {
      if (register < 0) {
        return String.valueOf(constant);
      }
      String sum = "r" + register + (other < 0 ? "" : " + r" + other);
      return constant == 0 ? sum : sum + " + " + constant;
    }
  }

  /** A test of a register against a constant. */
  record Condition(int register, Test test, int constant) {

    /** How a register is compared. */
    public enum Test {
      EQUAL("=="),
      NOT_EQUAL("!="),
      GREATER(">"),
      EVEN("% 2 ==");

      private final String symbol;

      Test(String symbol) {
        this.symbol = symbol;
      }
    }

    /** Returns whether the condition holds in {@code registers}. */
    public boolean holds(int[] registers) {
      int value = registers[register];
      return switch (test) {
        case EQUAL -> value == constant;
        case NOT_EQUAL -> value != constant;
        case GREATER -> value > constant;
        case EVEN -> Math.floorMod(value, 2) == 0;
      };
    }

    @Override
    public String toString() {
      return "r" + register + " " + test.symbol + " " + (test == Test.EVEN ? 0 : constant);
    }
  }
}
