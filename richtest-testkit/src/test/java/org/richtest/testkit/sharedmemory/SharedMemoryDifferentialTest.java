package org.richtest.testkit.sharedmemory;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.testkit.Differential;

/**
 * Random shared-memory programs ({@link SharedMemoryGenerator}) against the oracle, with every
 * explorer: reachability testing sequentially, on three workers, by work items, and stopped half-way
 * and resumed from a checkpoint must exercise exactly the oracle's partial orders, none twice, and
 * end. A failure names the seed, the program and the program shrunk. {@code
 * richtest.sharedmemory.programs} sets how many seeds (the benchmark profile runs thousands), {@code
 * richtest.sharedmemory.first} the first.
 */
class SharedMemoryDifferentialTest {

  private static final long PROGRAMS = Long.getLong("richtest.sharedmemory.programs", 250);
  private static final long FIRST = Long.getLong("richtest.sharedmemory.first", 0);

  @TempDir Path dir;

  @TestFactory
  Stream<DynamicTest> randomSharedMemoryPrograms_everyExplorerMatchesOracle() {
    return LongStream.range(FIRST, FIRST + PROGRAMS)
        .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
          SharedMemoryProgram program = SharedMemoryGenerator.generate(seed);
          String problem = problem(program, seed);
          if (!problem.isEmpty()) {
            SharedMemoryProgram shrunk =
                SharedMemoryShrinker.shrink(program, p -> !problem(p, seed).isEmpty());
            fail("seed " + seed + ": " + problem + "program: " + program + "\nshrunk: " + shrunk
                + "\n" + problem(shrunk, seed));
          }
        }));
  }

  /** Returns how the explorers and the oracle differ on {@code program}; empty if they agree. */
  private String problem(SharedMemoryProgram program, long seed) {
    Path checkpoint = dir.resolve("seed-" + seed + ".checkpoint");
    try {
      return Differential.compare(program, checkpoint).problem();
    } catch (RuntimeException e) {
      return e + "\n";
    } finally {
      try {
        Files.deleteIfExists(checkpoint);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
