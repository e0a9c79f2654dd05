package org.richtest.benchmarks;

import java.util.List;
import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.examples.Examples;

/**
 * What the data-race detector costs: examples in plain JDK code, rewritten by the agent this JVM
 * runs with, explored with the detector on and off, in one run. The counts are the same; with it
 * on each plain-field access is checked against a second clock per line, kept up at every clock
 * exchange and sending event, and each call on a collection that is not thread-safe (or on its
 * iterators) and each array element likewise against the object's or the element's history. With
 * it off the hooks still run, but return at once.
 */
final class DataRaceBenchmark {

  /** How many explorations of each program are timed, after one to warm up, alternating. */
  private static final int REPEATS = 60;

  private DataRaceBenchmark() {}

  /** Prints the Markdown table of {@code docs/benchmarks.md}, "The data-race detector". */
  static void report() {
    if (!"active".equals(System.getProperty("richtest.agent"))) {
      System.out.println("(no agent attached: run through ./richtest bench)");
      return;
    }
    System.out.println(
        "| example | sequences | data races | detector on µs/sequence | off µs/sequence | ratio |");
    System.out.println("|---|---:|---:|---:|---:|---:|");
    List.of("unmodified-notify-buffer", "unmodified-if-wait", "unmodified-pipeline",
            "unmodified-double-checked", "unmodified-wrong-lock", "unmodified-unsafe-map")
        .forEach(name -> System.out.println(row(name)));
    System.out.println();
  }

  private static String row(String name) {
    Program program = Examples.byName(name).orElseThrow().program();
    ExplorationOptions on = ExplorationOptions.defaults().withStopAtFirstBug(false);
    ExplorationOptions off = on.withDataRaceDetection(false);
    ExplorationResult first = RichTest.explore(program, on);
    RichTest.explore(program, off);
    long onNanos = 0;
    long offNanos = 0;
    long sequences = 0;
    for (int i = 0; i < REPEATS; i++) {
      onNanos += RichTest.explore(program, on).elapsed().toNanos();
      ExplorationResult without = RichTest.explore(program, off);
      offNanos += without.elapsed().toNanos();
      sequences += without.sequences();
    }
    double onMicros = onNanos / 1e3 / sequences;
    double offMicros = offNanos / 1e3 / sequences;
    return String.format(Locale.ROOT, "| %s | %d | %d | %.1f | %.1f | %.2f |",
        name, first.sequences(), first.dataRaces().size(), onMicros, offMicros,
        onMicros / offMicros);
  }
}
