package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.examples.boundedbuffer.BoundedBufferSemaphore;
import org.richtest.examples.readerswriters.ReadersWritersSemaphore;
import org.richtest.testkit.Differential;

/**
 * Proves that reachability testing explores the semaphore examples with exactly the paper's Table 4
 * counts (bounded buffer 324, readers/writers 21744), every run a new sequence and none partial;
 * that on reduced configurations of both programs the exhaustive oracle finds exactly the same
 * number of partial orders (the very same ones, by {@link Differential}); and that every example in
 * the registry declares the count exploration finds. The full explorations of the registered
 * examples are run once and shared by the tests of this class.
 */
class SemaphoreExamplesTest {

  private static final long LARGEST_IN_SUITE = 100_000;

  private static final Map<String, ExplorationResult> EXPLORED = new HashMap<>();

  @Test
  void bbSemaphore_reachability_exploresTable4CountWithoutPartialRuns() {
    ExplorationResult result = explored("bb-semaphore");

    assertEquals(324, result.sequences());
    assertEquals(324, result.runs());
    assertEquals(0, result.partialRuns());
    assertTrue(result.complete());
    assertTrue(result.bugs().isEmpty(), () -> "bugs: " + result.bugs());
  }

  @Test
  void rwSemaphore_reachability_exploresTable4CountWithoutPartialRuns() {
    ExplorationResult result = explored("rw-semaphore");

    assertEquals(21744, result.sequences());
    assertEquals(result.sequences(), result.runs());
    assertEquals(0, result.partialRuns());
    assertTrue(result.complete());
    assertTrue(result.bugs().isEmpty(), () -> "bugs: " + result.bugs());
  }

  @Test
  void bbSemaphoreTwoProducersTwoConsumersOneSlot_bothStrategies_sameCount() {
    assertStrategiesAgree(BoundedBufferSemaphore.program(2, 2, 1), 4);
  }

  @Test
  void bbSemaphoreTwoProducersTwoConsumersTwoSlots_bothStrategies_sameCount() {
    assertStrategiesAgree(BoundedBufferSemaphore.program(2, 2, 2), 12);
  }

  @Test
  void rwSemaphoreTwoReadersOneWriter_bothStrategies_sameCount() {
    assertStrategiesAgree(ReadersWritersSemaphore.program(2, 1), 48);
  }

  @Test
  void rwSemaphoreOneReaderTwoWriters_bothStrategies_sameCount() {
    assertStrategiesAgree(ReadersWritersSemaphore.program(1, 2), 32);
  }

  @ParameterizedTest
  @MethodSource("testSizedExampleNames")
  void registeredExample_exploration_findsExpectedSequences(String name) {
    Example example = Examples.byName(name).orElseThrow();
    ExplorationResult result = explored(name);

    assertEquals(example.expectedSequences(), result.sequences());
    assertEquals(example.expectBug(), !result.bugs().isEmpty(), () -> "bugs: " + result.bugs());
    assertTrue(result.complete());
  }

  @ParameterizedTest
  @MethodSource("exampleNames")
  void registeredExample_withPaperCount_expectsPaperCount(String name) {
    Example example = Examples.byName(name).orElseThrow();

    if (example.paperSequences() > 0) {
      assertEquals(example.paperSequences(), example.expectedSequences());
    }
  }

  static Stream<String> exampleNames() {
    return Examples.all().stream().map(Example::name);
  }

  /** The examples small enough for the default suite; the largest is the benchmark's memory check. */
  static Stream<String> testSizedExampleNames() {
    return Examples.all().stream()
        .filter(example -> example.expectedSequences() <= LARGEST_IN_SUITE)
        .map(Example::name);
  }

  @Test
  @Tag("slow")
  void largestExample_exploration_findsExpectedSequences() {
    Example largest = Examples.all().stream()
        .max(java.util.Comparator.comparingLong(Example::expectedSequences))
        .orElseThrow();
    assertTrue(largest.expectedSequences() > LARGEST_IN_SUITE);
    assertEquals(largest.expectedSequences(), explored(largest.name()).sequences());
  }

  /** Explores the registered example {@code name} once, collecting all bugs, and remembers it. */
  private static synchronized ExplorationResult explored(String name) {
    return EXPLORED.computeIfAbsent(name, key -> RichTest.explore(
        Examples.byName(key).orElseThrow().program(),
        ExplorationOptions.defaults().withStopAtFirstBug(false)));
  }

  private static void assertStrategiesAgree(Program program, long expectedSequences) {
    ExplorationResult reachability = RichTest.explore(program);
    ExplorationResult oracle =
        RichTest.explore(program, ExplorationOptions.defaults().withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(oracle.complete());
    assertTrue(reachability.complete());
    assertEquals(expectedSequences, oracle.sequences(), "oracle sequences");
    assertEquals(expectedSequences, reachability.sequences(), "reachability sequences");
    assertEquals(reachability.sequences(), reachability.runs(), "reachability runs");
    assertEquals(0, reachability.partialRuns());
    Differential.Comparison sets = Differential.compare(program);
    assertTrue(sets.agrees(), sets.problem());
  }
}
