package org.richtest.benchmarks;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;
import org.richtest.cli.PeakHeap;

/**
 * Explores every bundled example with reachability testing and, within a run budget, with the
 * exhaustive oracle; compares unreduced and reduced explorations; measures live heap during the
 * largest exploration; and times the parts of a run. Prints Markdown for {@code
 * docs/benchmarks.md}. {@code --quick} skips the explorations that take minutes; {@code --cost}
 * prints only the cost of a run; {@code --drop-ins} only the native drop-ins against their
 * reference model; {@code --agent} only the agent's cost ({@link AgentBenchmark}); {@code
 * --data-races} only the data-race detector's ({@link DataRaceBenchmark}); {@code --reductions}
 * only the reductions; {@code --strategies} compares the
 * strategies ({@link StrategyComparison}); {@code --estimates} measures the estimate of the space
 * ({@link EstimateAccuracy}); {@code --parallel} the speedup of two workers and the frontier
 * ({@link ParallelBenchmark}), then in fresh JVMs ({@link FreshJvmParallelism}), and against worker processes ({@link
 * FreshJvmProcesses}); {@code --cluster} one and two cluster members against the in-JVM
 * parallel explorer ({@link ClusterBenchmark}); {@code --versus DIR} compares this build with
 * another one and with the plain JVM ({@link VersionComparison}); {@code --cold} the command line's
 * cold start with its warm rate ({@link ColdStart}); {@code --class-loading} what rewriting a
 * library costs as it loads ({@link ClassLoadingCost}).
 */
public final class ExplorationBenchmark {

  /** The oracle runs on examples up to this many sequences, within a run budget. */
  private static final long ORACLE_EXAMPLES = 1_000;

  private static final long ORACLE_BUDGET = 1_000_000;

  private ExplorationBenchmark() {}

  /** Runs the benchmark; see the class comment for the arguments. */
  public static void main(String[] args) {
    boolean quick = List.of(args).contains("--quick");
    System.out.printf(Locale.ROOT, "JDK %s, %d cores, max heap %d MiB%n%n",
        Runtime.version(), Runtime.getRuntime().availableProcessors(),
        Runtime.getRuntime().maxMemory() >> 20);
    if (List.of(args).contains("--cost")) {
      RunCost.report();
      return;
    }
    if (List.of(args).contains("--drop-ins")) {
      DropInBenchmark.report();
      return;
    }
    if (List.of(args).contains("--agent")) {
      AgentBenchmark.report();
      return;
    }
    if (List.of(args).contains("--data-races")) {
      DataRaceBenchmark.report();
      return;
    }
    if (List.of(args).contains("--reductions")) {
      ReductionBenchmark.report(quick);
      return;
    }
    if (List.of(args).contains("--strategies")) {
      StrategyComparison.report();
      return;
    }
    if (List.of(args).contains("--parallel")) {
      ParallelBenchmark.report(quick);
      FreshJvmParallelism.report(quick);
      FreshJvmProcesses.report(quick);
      return;
    }
    if (List.of(args).contains("--class-loading")) {
      ClassLoadingCost.report(List.of(args));
      return;
    }
    if (List.of(args).contains("--cold")) {
      ColdStart.report(List.of(args));
      return;
    }
    if (List.of(args).contains("--versus")) {
      VersionComparison.report(List.of(args));
      return;
    }
    if (List.of(args).contains("--cluster")) {
      ClusterBenchmark.report();
      return;
    }
    if (List.of(args).contains("--estimates")) {
      EstimateAccuracy.report();
      return;
    }
    explorations(quick);
    DropInBenchmark.report();
    ReductionBenchmark.report(quick);
    memory(quick ? "rw-monitor-sc" : "dp-monitor-su-6");
    RunCost.report();
  }

  private static void explorations(boolean quick) {
    header();
    for (Example example : Examples.all()) {
      if (quick && example.expectedSequences() > 100_000) {
        continue;
      }
      row(example, ExplorationOptions.defaults().withStopAtFirstBug(false));
      if (example.expectedSequences() <= ORACLE_EXAMPLES) {
        row(example, ExplorationOptions.defaults()
            .withStrategy(Strategy.EXHAUSTIVE)
            .withStopAtFirstBug(false)
            .withMaxRuns(quick ? ORACLE_BUDGET / 10 : ORACLE_BUDGET));
      }
    }
    System.out.println();
  }

  /** Prints the header of the explorations table. */
  static void header() {
    System.out.println("| example | strategy | sequences | runs | partial | complete | seconds "
        + "| sequences/s | runs/s | run share | peak heap MiB |");
    System.out.println("|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|");
  }

  /** Explores {@code example} with {@code options} and prints its row of the explorations table. */
  static void row(Example example, ExplorationOptions options) {
    System.gc();
    PeakHeap.reset();
    ExplorationResult result = RichTest.explore(example.program(), options);
    double seconds = result.elapsed().toNanos() / 1e9;
    System.out.printf(Locale.ROOT,
        "| %s | %s | %d | %d | %d | %s | %.2f | %.0f | %.0f | %.0f%% | %.0f |%n",
        example.name(), result.strategy().id(), result.sequences(),
        result.runs(), result.partialRuns(), result.complete() ? "yes" : "no (budget)", seconds,
        result.sequences() / seconds, result.runs() / seconds,
        100.0 * result.runTime().toNanos() / Math.max(1, result.elapsed().toNanos()),
        PeakHeap.megabytes());
  }

  /** Live heap after a full collection at 10%, 50% and 100% of a large exploration. */
  private static void memory(String name) {
    Example example = Examples.byName(name).orElseThrow();
    long expected = example.expectedSequences();
    List<String> samples = new ArrayList<>();
    long[] runs = {0};
    RichTest.explore(example.program(), ExplorationOptions.defaults().withListener(run -> {
      runs[0]++;
      if (runs[0] == expected / 10 || runs[0] == expected / 2 || runs[0] == expected) {
        samples.add(String.format(Locale.ROOT, "| %d | %.0f%% | %.1f |", runs[0],
            100.0 * runs[0] / expected, liveHeapMb()));
      }
    }));
    System.out.println("Live heap during `" + name + "` (" + expected + " sequences):");
    System.out.println();
    System.out.println("| sequences | of total | live heap MiB after GC |");
    System.out.println("|---:|---:|---:|");
    samples.forEach(System.out::println);
    System.out.println();
  }

  private static double liveHeapMb() {
    System.gc();
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / (1024.0 * 1024.0);
  }
}
