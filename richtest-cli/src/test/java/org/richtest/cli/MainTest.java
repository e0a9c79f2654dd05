package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.examples.Examples;
import org.slf4j.LoggerFactory;

/**
 * Proves the command line's contract through {@link Main#run}: {@code list} names the examples,
 * {@code explore --json} prints exactly one JSON object with the documented fields and the Table 4
 * count, the strategy and budget flags reach the exploration, a bad command line exits with status
 * 2 and the usage on the error stream, and {@code run} prints the outcome and the sequence text.
 */
class MainTest {

  private static final String NUMBER = "-?[0-9]+(\\.[0-9]+)?";

  private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

  private int main(String... args) {
    try (PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8)) {
      return Main.run(List.of(args), out, err);
    }
  }

  private String out() {
    return outBytes.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void list_always_namesEveryExample() {
    int status = main("list");

    assertEquals(0, status);
    List<String> names = out().lines().map(line -> line.split(" ")[0]).toList();
    assertEquals(
        org.richtest.examples.Examples.all().stream().map(e -> e.name()).toList(), names, out());
    assertTrue(names.contains("bb-semaphore") && names.contains("rw-semaphore"), out());
    long descriptionColumns = out().lines()
        .map(line -> line.length() - line.replaceFirst("^\\S+ +", "").length())
        .distinct()
        .count();
    assertEquals(1, descriptionColumns, "descriptions in one column:\n" + out());
    assertEquals("", err());
  }

  @Test
  void exploreJson_bbSemaphore_printsOneJsonObjectWithTable4Count() {
    int status = main("explore", "bb-semaphore", "--json");

    assertEquals(0, status);
    String out = out();
    assertEquals(1, out.lines().count(), out);
    String json = out.strip();
    assertTrue(json.startsWith("{") && json.endsWith("}"), json);
    assertTrue(json.contains("\"program\":\"bb-semaphore\""), json);
    assertTrue(json.contains("\"strategy\":\"reachability\""), json);
    assertTrue(json.contains("\"sequences\":324,"), json);
    assertTrue(json.contains("\"partialRuns\":0,"), json);
    assertTrue(json.contains("\"runs\":324,"), json);
    assertTrue(json.contains("\"failures\":0,"), json);
    assertTrue(json.contains("\"deadlocks\":0,"), json);
    assertTrue(json.contains("\"complete\":true,"), json);
    assertTrue(json.contains("\"redundantRuns\":0,"), json);
    assertTrue(Pattern.compile("\"probeRuns\":[0-9]+,").matcher(json).find(), json);
    assertTrue(json.contains("\"completedBound\":-1,"), json);
    assertTrue(json.contains("\"periodicCuts\":0,"), json);
    assertTrue(json.contains("\"estimatedSequences\":324.0,"), json);
    assertTrue(json.contains("\"estimatedSequencesLow\":324.0,"), json);
    assertTrue(json.contains("\"estimatedSequencesHigh\":324.0,"), json);
    assertTrue(json.contains("\"estimateExact\":true,"), json);
    assertTrue(Pattern.compile("\"seconds\":" + NUMBER + "[,}]").matcher(json).find(), json);
    assertTrue(Pattern.compile("\"peakHeapMb\":" + NUMBER + "[,}]").matcher(json).find(), json);
    assertEquals("", err());
  }

  @Test
  void exploreJson_exhaustiveWithRunBudget_reportsExhaustiveIncomplete() {
    int status = main(
        "explore", "bb-semaphore", "--strategy", "exhaustive", "--max-runs", "50", "--json");

    assertEquals(0, status);
    String json = out().strip();
    assertTrue(json.contains("\"strategy\":\"exhaustive\""), json);
    assertTrue(json.contains("\"runs\":50,"), json);
    assertTrue(json.contains("\"complete\":false,"), json);
  }

  @Test
  void exploreJson_reducedBySymmetry_namesReductionsAndPublishedCount() {
    int status = main("explore", "bb-semaphore", "--reduce", "symmetry", "--json");

    assertEquals(0, status, err());
    String json = out().strip();
    assertTrue(json.startsWith(
        "{\"program\":\"bb-semaphore\",\"strategy\":\"reachability\",\"reductions\":[\"symmetry\"],"
            + "\"sequences\":9,"), json);
    assertTrue(json.endsWith("\"expectedSequences\":9,\"paperSequences\":9}"), json);
  }

  @Test
  void explore_reducedBySymmetryAndPv_summaryNamesThem() {
    int status = main("explore", "bb-semaphore", "--reduce", "pv,symmetry");

    assertEquals(0, status, err());
    assertTrue(out().contains("strategy      reachability\nreductions    symmetry,pv\n"
        + "sequences     1\n"), out());
    assertTrue(!out().contains("expected"), out());
  }

  @Test
  void explore_withoutReduce_noReductionsInJsonOrSummary() {
    main("explore", "bb-select", "--json");
    main("explore", "bb-select");

    assertTrue(!out().contains("reductions"), out());
    assertTrue(out().contains("expected      144 (paper's Table 4: 144)"), out());
  }

  @Test
  void exploreJson_interruptsFromTheFirstRunOrAfterStartingOver_sameCount() {
    int modelled = main("explore", "unmodified-cancellable-worker", "--interrupts", "--json");
    String fromTheStart = out().strip();
    outBytes.reset();
    int startedOver = main("explore", "unmodified-cancellable-worker", "--json");

    assertEquals(0, modelled, fromTheStart);
    assertEquals(0, startedOver, out());
    assertTrue(fromTheStart.contains("\"sequences\":14,"), fromTheStart);
    assertTrue(out().strip().contains("\"sequences\":14,"), out());
  }

  @Test
  void exploreJson_contextBoundedOnTheDeadlock_reportsTheBoundAndRedundantRuns() {
    int status = main("explore", "dp-deadlock", "--strategy", "context-bounded",
        "--preemption-bound", "1", "--all-bugs", "--json");

    assertEquals(3, status);
    String json = out().strip();
    assertTrue(json.contains("\"strategy\":\"context-bounded\""), json);
    assertTrue(json.contains("\"deadlocks\":1,"), json);
    assertTrue(json.contains("\"completedBound\":1,"), json);
    assertTrue(json.contains("\"complete\":false,"), json);
    assertTrue(Pattern.compile("\"redundantRuns\":[1-9][0-9]*,").matcher(json).find(), json);
  }

  @Test
  void exploreJson_failureFound_listsTheBugWithThreadMessageAndSourceLine() throws Exception {
    int status = main("explore", "unmodified-lost-update", "--json");

    assertEquals(3, status, err());
    JsonNode bugs = new ObjectMapper().readTree(out()).get("bugs");
    assertEquals(1, bugs.size(), out());
    JsonNode bug = bugs.get(0);
    assertEquals("failure", bug.get("kind").asText(), out());
    assertTrue(bug.get("thread").asText().startsWith("main"), out());
    assertTrue(bug.get("message").asText().startsWith(
        "java.lang.AssertionError: lost update: 2 hits counted as 1"), out());
    assertTrue(bug.get("source").asText().matches(
        "org\\.richtest\\.examples\\.unmodified\\.HitCounterScenario\\.run"
            + "\\(HitCounterScenario\\.java:[0-9]+\\)"), out());
    assertFalse(bug.has("trace"), "no --trace-out, no trace: " + out());
  }

  @Test
  void explore_failIfIncompleteCutByABudget_exitsFour() {
    int cut = main("explore", "bb-semaphore", "--max-runs", "5", "--fail-if-incomplete");
    int unflagged = main("explore", "bb-semaphore", "--max-runs", "5");
    int whole = main("explore", "bb-select", "--fail-if-incomplete");

    assertEquals(4, cut, err());
    assertEquals(0, unflagged, err());
    assertEquals(0, whole, err());
  }

  @Test
  void explore_failIfIncompleteWithABug_exitsThreeForTheBug() {
    int status = main("explore", "dp-deadlock", "--max-runs", "1000", "--fail-if-incomplete");

    assertEquals(3, status, err());
  }

  @Test
  void exploreJson_sampleOrBudget_estimatesTheSpace() {
    main("explore", "bb-semaphore", "--sample", "4", "--json");
    String sampled = out().strip();
    outBytes.reset();
    main("explore", "bb-semaphore", "--max-runs", "20", "--no-estimate", "--json");
    String unestimated = out().strip();

    assertTrue(Pattern.compile("\"estimatedSequences\":" + NUMBER + ",").matcher(sampled).find(),
        sampled);
    assertTrue(sampled.contains("\"estimateExact\":false,"), sampled);
    assertTrue(sampled.contains("\"probeRuns\":0,"), sampled);
    assertTrue(unestimated.contains("\"estimatedSequences\":null,"), unestimated);
    assertTrue(unestimated.contains("\"probeRuns\":0,"), unestimated);
  }

  @Test
  void explore_dporAndRandomHumanSummary_nameTheStrategyAndTheEstimate() {
    main("explore", "bb-semaphore", "--strategy", "dpor");
    String dpor = out();
    outBytes.reset();
    main("explore", "bb-semaphore", "--strategy", "random", "--max-runs", "10", "--seed", "3");
    String random = out();

    assertTrue(dpor.contains("strategy      dpor"), dpor);
    assertFalse(dpor.contains("estimate"), "a complete exploration knows its count: " + dpor);
    assertTrue(random.contains("strategy      random"), random);
    assertTrue(random.contains("runs          10"), random);
    assertTrue(Pattern.compile("estimate      ≈ [0-9.e]+ sequences \\(95%").matcher(random).find(),
        random);
  }

  @Test
  void explore_unknownExample_exitsWithUsage() {
    int status = main("explore", "no-such-example");

    assertEquals(2, status);
    assertTrue(err().startsWith("richtest: no example 'no-such-example'"), err());
    assertTrue(err().contains("usage: richtest list"), err());
    assertEquals("", out());
  }

  @Test
  void explore_unknownOption_exitsWithUsage() {
    int status = main("explore", "bb-semaphore", "--bogus");

    assertEquals(2, status);
    assertTrue(err().startsWith("richtest: unknown option '--bogus'"), err());
    assertTrue(err().contains("usage: richtest list"), err());
    assertEquals("", out());
  }

  @Test
  void explore_optionWithoutValue_exitsWithUsage() {
    int status = main("explore", "bb-semaphore", "--max-runs");

    assertEquals(2, status);
    assertTrue(err().startsWith("richtest: --max-runs needs a value"), err());
    assertTrue(err().contains("usage: richtest list"), err());
    assertEquals("", out());
  }

  @Test
  void noCommand_always_exitsWithUsage() {
    int status = main();

    assertEquals(2, status);
    assertTrue(err().startsWith("richtest: no command"), err());
    assertTrue(err().contains("usage: richtest list"), err());
  }

  @Test
  void run_bbSemaphore_printsOutcomeAndSequenceText() {
    RunResult expected =
        RichTest.runOnce(Examples.byName("bb-semaphore").orElseThrow().program());

    int status = main("run", "bb-semaphore");

    assertEquals(0, status);
    assertEquals(
        "bb-semaphore: completed" + System.lineSeparator() + expected.sequence().toText(), out());
    assertTrue(out().contains("threads: main, p1, p2, c1, c2, c3, p3"), out());
    assertEquals("", err());
  }

  @Test
  void exploreJson_realStandardOutput_carriesOnlyTheJsonObject() {
    PrintStream original = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      int status = Main.run(
          List.of("explore", "bb-semaphore", "--json"), System.out, new PrintStream(
              new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
      assertEquals(0, status);
    } finally {
      System.setOut(original);
    }

    List<String> lines = captured.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(1, lines.size(), "stdout: " + lines);
    assertTrue(lines.get(0).startsWith("{\"program\":\"bb-semaphore\""), lines.get(0));
    assertTrue(!LoggerFactory.getLogger(RichTest.class).isDebugEnabled(),
        "the command line logs warnings only, on stderr");
  }
}
