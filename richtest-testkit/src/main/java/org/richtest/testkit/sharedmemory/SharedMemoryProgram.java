package org.richtest.testkit.sharedmemory;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Lock;
import org.richtest.Program;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;
import org.richtest.sync.SharedVariable;
import org.richtest.sync.concurrent.AtomicInteger;
import org.richtest.sync.concurrent.ReentrantLock;

/**
 * A generated shared-memory program: its variables (a kind and an initial value each), its number of
 * locks, and the statements of each thread. {@code main} creates the variables and locks, starts
 * threads {@code t0}, {@code t1}, ... and joins them. Immutable; every run makes new objects, so
 * runs may go in parallel.
 */
public final class SharedMemoryProgram implements Program {

  /** How a variable records its reads and writes. */
  public enum Kind {
    /** {@link SharedInt}. */
    SHARED_INT,
    /** {@link SharedVariable} of integers. */
    SHARED_VARIABLE,
    /** The {@link AtomicInteger} drop-in. */
    ATOMIC
  }

  /** A variable of the program: how it records its events and the value it starts with. */
  public record Variable(Kind kind, int initial) {
    @Override
    public String toString() {
      return kind.name().toLowerCase(java.util.Locale.ROOT) + "(" + initial + ")";
    }
  }

  private final List<Variable> variables;
  private final int locks;
  private final List<List<Statement>> threads;

  /** Creates a program over {@code variables} and {@code locks} locks; thread {@code ti} runs
   * {@code threads.get(i)}. */
  public SharedMemoryProgram(List<Variable> variables, int locks, List<List<Statement>> threads) {
    this.variables = List.copyOf(variables);
    this.locks = locks;
    this.threads = threads.stream().map(List::copyOf).toList();
  }

  /** Returns the variables. */
  public List<Variable> variables() {
    return variables;
  }

  /** Returns the number of locks. */
  public int locks() {
    return locks;
  }

  /** Returns the statements of each thread. */
  public List<List<Statement>> threads() {
    return threads;
  }

  /** Returns the same variables and locks with other threads. */
  public SharedMemoryProgram withThreads(List<List<Statement>> other) {
    return new SharedMemoryProgram(variables, locks, other);
  }

  /** Returns the same program with other variables. */
  public SharedMemoryProgram withVariables(List<Variable> other) {
    return new SharedMemoryProgram(other, locks, threads);
  }

  /** Returns the number of statements and threads, for the shrinker's progress. */
  public int size() {
    int size = threads.size();
    for (List<Statement> body : threads) {
      size += body.stream().mapToInt(Statement::size).sum();
    }
    return size;
  }

  @Override
  public void run() throws Exception {
    Object[] made = new Object[variables.size()];
    for (int i = 0; i < made.length; i++) {
      Variable v = variables.get(i);
      made[i] = switch (v.kind()) {
        case SHARED_INT -> new SharedInt(v.initial(), "x" + i);
        case SHARED_VARIABLE -> new SharedVariable<>(v.initial(), "x" + i);
        case ATOMIC -> new AtomicInteger(v.initial(), "x" + i);
      };
    }
    Lock[] madeLocks = new Lock[locks];
    for (int i = 0; i < locks; i++) {
      madeLocks[i] = new ReentrantLock("l" + i);
    }
    List<RichThread> started = new ArrayList<>();
    for (int t = 0; t < threads.size(); t++) {
      List<Statement> body = threads.get(t);
      started.add(RichThread.start("t" + t, () -> execute(body, made, madeLocks, new int[3])));
    }
    for (RichThread thread : started) {
      thread.join();
    }
  }

  private static void execute(List<Statement> body, Object[] vars, Lock[] locks, int[] registers) {
    for (Statement statement : body) {
      switch (statement) {
        case Statement.Read read -> registers[read.register()] = get(vars[read.variable()]);
        case Statement.Write write -> set(vars[write.variable()], write.value().value(registers));
        case Statement.Update update -> registers[update.register()] = update.cas()
            ? compareAndSet(vars[update.variable()], update.expected().value(registers),
                update.value().value(registers)) ? 1 : 0
            : increment(vars[update.variable()]);
        case Statement.If branch -> {
          if (branch.condition().holds(registers)) {
            execute(branch.body(), vars, locks, registers);
          }
        }
        case Statement.Locked locked -> {
          locks[locked.lock()].lock();
          try {
            execute(locked.body(), vars, locks, registers);
          } finally {
            locks[locked.lock()].unlock();
          }
        }
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static int get(Object variable) {
    return switch (variable) {
      case SharedInt x -> x.get();
      case AtomicInteger x -> x.get();
      default -> ((SharedVariable<Integer>) variable).get();
    };
  }

  @SuppressWarnings("unchecked")
  private static void set(Object variable, int value) {
    switch (variable) {
      case SharedInt x -> x.set(value);
      case AtomicInteger x -> x.set(value);
      default -> ((SharedVariable<Integer>) variable).set(value);
    }
  }

  @SuppressWarnings("unchecked")
  private static int increment(Object variable) {
    return switch (variable) {
      case SharedInt x -> x.incrementAndGet();
      case AtomicInteger x -> x.incrementAndGet();
      default -> ((SharedVariable<Integer>) variable).updateAndGet(v -> v + 1);
    };
  }

  @SuppressWarnings("unchecked")
  private static boolean compareAndSet(Object variable, int expected, int value) {
    return switch (variable) {
      case SharedInt x -> x.compareAndSet(expected, value);
      case AtomicInteger x -> x.compareAndSet(expected, value);
      default -> {
        SharedVariable<Integer> x = (SharedVariable<Integer>) variable;
        boolean[] set = new boolean[1];
        x.updateAndGet(v -> {
          set[0] = v == expected;
          return set[0] ? value : v;
        });
        yield set[0];
      }
    };
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("variables " + variables + ", locks " + locks);
    for (int t = 0; t < threads.size(); t++) {
      text.append("\n  t").append(t).append(": ")
          .append(Statement.block(threads.get(t)));
    }
    return text.toString();
  }
}
