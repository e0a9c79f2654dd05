package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableSet;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.Reduction;
import org.richtest.RichTest;

/**
 * Proves that the reductions reproduce the counts the original prototype published (spec
 * table4-programs §5): with the paper's symmetry groups BB-monitorSU 20, BB-monitorSC 132,
 * BB-semaphore 9, RW-semaphore 420, RW-monitorSU 420, RW-monitorSC 1,576, BB-select 4, RW-select
 * 28; DME with its reply ports order-insensitive 504; every run a new sequence, none partial. The
 * P/V reduction has no fixed count (it depends on the free-run policy), so the semaphore bounded
 * buffer is checked for fewer sequences and the same outcomes, and together with symmetry for the
 * prototype's 1 under the deterministic policy.
 */
class ReductionExamplesTest {

  static Stream<Arguments> publishedReducedCounts() {
    return Examples.all().stream().flatMap(example -> example.reducedSequences().entrySet()
        .stream()
        .map(entry -> Arguments.of(example.name(), entry.getKey(), entry.getValue())));
  }

  @ParameterizedTest(name = "{0} reduced by {1}: {2}")
  @MethodSource("publishedReducedCounts")
  void registeredExample_reduced_exploresPublishedCount(
      String name, ImmutableSet<Reduction> reductions, long published) {
    ExplorationResult result = explore(name, ExplorationOptions.defaults()
        .withReductions(reductions.toArray(Reduction[]::new)));

    assertEquals(published, result.sequences());
    assertEquals(result.sequences(), result.runs());
    assertEquals(0, result.partialRuns());
    assertTrue(result.complete());
    assertTrue(result.bugs().isEmpty(), () -> "bugs: " + result.bugs());
    assertEquals(reductions, result.reductions());
  }

  @Test
  void registry_publishedReducedCounts_allOfThePrototypes() {
    Map<String, Long> symmetry = Map.of(
        "bb-monitor-su", 20L, "bb-monitor-sc", 132L, "bb-semaphore", 9L, "rw-semaphore", 420L,
        "rw-monitor-su", 420L, "rw-monitor-sc", 1576L, "bb-select", 4L, "rw-select", 28L);

    symmetry.forEach((name, count) -> assertEquals(count,
        Examples.byName(name).orElseThrow().expectedSequences(ImmutableSet.of(Reduction.SYMMETRY)),
        name));
    assertEquals(504,
        Examples.byName("dme").orElseThrow().expectedSequences(ImmutableSet.of(Reduction.COMMUTE)));
  }

  @Test
  void bbSemaphore_pv_fewerSequencesNoBug() {
    FreeRunPolicy[] policies = {
      FreeRunPolicy.oldestPending(), FreeRunPolicy.seededRandom(1), FreeRunPolicy.seededRandom(2)
    };
    for (FreeRunPolicy policy : policies) {
      ExplorationResult result = explore("bb-semaphore",
          ExplorationOptions.defaults().withReductions(Reduction.PV).withFreeRunPolicy(policy));

      assertTrue(result.sequences() > 1 && result.sequences() < 324, result::summary);
      assertEquals(0, result.partialRuns());
      assertTrue(result.complete() && result.bugs().isEmpty(), result::summary);
    }
  }

  @Test
  void bbSemaphore_pvAndSymmetry_oneSequenceAsThePrototype() {
    ExplorationResult result = explore("bb-semaphore",
        ExplorationOptions.defaults().withReductions(Reduction.PV, Reduction.SYMMETRY));

    assertEquals(1, result.sequences());
    assertTrue(result.complete() && result.bugs().isEmpty(), result::summary);
  }

  @Test
  void reductionsDeclaredButOff_unreducedCounts() {
    assertEquals(324, explore("bb-semaphore", ExplorationOptions.defaults()).sequences());
    assertEquals(4032, explore("dme", ExplorationOptions.defaults()).sequences());
  }

  private static ExplorationResult explore(String name, ExplorationOptions options) {
    return RichTest.explore(
        Examples.byName(name).orElseThrow().program(), options.withStopAtFirstBug(false));
  }
}
