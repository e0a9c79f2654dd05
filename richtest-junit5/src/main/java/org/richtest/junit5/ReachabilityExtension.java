package org.richtest.junit5;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.platform.commons.support.ReflectionSupport;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.OptionRules;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.RunSettings;
import org.richtest.diagram.SpaceTimeDiagram;
import org.richtest.trace.Trace;
import org.richtest.trace.TraceFiles;

/**
 * The extension behind {@link ReachabilityTest}: it replaces the single call of the test method by
 * an exploration whose program calls the method again in every run, or by the replay of one saved
 * sequence.
 */
public final class ReachabilityExtension implements InvocationInterceptor {

  /*
   * Implementation notes. A plain @Test with an invocation interceptor, rather than Fray's
   * @TestTemplate with one invocation per run (style B5): the explorer owns the loop over runs and
   * derives each run from the previous ones, so it cannot be driven one invocation at a time from
   * outside without parking the explorer on another thread. One test, one exploration, one verdict;
   * the counts go to report entries instead of to N test results.
   *
   * The method runs on the run's logical thread main, not on JUnit's thread, with the arguments
   * JUnit resolved once for the test, on an instance made in the run with its lifecycle methods
   * around it (RunFixture), so that objects a test keeps in fields belong to one run. ReflectionSupport.invokeMethod unwraps the
   * InvocationTargetException, so a run fails with the body's own throwable.
   */

  /**
   * Creates the extension; JUnit does, for the tests annotated {@link ReachabilityTest} or of a
   * class so annotated, and for every test once extension autodetection finds it in {@code
   * META-INF/services}.
   */
  public ReachabilityExtension() {}

  /**
   * Skips the ordinary call of a test method that is explored ({@link ExploredTest}: annotated, of
   * an annotated class, or of a class {@code richtest.explore} names) and explores (or replays) its
   * body instead, leaving its record and its line ({@link TestRecord}); any other method proceeds
   * as usual.
   *
   * @throws AssertionError if a run failed, deadlocked or hit the watchdog, or the exploration ends
   *     otherwise short of what was asked ({@link Verdict})
   * @throws IllegalArgumentException if an attribute of the annotation is invalid, or the trace to
   *     replay cannot be read
   */
  @Override
  public void interceptTestMethod(
      Invocation<Void> invocation,
      ReflectiveInvocationContext<Method> invocationContext,
      ExtensionContext extensionContext)
      throws Throwable {
    Method method = invocationContext.getExecutable();
    Optional<ExploredTest> found = ExploredTest.of(method, extensionContext);
    if (found.isEmpty()) {
      invocation.proceed();
      return;
    }
    invocation.skip();
    ExploredTest test = found.get();
    @Nullable Object target = invocationContext.getTarget().orElse(null);
    Object[] arguments = invocationContext.getArguments().toArray();
    Optional<String> oncePerExploration = RunFixture.unsupported(extensionContext);
    Program program = oncePerExploration.isEmpty()
        ? RunFixture.of(extensionContext, target).around(method, arguments)
        : () -> ReflectionSupport.invokeMethod(method, target, arguments);
    Map<String, String> fixture = fixtureEntry(oncePerExploration);
    if (test.settings().replay().isEmpty()) {
      explore(program, test, extensionContext, method, fixture);
    } else {
      replay(program, Path.of(test.settings().replay()), extensionContext, fixture);
    }
  }

  /**
   * Skips JUnit's call of a {@code @BeforeEach} method around an explored test whose fixture is
   * made in every run ({@link RunFixture}), which calls the method there instead.
   */
  @Override
  public void interceptBeforeEachMethod(
      Invocation<Void> invocation,
      ReflectiveInvocationContext<Method> invocationContext,
      ExtensionContext extensionContext)
      throws Throwable {
    proceedUnlessPerRun(invocation, extensionContext);
  }

  /** As {@link #interceptBeforeEachMethod}, for an {@code @AfterEach} method. */
  @Override
  public void interceptAfterEachMethod(
      Invocation<Void> invocation,
      ReflectiveInvocationContext<Method> invocationContext,
      ExtensionContext extensionContext)
      throws Throwable {
    proceedUnlessPerRun(invocation, extensionContext);
  }

  private static void proceedUnlessPerRun(Invocation<Void> invocation, ExtensionContext context)
      throws Throwable {
    if (ExploredTest.of(context.getRequiredTestMethod(), context).isPresent()
        && RunFixture.unsupported(context).isEmpty()) {
      invocation.skip();
    } else {
      invocation.proceed();
    }
  }

  /**
   * Returns the report entry saying where the test's instance and lifecycle methods run: in every
   * run, or once around the exploration and why.
   */
  private static Map<String, String> fixtureEntry(Optional<String> oncePerExploration) {
    Map<String, String> entry = new LinkedHashMap<>();
    entry.put("richtest.fixture", oncePerExploration.isEmpty() ? "run" : "exploration");
    oncePerExploration.ifPresent(reason -> entry.put("richtest.fixtureOnce", reason));
    return entry;
  }

  private static void explore(Program body, ExploredTest test, ExtensionContext context,
      Method method, Map<String, String> fixture) {
    Configuration configuration = Configuration.of(context);
    ExplorationOptions options =
        configuration.clocked(configuration.budgeted(test, options(test.settings())));
    FirstRunWatch watch = new FirstRunWatch(body);
    ExplorationResult result = RichTest.explore(watch, options.withListener(watch));
    Class<?> testClass = context.getRequiredTestClass();
    String name = baseName(testClass, method);
    Verdict verdict = Verdict.of(test, configuration, result, watch, name,
        testClass.getName() + "#" + method.getName(), RunSettings.of(options));
    Map<String, String> entry = reportEntry(result, !verdict.ranOnce());
    entry.putAll(fixture);
    context.publishReportEntry(entry);
    Path record =
        TestRecord.write(configuration, name, testClass, method, test, options, result, verdict);
    System.out.println(TestRecord.line(name, result, verdict, record));
    if (verdict.failure() != null) {
      throw verdict.failure();
    }
  }

  /**
   * Returns {@code <class>.<method>} for a test method, the base name of its traces: the class name
   * without its package, nested classes joined by dots so the name needs no quoting in a shell.
   */
  static String baseName(Class<?> testClass, Method method) {
    String name = testClass.getName();
    String packageName = testClass.getPackageName();
    String local = packageName.isEmpty() ? name : name.substring(packageName.length() + 1);
    return local.replace('$', '.') + "." + method.getName();
  }

  /**
   * Writes the space-time diagram of {@code bug} beside its JSON trace, with the deadlocked threads
   * or the failing event marked, and returns its path.
   */
  static Path saveDiagram(Path json, RunResult bug) throws IOException {
    Path svg = TraceFiles.companion(json, "svg");
    Files.writeString(svg, SpaceTimeDiagram.svg(bug.sequence(), bug.outcome()),
        StandardCharsets.UTF_8);
    return svg;
  }

  /**
   * Reads the trace saved at {@code file} for a replay.
   *
   * @throws IllegalArgumentException naming the file if it cannot be read or is not a sequence
   */
  static Trace load(Path file) {
    try {
      return TraceFiles.readTrace(file);
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "@ReachabilityTest(replay): cannot read the trace " + file.toAbsolutePath() + ": " + e,
          e);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "@ReachabilityTest(replay): " + file.toAbsolutePath() + " is not a saved sequence: "
              + e.getMessage(),
          e);
    }
  }

  private static void replay(
      Program program, Path file, ExtensionContext context, Map<String, String> fixture) {
    Trace trace = load(file);
    RunResult run;
    try {
      run = RichTest.replay(program, trace);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "@ReachabilityTest(replay): " + file.toAbsolutePath() + ": " + e.getMessage(), e);
    }
    Path json = file.toAbsolutePath();
    Map<String, String> entry = new LinkedHashMap<>();
    entry.put("richtest.replay", json.toString());
    entry.put("richtest.outcome", run.outcome().toString());
    entry.putAll(fixture);
    context.publishReportEntry(entry);
    if (run.outcome().isProgramBug()) {
      Path svg;
      try {
        svg = saveDiagram(json, run);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the diagram of " + json, e);
      }
      throw new AssertionError(
          FailureMessage.of(run, "replayed " + json) + FailureMessage.traceLines(json, svg),
          FailureMessage.cause(run));
    }
  }

  /**
   * Returns the exploration options the annotation asks for.
   *
   * @throws IllegalArgumentException if an attribute is out of range, or reductions are asked for
   *     with the exhaustive strategy
   */
  static ExplorationOptions options(ReachabilityTest settings) {
    Set<OptionRules.Option> given = settings.reductions().length > 0
        ? EnumSet.of(OptionRules.Option.REDUCTIONS) : EnumSet.noneOf(OptionRules.Option.class);
    // The other rules, on what the annotation passes through, are RichTest.explore's, in its words.
    OptionRules.check(settings.strategy(), given).ifPresent(violation -> {
      throw new IllegalArgumentException("@ReachabilityTest reductions apply to strategy "
          + violation.option().appliesTo() + " only, not to " + settings.strategy());
    });
    if (settings.maxRuns() <= 0) {
      throw new IllegalArgumentException(
          "@ReachabilityTest maxRuns must be positive, was " + settings.maxRuns());
    }
    if (settings.maxSeconds() < 0) {
      throw new IllegalArgumentException(
          "@ReachabilityTest maxSeconds must be >= 0 (0 for no limit), was "
              + settings.maxSeconds());
    }
    if (settings.maxPeriods() <= 0) {
      throw new IllegalArgumentException(
          "@ReachabilityTest maxPeriods must be positive, was " + settings.maxPeriods());
    }
    if (settings.parallelism() <= 0) {
      throw new IllegalArgumentException(
          "@ReachabilityTest parallelism must be positive, was " + settings.parallelism());
    }
    if (settings.watchdogMillis() <= 0) {
      throw new IllegalArgumentException(
          "@ReachabilityTest watchdogMillis must be positive, was " + settings.watchdogMillis());
    }
    if (settings.maxRunEvents() <= 0) {
      throw new IllegalArgumentException(
          "@ReachabilityTest maxRunEvents must be positive, was " + settings.maxRunEvents());
    }
    if (settings.timeoutsInARow() <= 0) {
      throw new IllegalArgumentException(
          "@ReachabilityTest timeoutsInARow must be positive, was " + settings.timeoutsInARow());
    }
    if (settings.readsInARow() <= 0) {
      throw new IllegalArgumentException(
          "@ReachabilityTest readsInARow must be positive, was " + settings.readsInARow());
    }
    return ExplorationOptions.defaults()
        .withStrategy(settings.strategy())
        .withMaxRuns(settings.maxRuns())
        .withMaxTime(settings.maxSeconds() == 0 ? null : Duration.ofSeconds(settings.maxSeconds()))
        .withStopAtFirstBug(settings.stopAtFirstBug())
        .withWatchdog(Duration.ofMillis(settings.watchdogMillis()))
        .withReductions(settings.reductions())
        .withFreeRunPolicy(
            settings.seed() == ReachabilityTest.OLDEST_PENDING
                ? FreeRunPolicy.oldestPending()
                : FreeRunPolicy.seededRandom(settings.seed()))
        .withPreemptionBound(settings.preemptionBound())
        .withRaceBound(settings.raceBound())
        .withSample(settings.sample())
        .withPctDepth(settings.pctDepth())
        .withParallelism(settings.parallelism())
        .withExploredFields(settings.exploreFields())
        .withExploredCalls(settings.exploreCalls())
        .withMaxPeriods(settings.maxPeriods())
        .withProbeShare(settings.estimate() ? ExplorationOptions.DEFAULT_PROBE_SHARE : 0)
        .withInterrupts(settings.interrupts())
        .withThreadEnds(settings.threadEnds())
        .withMaxRunEvents(settings.maxRunEvents())
        .withTimeoutsInARow(settings.timeoutsInARow())
        .withReadsInARow(settings.readsInARow())
        .withDataRaceDetection(settings.detectDataRaces());
  }

  private static Map<String, String> reportEntry(ExplorationResult result, boolean controlled) {
    Map<String, String> entry = new LinkedHashMap<>();
    entry.put("richtest.sequences", Long.toString(result.sequences()));
    entry.put("richtest.runs", Long.toString(result.runs()));
    entry.put("richtest.partialRuns", Long.toString(result.partialRuns()));
    entry.put("richtest.strategy", result.strategy().id());
    entry.put("richtest.complete", Boolean.toString(result.complete()));
    if (!result.reductions().isEmpty()) {
      entry.put("richtest.reductions", result.reductionLabels());
    }
    entry.put("richtest.redundantRuns", Long.toString(result.redundantRuns()));
    entry.put("richtest.probeRuns", Long.toString(result.probeRuns()));
    entry.put("richtest.infeasibleVariants", Long.toString(result.infeasibleVariants()));
    entry.put("richtest.periodicCuts", Long.toString(result.periodicCuts()));
    entry.put("richtest.dataRaces", Integer.toString(result.dataRaces().size()));
    if (result.estimate() != null) {
      entry.put("richtest.estimatedSequences", result.estimate().toString());
    }
    entry.put("richtest.controlled", Boolean.toString(controlled));
    return entry;
  }
}
