package org.richtest.examples.unmodified;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;

/**
 * The three smallest plain-JDK programs of issue 28, through the agent ({@code volatile} fields
 * whose writes are computed from reads): every explorer finds exactly the oracle's sequences. Before
 * the rules of docs/decisions.md ("A write without its call is no partner for a read", "A read
 * precedes the write that overwrites its partner"), the first came out 29 of 30, complete, and the
 * others ended as "not deterministic".
 */
class UnmodifiedReadsFromTest {

  @TempDir Path dir;

  /** {@code x = 0, y = 1}; t0: {@code y = 0; r = x} · t1: {@code x = 2; x = 1; r = y} · t2: {@code
   * r = y; x = 1}. */
  public static final class EqualWrites implements Program {
    volatile int x = 0;
    volatile int y = 1;

    @Override
    public void run() throws Exception {
      EqualWrites s = new EqualWrites();
      Thread t0 = new Thread(() -> {
        s.y = 0;
        int r = s.x;
      }, "t0");
      Thread t1 = new Thread(() -> {
        s.x = 2;
        s.x = 1;
        int r = s.y;
      }, "t1");
      Thread t2 = new Thread(() -> {
        int r = s.y;
        s.x = 1;
      }, "t2");
      startAndJoin(t0, t1, t2);
    }
  }

  /** t0: {@code x = 2; r = x; x = r + 2} · t1: {@code x = 1} · t2: {@code r = x; if (r == 1)
   * x = r + 1}. */
  public static final class ComputedWrites implements Program {
    volatile int x;

    @Override
    public void run() throws Exception {
      ComputedWrites s = new ComputedWrites();
      Thread t0 = new Thread(() -> {
        s.x = 2;
        int r = s.x;
        s.x = r + 2;
      }, "t0");
      Thread t1 = new Thread(() -> s.x = 1, "t1");
      Thread t2 = new Thread(() -> {
        int r = s.x;
        if (r == 1) {
          s.x = r + 1;
        }
      }, "t2");
      startAndJoin(t0, t1, t2);
    }
  }

  /** t0: {@code x = 2} · t1: {@code a = y; b = x; x = a + b} · t2: {@code r = x; if (r > 1)
   * x = 0}. */
  public static final class ReadOfAnotherVariableFirst implements Program {
    volatile int x;
    volatile int y;

    @Override
    public void run() throws Exception {
      ReadOfAnotherVariableFirst s = new ReadOfAnotherVariableFirst();
      Thread t0 = new Thread(() -> s.x = 2, "t0");
      Thread t1 = new Thread(() -> {
        int a = s.y;
        int b = s.x;
        s.x = a + b;
      }, "t1");
      Thread t2 = new Thread(() -> {
        int r = s.x;
        if (r > 1) {
          s.x = 0;
        }
      }, "t2");
      startAndJoin(t0, t1, t2);
    }
  }

  private static void startAndJoin(Thread... threads) throws InterruptedException {
    for (Thread thread : threads) {
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
  }

  static Stream<Arguments> programs() {
    return Stream.of(
        Arguments.of(new EqualWrites(), 30),
        Arguments.of(new ComputedWrites(), 22),
        Arguments.of(new ReadOfAnotherVariableFirst(), 12));
  }

  @ParameterizedTest
  @MethodSource("programs")
  void everyExplorer_findsTheOraclesSequences(Program program, int sequences) {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);
    Path checkpoint = dir.resolve("checkpoint");

    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));
    ExplorationResult sequential = RichTest.explore(program, all.withParallelism(1));
    ExplorationResult parallel = RichTest.explore(program, all.withParallelism(2));
    RichTest.explore(program,
        all.withParallelism(2).withCheckpoint(checkpoint).withMaxRuns(sequences / 2));
    ExplorationResult resumed =
        RichTest.explore(program, all.withParallelism(2).withResume(checkpoint));

    assertEquals(sequences, oracle.sequences(), oracle.summary());
    for (ExplorationResult result : new ExplorationResult[] {sequential, parallel, resumed}) {
      assertEquals(sequences, result.sequences(), result.summary());
      assertTrue(result.complete(), result.summary());
    }
  }
}
