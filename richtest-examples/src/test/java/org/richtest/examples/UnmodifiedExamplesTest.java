package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.examples.ported.PortedScenarios;

/**
 * The examples in plain JDK code, explored through the agent this test JVM runs with: each gives the
 * count its registration pins, the same as its hand-ported twin explored without the agent and as
 * the exhaustive oracle, and the same bugs.
 */
class UnmodifiedExamplesTest {

  static Stream<Arguments> twins() {
    return Stream.of(
        Arguments.of("unmodified-notify-buffer", PortedScenarios.notifyBuffer()),
        Arguments.of("unmodified-transfer", PortedScenarios.transfer()),
        Arguments.of("unmodified-if-wait", PortedScenarios.ifWaitBuffer()),
        Arguments.of("unmodified-sessions", PortedScenarios.sessionRegistry()),
        Arguments.of("unmodified-startup-gate", PortedScenarios.startupGate()),
        Arguments.of("unmodified-pipeline", PortedScenarios.pipeline()),
        Arguments.of("unmodified-future-get", PortedScenarios.pageRenderer()),
        Arguments.of("unmodified-interrupted-borrow", PortedScenarios.interruptedBorrow(false)),
        Arguments.of(
            "unmodified-interrupted-borrow-fixed", PortedScenarios.interruptedBorrow(true)),
        Arguments.of("unmodified-swallowed-interrupt", PortedScenarios.cancelledWorker(true)),
        Arguments.of("unmodified-cancellable-worker", PortedScenarios.cancelledWorker(false)));
  }

  @ParameterizedTest
  @MethodSource("twins")
  void unmodifiedExample_throughTheAgent_sameCountAndBugsAsItsTwinAndTheOracle(
      String name, Program twin) {
    Example example = Examples.byName(name).orElseThrow();
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult unmodified = RichTest.explore(example.program(), all);
    ExplorationResult ported = RichTest.explore(twin, all);
    ExplorationResult oracle =
        RichTest.explore(example.program(), all.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(example.expectedSequences(), unmodified.sequences(), unmodified.summary());
    assertEquals(ported.sequences(), unmodified.sequences(), ported.summary());
    assertEquals(oracle.sequences(), unmodified.sequences(), oracle.summary());
    assertEquals(kinds(ported.bugs()), kinds(unmodified.bugs()));
    assertEquals(oracle.bugs().size(), unmodified.bugs().size());
    assertEquals(example.expectBug(), !unmodified.bugs().isEmpty(), unmodified.summary());
  }

  /** The kinds of bug found, with the exception type of each failure. */
  private static Set<String> kinds(List<RunResult> bugs) {
    return bugs.stream()
        .map(RunResult::outcome)
        .map(outcome -> outcome instanceof RunOutcome.Failure failure
            ? "failure " + failure.cause().getClass().getName()
            : outcome.getClass().getSimpleName())
        .collect(Collectors.toCollection(TreeSet::new));
  }

  @ParameterizedTest
  @MethodSource("twins")
  void unmodifiedExample_lines_areTheProgramsOwn(String name, Program twin) {
    RunResult run = RichTest.runOnce(Examples.byName(name).orElseThrow().program());

    assertTrue(run.sequence().threads().size() > 1, "threads ran uncontrolled: " + name);
  }
}
