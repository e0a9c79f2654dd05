package org.richtest.benchmarks;

import java.util.List;
import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;
import org.richtest.examples.ported.PortedScenarios;

/**
 * What the agent costs: each example in plain JDK code, rewritten by the agent this JVM runs with,
 * against its hand-ported twin on RichTest's classes, in one run. Both explore the same sequences;
 * the rewritten one pays for the hooks, object names and {@code Thread} bookkeeping. Then the
 * executor examples, with reachability testing and the exhaustive oracle, in the columns of the
 * explorations table.
 */
final class AgentBenchmark {

  /** How many explorations of each program are timed, after one to warm up. */
  private static final int REPEATS = 5;

  private AgentBenchmark() {}

  /** Prints the Markdown tables of {@code docs/benchmarks.md}, "The agent". */
  static void report() {
    if (!"active".equals(System.getProperty("richtest.agent"))) {
      System.out.println("(no agent attached: run through ./richtest bench)");
      return;
    }
    System.out.println("| example | sequences | rewritten µs/run | hand-ported µs/run | ratio |");
    System.out.println("|---|---:|---:|---:|---:|");
    List.of(
            row("unmodified-notify-buffer", PortedScenarios.notifyBuffer()),
            row("unmodified-if-wait", PortedScenarios.ifWaitBuffer()),
            row("unmodified-sessions", PortedScenarios.sessionRegistry()),
            row("unmodified-pipeline", PortedScenarios.pipeline()),
            row("unmodified-future-get", PortedScenarios.pageRenderer()))
        .forEach(System.out::println);
    System.out.println();
    ExplorationBenchmark.header();
    for (String name : List.of("pool-starvation", "unmodified-future-get")) {
      Example example = Examples.byName(name).orElseThrow();
      ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);
      ExplorationBenchmark.row(example, all);
      ExplorationBenchmark.row(example, all.withStrategy(Strategy.EXHAUSTIVE));
    }
    System.out.println();
  }

  private static String row(String name, Program ported) {
    Program rewritten = Examples.byName(name).orElseThrow().program();
    long sequences = explore(rewritten).sequences();
    explore(ported);
    double rewrittenMicros = microsPerRun(rewritten);
    double portedMicros = microsPerRun(ported);
    return String.format(Locale.ROOT, "| %s | %d | %.1f | %.1f | %.2f |",
        name, sequences, rewrittenMicros, portedMicros, rewrittenMicros / portedMicros);
  }

  private static double microsPerRun(Program program) {
    long nanos = 0;
    long runs = 0;
    for (int i = 0; i < REPEATS; i++) {
      ExplorationResult result = explore(program);
      nanos += result.elapsed().toNanos();
      runs += result.runs();
    }
    return nanos / 1e3 / runs;
  }

  private static ExplorationResult explore(Program program) {
    return RichTest.explore(program, ExplorationOptions.defaults().withStopAtFirstBug(false));
  }
}
