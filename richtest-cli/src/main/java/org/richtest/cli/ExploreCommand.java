package org.richtest.cli;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.richtest.CheckpointException;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationProgress;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.OptionRules;
import org.richtest.Reduction;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunResult;
import org.richtest.RunSettings;
import org.richtest.SpaceEstimate;
import org.richtest.event.SynSequence;
import org.richtest.Strategy;
import org.richtest.diagram.ExplorationReport;
import org.richtest.examples.Example;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code richtest explore <example> [options]}: explores an example and prints a human summary, or
 * exactly one JSON object with {@code --json}; optionally writes a trace and a diagram per bug and
 * an HTML report.
 */
@Command(
    name = "explore",
    description =
        "Explore every partially-ordered synchronization sequence of an example; exit 3 if a"
            + " failure, deadlock or data race is found, 4 if --fail-if-incomplete and a budget"
            + " cut the exploration short.")
final class ExploreCommand implements Callable<Integer> {

  /** The most workers an exploration takes. */
  private static final int MAX_WORKERS = 1024;

  private static final Pattern SHELL_SAFE = Pattern.compile("[A-Za-z0-9_./:=@%+-]+");

  @Mixin ExampleArgument example = new ExampleArgument();

  @Mixin HelpOption help = new HelpOption();

  @Option(names = "--json", description = "print exactly one JSON object on standard output")
  boolean json;

  @Option(
      names = "--strategy",
      paramLabel = "reachability|exhaustive|context-bounded|dpor|random",
      converter = StrategyConverter.class,
      description =
          "reachability testing (default), the exhaustive-interleavings oracle, iterative context"
              + " bounding, dynamic partial-order reduction or random testing (PCT)")
  Strategy strategy = Strategy.REACHABILITY;

  @Option(
      names = "--preemption-bound",
      paramLabel = "K",
      converter = WholeNumber.class,
      description = "context-bounded: raise the preemption bound no higher than K")
  @Nullable Long preemptionBound;

  @Option(
      names = "--race-bound",
      paramLabel = "K",
      converter = WholeNumber.class,
      description =
          "reachability: explore the variants with at most 0, 1, ... K reversed races, in rounds")
  @Nullable Long raceBound;

  @Option(
      names = "--sample",
      paramLabel = "N",
      converter = PositiveNumber.class,
      description = "reachability: only N random probes of the variant tree")
  @Nullable Long sample;

  @Option(
      names = "--pct-depth",
      paramLabel = "D",
      converter = WholeNumber.class,
      description = "random: the PCT depth (default 3); 0 chooses uniformly at random")
  @Nullable Long pctDepth;

  @Option(
      names = "--no-estimate",
      description = "spend no runs on probes that estimate the number of sequences")
  boolean noEstimate;

  @Option(
      names = "--max-runs",
      paramLabel = "N",
      converter = PositiveNumber.class,
      description = "stop after N runs")
  @Nullable Long maxRuns;

  @Option(
      names = "--max-seconds",
      paramLabel = "S",
      converter = PositiveNumber.class,
      description = "stop after S seconds")
  @Nullable Long maxSeconds;

  @Option(
      names = "--seed",
      paramLabel = "N",
      converter = WholeNumber.class,
      description = "resolve free choices at random from seed N instead of oldest pending first")
  @Nullable Long seed;

  @Option(names = "--all-bugs", description = "go on after a bug to collect every one")
  boolean allBugs;

  @Option(
      names = "--fail-if-incomplete",
      description =
          "exit 4 if the exploration did not finish (a budget or a watchdog stop cut it short)"
              + " and found no bug")
  boolean failIfIncomplete;

  @Option(
      names = "--reduce",
      paramLabel = "symmetry,pv,commute",
      split = ",",
      converter = ReductionConverter.class,
      description =
          "reachability testing with reductions: symmetry (threads the program declares"
              + " interchangeable), pv (counting semaphores), commute (ports it declares"
              + " order-insensitive)")
  List<Reduction> reductions = new ArrayList<>();

  @Option(
      names = {"-j", "--parallelism"},
      paramLabel = "N",
      converter = PositiveNumber.class,
      description =
          "reachability: explore with N workers at once (default: the available processors; 1 for"
              + " the other strategies, race bounds and samples)")
  @Nullable Long parallelism;

  @Option(
      names = "--checkpoint",
      paramLabel = "FILE",
      description =
          "reachability: save the frontier and the counts to FILE every few seconds and at the end"
              + " (written to FILE.tmp, then renamed)")
  @Nullable Path checkpoint;

  @Option(
      names = "--checkpoint-every",
      paramLabel = "S",
      converter = PositiveSeconds.class,
      description =
          "with --checkpoint: seconds between two checkpoints, may be a fraction (default 5)")
  @Nullable Duration checkpointEvery;

  @Option(
      names = "--resume",
      paramLabel = "FILE",
      description = "reachability: continue the exploration a --checkpoint FILE saved")
  @Nullable Path resume;

  @Mixin ClusterArguments cluster = new ClusterArguments();

  @Option(
      names = "--workers",
      paramLabel = "N",
      converter = PositiveNumber.class,
      description =
          "reachability: start N worker processes on this machine and explore on them as a"
              + " cluster (with --cluster: add them to that cluster)")
  @Nullable Long workers;

  @Option(
      names = "--processes",
      paramLabel = "N",
      converter = PositiveNumber.class,
      description =
          "reachability: explore here and, once the exploration has run a second, in N-1 worker"
              + " processes (JVMs) on this machine, each exploring on one thread")
  @Nullable Long processes;

  @Option(
      names = "--explore-fields",
      paramLabel = "Class.field,...",
      split = ",",
      description =
          "with the agent: explore the interleavings of these plain fields (simple or qualified"
              + " class name) as shared variables, instead of checking them for data races")
  List<String> exploredFields = new ArrayList<>();

  @Option(
      names = "--explore-calls",
      paramLabel = "Class,...",
      split = ",",
      description =
          "with the agent: explore the calls on objects of these JDK classes that are not"
              + " thread-safe (HashMap, ArrayList, StringBuilder, ...) as events on the object,"
              + " instead of checking them for thread-safety violations")
  List<String> exploredCalls = new ArrayList<>();

  @Option(
      names = "--interrupts",
      description =
          "model interrupts from the first run; without it an exploration starts over once the"
              + " program interrupts a thread, and a cluster exploration of such a program fails")
  boolean interrupts;

  @Option(
      names = "--thread-ends",
      description =
          "model the end of every thread as an event from the first run; without it an exploration"
              + " starts over once the program asks whether a thread is alive")
  boolean threadEnds;

  @Option(
      names = "--real-time",
      description =
          "with the agent: reads of the clock (System.nanoTime, currentTimeMillis, Instant.now)"
              + " read real time, not the run's logical clock that only its timeouts and sleeps"
              + " advance")
  boolean realTime;

  @Option(
      names = "--clock",
      description =
          "model the logical clock from the first run; without it an exploration starts over once"
              + " the program reads the clock, and a cluster exploration of such a program fails")
  boolean clock;

  @Option(
      names = "--max-run-events",
      paramLabel = "N",
      converter = PositiveNumber.class,
      description = "cut and report a run that makes more than N events (default 100000)")
  @Nullable Long maxRunEvents;

  @Option(
      names = "--max-run-megabytes",
      paramLabel = "MB",
      converter = PositiveNumber.class,
      description =
          "cut and report a run whose recorded events take more than MB megabytes, as counted from"
              + " their timestamps (default 128)")
  @Nullable Long maxRunMegabytes;

  @Option(
      names = "--timeouts-in-a-row",
      paramLabel = "N",
      converter = PositiveNumber.class,
      description =
          "let a timed wait time out N times in a row while nothing it waits on changes (default"
              + " 1; more for a loop that gives up after N timeouts)")
  @Nullable Long timeoutsInARow;

  @Option(
      names = "--reads-in-a-row",
      paramLabel = "N",
      converter = PositiveNumber.class,
      description =
          "let a thread read one write of a variable N times in a row at one call site before its"
              + " read there waits for a new write (default: unbounded, the rule off; 1 for a program"
              + " that spins, more for a loop that counts its turns)")
  @Nullable Long readsInARow;

  @Option(
      names = "--max-periods",
      paramLabel = "N",
      converter = PositiveNumber.class,
      description =
          "let a periodic task run N periods in a run, then cut it and report the cut (default 2)")
  @Nullable Long maxPeriods;

  @Option(
      names = "--trace-out",
      paramLabel = "DIR",
      description = "write <example>-<n>.json and <example>-<n>.svg for every bug into DIR")
  @Nullable Path traceOut;

  @Option(
      names = "--report",
      paramLabel = "FILE",
      description = "write a self-contained HTML report of the exploration to FILE")
  @Nullable Path report;

  private final PrintStream out;
  private final PrintStream err;
  private final boolean terminal;

  /** How many rows of the first sequence's race table the report shows. */
  private static final int RACE_TABLE_ROWS = 20;

  /**
   * Creates the command.
   *
   * @param out standard output
   * @param err standard error, where the progress line and, with {@code --json}, notes go
   * @param terminal whether a person watches: then a progress line is shown unless {@code --json}
   */
  ExploreCommand(PrintStream out, PrintStream err, boolean terminal) {
    this.out = out;
    this.err = err;
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    Example target = example.resolve();
    ExplorationOptions options = options();
    Progress progress =
        new Progress(
            countsSequences(options), System::nanoTime, terminal && !json ? err : null);
    PeakHeap.reset();
    SynSequence[] first = new SynSequence[1];
    ExplorationResult result;
    try {
      result = explore(target, options, progress, first);
    } catch (CheckpointException | UncheckedIOException e) {
      progress.clear();
      throw new CommandException(e.getMessage(), e);
    }
    double peakHeapMb = PeakHeap.megabytes();
    progress.clear();
    List<Path> written = traceOut == null
        ? List.of() : CommandFiles.writeTraces(
            traceOut, target.name(), result.bugs(), RunSettings.of(options));
    List<Path> traces = new ArrayList<>();
    for (int i = 0; i < written.size(); i += 2) {
      traces.add(written.get(i));
    }
    out.println(
        json
            ? ResultJson.of(target, result, peakHeapMb,
                traces.stream().map(Path::toString).toList())
            : ResultSummary.of(target, result, peakHeapMb));
    PrintStream notes = json ? err : out;
    for (String warning : result.warnings()) {
      err.println("richtest: warning: " + warning);
    }
    for (Path file : written) {
      notes.println("wrote " + file);
    }
    if (report != null) {
      List<String> replays = new ArrayList<>();
      for (int n = 1; n <= result.bugs().size(); n++) {
        Path trace = traceOut == null ? Path.of(target.name() + "-" + n + ".json")
            : traces.get(n - 1);
        replays.add("./richtest replay " + shellWord(trace.toString()));
      }
      String html =
          new ExplorationReport(
                  target.name(),
                  target.description(),
                  options,
                  result,
                  progress.samples(),
                  progress.counted(),
                  replays,
                  first[0] == null ? null : RichTest.raceTable(first[0], RACE_TABLE_ROWS))
              .toHtml();
      CommandFiles.writeFile(report, html);
      notes.println("wrote " + report);
    }
    if (!result.bugs().isEmpty() || !result.dataRaces().isEmpty()) {
      return Main.BUGS_FOUND;
    }
    return failIfIncomplete && !result.complete() ? Main.INCOMPLETE : Main.OK;
  }

  private ExplorationResult explore(
      Example target, ExplorationOptions options, Progress progress, SynSequence[] first) {
    if (onCluster()) {
      return ClusterRun.explore(
          target.name(), options.withListener(progress), cluster, workers, parallelism, err);
    }
    ExplorationOptions watched = options.withListener(
        new RunListener() {
          @Override
          public void onRun(RunResult run) {
            if (first[0] == null) {
              first[0] = run.sequence();
            }
            progress.onRun(run);
          }

          @Override
          public void onEstimate(SpaceEstimate estimate) {
            progress.onEstimate(estimate);
          }

          @Override
          public void onProgress(ExplorationProgress value) {
            progress.onProgress(value);
          }
        });
    if (processes != null) {
      return ProcessRun.explore(target, watched, processes.intValue());
    }
    return RichTest.explore(target.program(), watched);
  }

  private ExplorationOptions options() {
    OptionRules.check(strategy, FlagRules.given(reductions, preemptionBound, raceBound, sample,
        pctDepth, checkpoint, resume, parallelism)).ifPresent(violation -> {
          throw new UsageException(FlagRules.message(violation));
        });
    ExplorationOptions options =
        ExplorationOptions.defaults()
            .withStrategy(strategy)
            .withStopAtFirstBug(!allBugs)
            .withReductions(reductions.toArray(Reduction[]::new));
    if (maxRuns != null) {
      options = options.withMaxRuns(maxRuns);
    }
    if (maxSeconds != null) {
      options = options.withMaxTime(Duration.ofSeconds(maxSeconds));
    }
    if (seed != null) {
      options = options.withFreeRunPolicy(FreeRunPolicy.seededRandom(seed));
    }
    if (preemptionBound != null) {
      options = options.withPreemptionBound(bound("--preemption-bound", preemptionBound));
    }
    if (raceBound != null) {
      options = options.withRaceBound(bound("--race-bound", raceBound));
    }
    if (sample != null) {
      options = options.withSample(bound("--sample", sample));
    }
    if (pctDepth != null) {
      options = options.withPctDepth(bound("--pct-depth", pctDepth));
    }
    if (noEstimate) {
      options = options.withProbeShare(0);
    }
    boolean splits = countsSequences(options);
    if (onCluster()) {
      checkCluster(splits);
    }
    if (processes != null) {
      checkProcesses(splits);
    }
    if (checkpointEvery != null && checkpoint == null) {
      throw new UsageException("--checkpoint-every needs --checkpoint");
    }
    if (parallelism != null && parallelism > MAX_WORKERS) {
      throw new UsageException(
          "--parallelism needs a number from 1 to " + MAX_WORKERS + ", was '" + parallelism + "'");
    }
    int workers =
        parallelism != null
            ? parallelism.intValue()
            : splits && processes == null ? Runtime.getRuntime().availableProcessors() : 1;
    options = options.withParallelism(workers).withCheckpoint(checkpoint).withResume(resume);
    if (checkpointEvery != null) {
      options = options.withCheckpointInterval(checkpointEvery);
    }
    options = options.withInterrupts(interrupts).withThreadEnds(threadEnds)
        .withLogicalClock(!realTime).withClock(clock);
    if (maxRunEvents != null) {
      options = options.withMaxRunEvents(maxRunEvents);
    }
    if (maxRunMegabytes != null) {
      try {
        options = options.withMaxRunMegabytes(maxRunMegabytes);
      } catch (IllegalArgumentException e) {
        throw new UsageException("--max-run-megabytes: " + e.getMessage());
      }
    }
    if (timeoutsInARow != null) {
      options = options.withTimeoutsInARow((int) Math.min(timeoutsInARow, Integer.MAX_VALUE));
    }
    if (readsInARow != null) {
      options = options.withReadsInARow((int) Math.min(readsInARow, Integer.MAX_VALUE));
    }
    if (maxPeriods != null) {
      options = options.withMaxPeriods((int) Math.min(maxPeriods, Integer.MAX_VALUE));
    }
    if (!exploredFields.isEmpty()) {
      try {
        options = options.withExploredFields(exploredFields.toArray(String[]::new));
      } catch (IllegalArgumentException e) {
        throw new UsageException("--explore-fields: " + e.getMessage());
      }
    }
    if (!exploredCalls.isEmpty()) {
      try {
        options = options.withExploredCalls(exploredCalls.toArray(String[]::new));
      } catch (IllegalArgumentException e) {
        throw new UsageException("--explore-calls: " + e.getMessage());
      }
    }
    return options;
  }

  private boolean onCluster() {
    return cluster.members != null || workers != null;
  }

  /** Refuses what an exploration on a cluster does not take. */
  private void checkCluster(boolean splits) {
    String option = cluster.members != null ? "--cluster" : "--workers";
    if (!splits) {
      throw new UsageException(
          option + " applies to --strategy reachability without --race-bound or --sample");
    }
    if (maxRuns != null) {
      throw new UsageException("--max-runs does not apply with " + option + "; give --max-seconds");
    }
    if (checkpoint != null || resume != null) {
      throw new UsageException((checkpoint != null ? "--checkpoint" : "--resume")
          + " does not apply with " + option + ": the cluster keeps the frontier");
    }
  }

  /** Refuses what an exploration over worker processes does not take, as {@link #checkCluster}. */
  private void checkProcesses(boolean splits) {
    if (onCluster()) {
      throw new UsageException("--processes and "
          + (cluster.members != null ? "--cluster" : "--workers") + " cannot be combined");
    }
    if (parallelism != null && parallelism != 1) {
      throw new UsageException("--processes and --parallelism cannot be combined: each process"
          + " explores on one thread");
    }
    if (processes > MAX_WORKERS) {
      throw new UsageException(
          "--processes needs a number from 1 to " + MAX_WORKERS + ", was '" + processes + "'");
    }
    if (!splits) {
      throw new UsageException(
          "--processes applies to --strategy reachability without --race-bound or --sample");
    }
    if (maxRuns != null) {
      throw new UsageException("--max-runs does not apply with --processes; give --max-seconds");
    }
    if (checkpoint != null || resume != null) {
      throw new UsageException((checkpoint != null ? "--checkpoint" : "--resume")
          + " does not apply with --processes");
    }
  }

  /** Returns {@code value} of {@code option}, a bound or a count from 0. */
  private static int bound(String option, long value) {
    if (value < 0 || value > Integer.MAX_VALUE) {
      throw new UsageException(option + " needs a number from 0 to " + Integer.MAX_VALUE
          + ", was '" + value + "'");
    }
    return (int) value;
  }

  /**
   * Returns whether every run that is not partial is a new sequence: plain reachability testing
   * (paper Theorem 2), without race bound or sampling, which repeat runs.
   */
  private static boolean countsSequences(ExplorationOptions options) {
    return options.strategy() == Strategy.REACHABILITY
        && options.raceBound() == ExplorationOptions.NO_RACE_BOUND
        && options.sample() == 0;
  }

  /** Returns {@code word} as one POSIX shell word, quoted only if it needs to be. */
  private static String shellWord(String word) {
    return SHELL_SAFE.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
  }

  /** Reads a strategy by its {@link Strategy#id() id}. */
  static final class StrategyConverter implements ITypeConverter<Strategy> {
    @Override
    public Strategy convert(String value) {
      for (Strategy strategy : Strategy.values()) {
        if (strategy.id().equals(value)) {
          return strategy;
        }
      }
      throw new TypeConversionException(
          "needs reachability, exhaustive, context-bounded, dpor or random, was '" + value + "'");
    }
  }

  /** Reads {@code symmetry}, {@code pv} or {@code commute}. */
  static final class ReductionConverter implements ITypeConverter<Reduction> {
    @Override
    public Reduction convert(String value) {
      try {
        return Reduction.ofLabel(value);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException(
            "needs symmetry, pv or commute, was '" + value + "'");
      }
    }
  }

  /** Reads a whole number. */
  static final class WholeNumber implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      try {
        return Long.parseLong(value);
      } catch (NumberFormatException e) {
        throw new TypeConversionException("needs a number, was '" + value + "'");
      }
    }
  }

  /** Reads a positive number of seconds, which may have a fraction. */
  static final class PositiveSeconds implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
      try {
        double seconds = Double.parseDouble(value);
        if (seconds > 0 && seconds < 1e9) {
          return Duration.ofNanos((long) (seconds * 1e9));
        }
      } catch (NumberFormatException e) {
        // the message below says what is wanted
      }
      throw new TypeConversionException("needs a positive number of seconds, was '" + value + "'");
    }
  }

  /** Reads a positive whole number. */
  static final class PositiveNumber implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      long number = new WholeNumber().convert(value);
      if (number <= 0) {
        throw new TypeConversionException(
            String.format(Locale.ROOT, "needs a positive number, was '%s'", value));
      }
      return number;
    }
  }
}
