package org.richtest.junit5;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.LongPredicate;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.richtest.ExplorationOptions;

/**
 * The extension's JUnit configuration parameters (system properties or {@code
 * junit-platform.properties}), which apply to every explored test.
 *
 * @param failIfIncomplete {@value #FAIL_IF_INCOMPLETE}: a budget that cuts an exploration short
 *     fails the test, as {@link ReachabilityTest#failIfIncomplete()} does for one test
 * @param allowUncontrolled {@value #ALLOW_UNCONTROLLED}: a test whose first run controlled nothing
 *     passes after it, as {@link ReachabilityTest#allowUncontrolled()} lets one test
 * @param reportDir {@value #REPORT_DIR}: where each explored test's record goes, {@value
 *     #DEFAULT_REPORT_DIR} by default (relative to the working directory, the module's under Maven)
 * @param switchMaxRuns {@value #EXPLORE_MAX_RUNS}: the budget of runs of each test the switch
 *     {@value ExploredTest#EXPLORE} explores, {@link Long#MAX_VALUE} (none) by default
 * @param switchMaxSeconds {@value #EXPLORE_MAX_SECONDS}: the budget of seconds of each test the
 *     switch explores, 0 (none) by default
 * @param logicalClock {@value #LOGICAL_CLOCK}: whether rewritten code reads each run's logical
 *     clock ({@code true}, the default) or real time ({@code false}), as {@link
 *     ExplorationOptions#withLogicalClock} says
 * @param switchMaxPeriods {@value #EXPLORE_MAX_PERIODS}: the most periods a periodic task runs in
 *     a run of a test the switch explores, {@link ExplorationOptions#DEFAULT_MAX_PERIODS} by default
 * @param maxRunMegabytes {@value #MAX_RUN_MEGABYTES}: the bound on the recorded size of every run
 *     of every explored test ({@link ExplorationOptions#withMaxRunMegabytes}), 0 to keep the
 *     default; a suite's heap is the suite's, so it is set for all tests at once
 * @param switchReadsInARow {@value #EXPLORE_READS_IN_A_ROW}: how often in a row a thread of a test
 *     the switch explores may read one write at one call site ({@link
 *     ExplorationOptions#readsInARow()}), unbounded (the rule only at pure spins) by default, as the
 *     options' own default
 */
record Configuration(boolean failIfIncomplete, boolean allowUncontrolled, Path reportDir,
    long switchMaxRuns, long switchMaxSeconds, boolean logicalClock, int switchMaxPeriods,
    long maxRunMegabytes, int switchReadsInARow) {

  static final String FAIL_IF_INCOMPLETE = "richtest.failIfIncomplete";
  static final String ALLOW_UNCONTROLLED = "richtest.allowUncontrolled";
  static final String REPORT_DIR = "richtest.reportDir";
  static final String DEFAULT_REPORT_DIR = "target/richtest";
  static final String EXPLORE_MAX_RUNS = "richtest.explore.maxRuns";
  static final String EXPLORE_MAX_SECONDS = "richtest.explore.maxSeconds";
  static final String LOGICAL_CLOCK = "richtest.logicalClock";
  static final String EXPLORE_MAX_PERIODS = "richtest.explore.maxPeriods";
  static final String MAX_RUN_MEGABYTES = "richtest.maxRunMegabytes";
  static final String EXPLORE_READS_IN_A_ROW = "richtest.explore.readsInARow";

  /**
   * Reads the parameters of the test in {@code context}.
   *
   * @throws IllegalArgumentException naming the parameter if a budget is not a number in range, or
   *     a flag not {@code true} or {@code false}
   */
  static Configuration of(ExtensionContext context) {
    return new Configuration(
        context.getConfigurationParameter(FAIL_IF_INCOMPLETE, Boolean::parseBoolean).orElse(false),
        context.getConfigurationParameter(ALLOW_UNCONTROLLED, Boolean::parseBoolean).orElse(false),
        Path.of(context.getConfigurationParameter(REPORT_DIR).orElse(DEFAULT_REPORT_DIR)),
        budget(context, EXPLORE_MAX_RUNS, n -> n > 0, "a positive number of runs", Long.MAX_VALUE),
        budget(context, EXPLORE_MAX_SECONDS, n -> n >= 0, "a number of seconds >= 0 (0 for no limit)",
            0),
        flag(context, LOGICAL_CLOCK, true),
        (int) budget(context, EXPLORE_MAX_PERIODS, n -> n > 0 && n <= Integer.MAX_VALUE,
            "a positive number of periods", ExplorationOptions.DEFAULT_MAX_PERIODS),
        budget(context, MAX_RUN_MEGABYTES, n -> n > 0 && n <= 1L << 40,
            "a positive number of megabytes (at most 2^40)", 0),
        (int) budget(context, EXPLORE_READS_IN_A_ROW, n -> n > 0 && n <= Integer.MAX_VALUE,
            "a positive number of reads", ExplorationOptions.defaults().readsInARow()));
  }

  /** Returns {@code options} reading the logical clock or real time, as the parameter says. */
  ExplorationOptions clocked(ExplorationOptions options) {
    return options.withLogicalClock(logicalClock);
  }

  private static boolean flag(ExtensionContext context, String key, boolean absent) {
    return context.getConfigurationParameter(key).map(String::strip).map(text -> {
      if (!text.equalsIgnoreCase("true") && !text.equalsIgnoreCase("false")) {
        throw new IllegalArgumentException("RichTest: the configuration parameter " + key
            + " must be true or false, was '" + text + "'");
      }
      return Boolean.parseBoolean(text);
    }).orElse(absent);
  }

  /**
   * Returns {@code options} with the bound on a run's memory if one is configured, and with the
   * switch's budgets if {@code test} is explored by the switch:
   * an existing test has no annotation to carry one, and a suite explored in CI needs one bound on
   * every test. A test explored by its own or its class's annotation keeps the annotation's.
   */
  ExplorationOptions budgeted(ExploredTest test, ExplorationOptions options) {
    if (maxRunMegabytes > 0) {
      options = options.withMaxRunMegabytes(maxRunMegabytes);
    }
    if (test.origin() != ExploredTest.Origin.SWITCH) {
      return options;
    }
    return options.withMaxRuns(switchMaxRuns)
        .withMaxTime(switchMaxSeconds == 0 ? null : Duration.ofSeconds(switchMaxSeconds))
        .withMaxPeriods(switchMaxPeriods)
        .withReadsInARow(switchReadsInARow);
  }

  private static long budget(ExtensionContext context, String key, LongPredicate valid,
      String expected, long absent) {
    return context.getConfigurationParameter(key).map(String::strip).map(text -> {
      long value;
      try {
        value = Long.parseLong(text);
      } catch (NumberFormatException e) {
        value = Long.MIN_VALUE;
      }
      if (!valid.test(value)) {
        throw new IllegalArgumentException(
            "RichTest: the configuration parameter " + key + " must be " + expected + ", was '"
                + text + "'");
      }
      return value;
    }).orElse(absent);
  }
}
