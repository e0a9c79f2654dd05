package org.richtest.examples.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.RichTest;
import org.richtest.SpaceEstimate;
import org.richtest.Strategy;
import org.richtest.examples.Examples;
import org.richtest.Program;

/**
 * The code of the user guide's section "Choosing a strategy" (docs/guide.md), compiled and run:
 * each strategy on the guide's lost update, and the large-space options, parallel exploration and
 * checkpoints on the dining philosophers.
 */
class StrategyGuideExamplesTest {

  private static final Program PHILOSOPHERS =
      Examples.byName("dp-monitor-su-5").orElseThrow().program();

  @Test
  void lostUpdate_everyStrategy_findsTheBug() {
    // guide:begin strategies
    ExplorationOptions options = ExplorationOptions.defaults();
    ExplorationResult dpor =
        RichTest.explore(GuideExamplesTest::lostUpdate, options.withStrategy(Strategy.DPOR));
    ExplorationResult chess =
        RichTest.explore(GuideExamplesTest::lostUpdate, options
            .withStrategy(Strategy.CONTEXT_BOUNDED)
            .withPreemptionBound(2)); // schedules with at most 0, then 1, then 2 preemptions
    ExplorationResult pct =
        RichTest.explore(GuideExamplesTest::lostUpdate, options
            .withStrategy(Strategy.RANDOM) // probabilistic concurrency testing
            .withPctDepth(3)
            .withFreeRunPolicy(FreeRunPolicy.seededRandom(42)) // the seed of every run
            .withMaxRuns(1_000));
    // guide:end strategies

    for (ExplorationResult result : new ExplorationResult[] {dpor, chess, pct}) {
      assertEquals(1, result.failures().size(), result.summary());
    }
  }

  @Test
  void philosophers_timeBudget_reportsAnEstimate() {
    // guide:begin estimate
    ExplorationResult result =
        RichTest.explore(PHILOSOPHERS, ExplorationOptions.defaults().withMaxRuns(2_000));
    SpaceEstimate estimate = result.estimate(); // from random probes of the variant tree
    double share = estimate.explored(result.sequences()); // about 0.1 of the 19 330 sequences
    System.out.println(result.summary()); // ..., ≈ 2.0e4 sequences (95%: ...), 10.3% explored
    // guide:end estimate

    assertNotNull(estimate);
    assertFalse(estimate.exact());
    assertTrue(share > 0.05 && share < 0.2, estimate.toString());
    assertTrue(result.summary().contains("% explored"), result.summary());
  }

  @Test
  void philosophers_largeSpaceModes_boundOrSampleTheExploration() {
    // guide:begin large-spaces
    ExplorationOptions reachability = ExplorationOptions.defaults()
        .withMaxTime(Duration.ofMinutes(10));
    ExplorationResult fewRaces = RichTest.explore(PHILOSOPHERS, reachability
        .withRaceBound(2)); // every variant that reverses at most 0, then 1, then 2 races
    ExplorationResult sampled = RichTest.explore(PHILOSOPHERS, reachability
        .withSample(100)); // 100 random probes of the variant tree, and their estimate
    // guide:end large-spaces

    assertEquals(2, fewRaces.completedBound(), fewRaces.summary());
    assertFalse(fewRaces.complete(), fewRaces.summary());
    assertEquals(100, sampled.estimate().probes(), sampled.summary());
  }

  @Test
  void philosophers_parallelWithCheckpoint_resumesToTheFullCount(@TempDir Path dir) {
    // guide:begin parallel
    Path checkpoint = dir.resolve("dp5.checkpoint");
    ExplorationOptions options = ExplorationOptions.defaults()
        .withParallelism(2) // two workers, each running the program on its own
        .withCheckpoint(checkpoint); // the frontier and the counts, every 5 s and at the end
    ExplorationResult cut = RichTest.explore(PHILOSOPHERS, options.withMaxRuns(5_000));
    ExplorationResult resumed =
        RichTest.explore(PHILOSOPHERS, options.withResume(checkpoint)); // on from the checkpoint
    System.out.println(resumed.sequences()); // 19330, as one uninterrupted exploration
    // guide:end parallel

    assertEquals(5_000, cut.runs(), cut.summary());
    assertEquals(19_330, resumed.sequences(), resumed.summary());
    assertTrue(resumed.complete(), resumed.summary());
  }
}
