package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proves how the picocli command line answers what it cannot run: an unknown command, a class that
 * is no program, a value that is no number and a surplus argument each exit with status 2, the
 * problem and the usage on standard error; {@code help} and {@code --help} print the commands and
 * exit with 0.
 */
class CommandLineErrorsTest {

  private static void assertUsageError(CommandLineRun run, String problem) {
    assertEquals(2, run.status(), run.describe());
    assertTrue(run.err().startsWith("richtest: " + problem + "\n"), run.describe());
    assertTrue(run.err().contains(Main.USAGE_TEXT), run.describe());
    assertEquals("", run.out());
  }

  @Test
  void unknownCommand_always_exitsWithUsage() {
    assertUsageError(CommandLineRun.of("bogus"), "unknown command 'bogus'");
  }

  @Test
  void explore_classThatIsNoProgram_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "java.lang.String"),
        "class java.lang.String does not implement org.richtest.Program");
  }

  @Test
  void explore_maxRunsNotANumber_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--max-runs", "many"),
        "--max-runs needs a number, was 'many'");
  }

  @Test
  void explore_zeroSeconds_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--max-seconds", "0"),
        "--max-seconds needs a positive number, was '0'");
  }

  @Test
  void explore_zeroRunEventsOrTimeouts_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--max-run-events", "0"),
        "--max-run-events needs a positive number, was '0'");
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--timeouts-in-a-row", "-1"),
        "--timeouts-in-a-row needs a positive number, was '-1'");
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--reads-in-a-row", "0"),
        "--reads-in-a-row needs a positive number, was '0'");
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--max-periods", "0"),
        "--max-periods needs a positive number, was '0'");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
      "0|--max-run-megabytes needs a positive number, was '0'",
      "2000000000000|--max-run-megabytes: maxRunMegabytes must be positive and at most 2^40,"
          + " was 2000000000000"})
  void explore_maxRunMegabytesOutOfRange_exitsWithUsage(String megabytes, String message) {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--max-run-megabytes", megabytes), message);
  }

  @Test
  void explore_unknownStrategy_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--strategy", "chess"),
        "--strategy needs reachability, exhaustive, context-bounded, dpor or random, was 'chess'");
  }

  @Test
  void explore_boundOfAnotherStrategy_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--preemption-bound", "2"),
        "--preemption-bound applies to --strategy context-bounded, not reachability");
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--strategy", "dpor", "--race-bound", "1"),
        "--race-bound applies to --strategy reachability, not dpor");
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--pct-depth", "2"),
        "--pct-depth applies to --strategy random, not reachability");
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--sample", "3", "--race-bound", "1"),
        "--sample and --race-bound cannot be combined");
  }

  @Test
  void explore_dporOnSharedVariables_oneLineUsageError() {
    CommandLineRun run =
        CommandLineRun.of("explore", "shared-lost-update", "--strategy", "dpor");

    assertEquals(Main.USAGE, run.status(), run.describe());
    assertEquals("richtest: the dpor strategy does not support shared variables yet (the program"
        + " reads and writes counter); use reachability testing, the default strategy, which"
        + " explores them\n", run.err());
    assertEquals("", run.out());
  }

  @Test
  void explore_negativeBound_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of(
            "explore", "bb-semaphore", "--strategy", "context-bounded", "--preemption-bound", "-1"),
        "--preemption-bound needs a number from 0 to 2147483647, was '-1'");
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--sample", "0"),
        "--sample needs a positive number, was '0'");
  }

  @Test
  void explore_unknownReduction_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--reduce", "symmetry,order"),
        "--reduce needs symmetry, pv or commute, was 'order'");
  }

  @Test
  void explore_reductionWithExhaustiveStrategy_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "--reduce", "pv", "--strategy", "exhaustive"),
        "--reduce applies to --strategy reachability only");
  }

  @Test
  void explore_secondExample_exitsWithUsage() {
    assertUsageError(
        CommandLineRun.of("explore", "bb-semaphore", "rw-semaphore"),
        "unexpected argument 'rw-semaphore'");
  }

  @Test
  void run_missingExample_exitsWithUsage() {
    assertUsageError(CommandLineRun.of("run"), "missing example name; see 'richtest list'");
  }

  @Test
  void help_always_printsEveryCommandAndExitsZero() {
    for (String[] args : new String[][] {{"help"}, {"--help"}}) {
      CommandLineRun help = CommandLineRun.of(args);

      assertEquals(0, help.status(), help.describe());
      for (String command : new String[] {"list", "run", "explore", "replay", "diagram"}) {
        assertTrue(help.out().contains("\n  " + command + " "), help.describe());
      }
      assertTrue(help.out().startsWith("usage: richtest list"), help.describe());
      // The synopsis is printed as written: a line over the help's width would be wrapped mid-option.
      assertTrue(help.out().startsWith(Main.USAGE_TEXT.strip()), help.describe());
      assertTrue(Main.USAGE_TEXT.lines().allMatch(line -> line.length() <= 80), Main.USAGE_TEXT);
    }
  }

  @Test
  void exploreHelp_always_describesEveryOption() {
    CommandLineRun help = CommandLineRun.of("explore", "--help");

    assertEquals(0, help.status(), help.describe());
    for (String option :
        new String[] {
          "--json",
          "--strategy",
          "--max-runs",
          "--max-seconds",
          "--seed",
          "--all-bugs",
          "--trace-out",
          "--report",
          "--preemption-bound",
          "--race-bound",
          "--sample",
          "--pct-depth",
          "--no-estimate"
        }) {
      assertTrue(help.out().contains(option), option + " in\n" + help.describe());
    }
  }

  @Test
  void explore_nondeterministicProgram_exitsWithOneLineNamingTheEvent() {
    CommandLineRun run = CommandLineRun.of("explore", NondeterministicProgram.class.getName());

    assertEquals(1, run.status(), run.describe());
    assertEquals(1, run.err().lines().count(), run.describe());
    assertTrue(run.err().startsWith("richtest: the program is not deterministic: expected event T2:"),
        run.describe());
  }
}
