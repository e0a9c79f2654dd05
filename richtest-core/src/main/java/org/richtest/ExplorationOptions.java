package org.richtest;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Sets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How to explore: the strategy and its bounds, the free-run policy, the reductions, when to stop,
 * the watchdog limit and the share of runs that estimate the size of the space. Immutable; build
 * from {@link #defaults()} with the {@code with…} methods, each of which returns a copy.
 *
 * <p>A class rather than a record so that an option can be added without touching every other
 * option's {@code with…} method.
 */
public final class ExplorationOptions {

  /** The default watchdog limit. */
  public static final Duration DEFAULT_WATCHDOG = Duration.ofSeconds(10);

  /** A bound that never cuts anything: {@link #preemptionBound()} by default. */
  public static final int UNBOUNDED = Integer.MAX_VALUE;

  /** The value of {@link #raceBound()} when reachability testing runs without a race bound. */
  public static final int NO_RACE_BOUND = -1;

  /** The default depth of probabilistic concurrency testing for {@link Strategy#RANDOM}. */
  public static final int DEFAULT_PCT_DEPTH = 3;

  /** The default share of runs that go to probes estimating the size of the space. */
  public static final double DEFAULT_PROBE_SHARE = 0.03;

  /** The default time between two checkpoints. */
  public static final Duration DEFAULT_CHECKPOINT_INTERVAL = Duration.ofSeconds(5);

  /**
   * The default of {@link #maxRunEvents()}: far more than any run of the bundled programs and of the
   * library regressions makes, and a sequence of a few megabytes.
   */
  public static final long DEFAULT_MAX_RUN_EVENTS = 100_000;

  /**
   * The default of {@link #maxPeriods()}: two periods show a period racing with the next one and
   * with what the program does between them, at a cost each further period multiplies
   * (docs/decisions.md, "A periodic task runs a bounded number of periods").
   */
  public static final int DEFAULT_MAX_PERIODS = 2;

  /**
   * The default of {@link #maxRunMegabytes()}: a run's recorded events are read two or three times
   * over once it ends (its index, its sequence), so this keeps a run within about a third of a
   * gigabyte of heap; 100,000 events of up to 64 threads fit (docs/benchmarks.md, "Memory of a
   * run").
   */
  public static final long DEFAULT_MAX_RUN_MEGABYTES = 128;

  /** The longest time budget that is one: what {@link System#nanoTime} measures. */
  private static final Duration LONGEST_TIME = Duration.ofNanos(Long.MAX_VALUE);

  private Strategy strategy = Strategy.REACHABILITY;
  private FreeRunPolicy freeRunPolicy = FreeRunPolicy.oldestPending();
  private boolean stopAtFirstBug = true;
  private long maxRuns = Long.MAX_VALUE;
  private @Nullable Duration maxTime;
  private Duration watchdog = DEFAULT_WATCHDOG;
  private RunListener listener = RunListener.none();
  private ImmutableSet<Reduction> reductions = ImmutableSet.of();
  private int preemptionBound = UNBOUNDED;
  private int raceBound = NO_RACE_BOUND;
  private int sample;
  private int pctDepth = DEFAULT_PCT_DEPTH;
  private double probeShare = DEFAULT_PROBE_SHARE;
  private boolean detectDataRaces = true;
  private ImmutableSet<String> exploredFields = ImmutableSet.of();
  private ImmutableSet<String> exploredCalls = ImmutableSet.of();
  private boolean interrupts;
  private boolean threadEnds;
  private boolean logicalClock = true;
  private boolean clock;
  private long maxRunEvents = DEFAULT_MAX_RUN_EVENTS;
  private long maxRunMegabytes = DEFAULT_MAX_RUN_MEGABYTES;
  private int timeoutsInARow = 1;
  private int readsInARow = Integer.MAX_VALUE;
  private int maxPeriods = DEFAULT_MAX_PERIODS;

  private int parallelism = 1;
  private @Nullable Path checkpoint;
  private Duration checkpointInterval = DEFAULT_CHECKPOINT_INTERVAL;
  private @Nullable Path resume;

  private ExplorationOptions() {}

  private ExplorationOptions copy() {
    ExplorationOptions copy = new ExplorationOptions();
    copy.strategy = strategy;
    copy.freeRunPolicy = freeRunPolicy;
    copy.stopAtFirstBug = stopAtFirstBug;
    copy.maxRuns = maxRuns;
    copy.maxTime = maxTime;
    copy.watchdog = watchdog;
    copy.listener = listener;
    copy.reductions = reductions;
    copy.preemptionBound = preemptionBound;
    copy.raceBound = raceBound;
    copy.sample = sample;
    copy.pctDepth = pctDepth;
    copy.probeShare = probeShare;
    copy.parallelism = parallelism;
    copy.checkpoint = checkpoint;
    copy.checkpointInterval = checkpointInterval;
    copy.resume = resume;
    copy.detectDataRaces = detectDataRaces;
    copy.exploredFields = exploredFields;
    copy.exploredCalls = exploredCalls;
    copy.interrupts = interrupts;
    copy.threadEnds = threadEnds;
    copy.logicalClock = logicalClock;
    copy.clock = clock;
    copy.maxRunEvents = maxRunEvents;
    copy.maxRunMegabytes = maxRunMegabytes;
    copy.timeoutsInARow = timeoutsInARow;
    copy.readsInARow = readsInARow;
    copy.maxPeriods = maxPeriods;
    return copy;
  }

  /** Returns reachability testing, oldest-pending free runs, stop at the first bug, no budget. */
  public static ExplorationOptions defaults() {
    return new ExplorationOptions();
  }

  /** Returns the strategy: reachability testing, the exhaustive oracle, or a comparison strategy. */
  public Strategy strategy() {
    return strategy;
  }

  /** Returns the policy that resolves the choices no variant prescribes. */
  public FreeRunPolicy freeRunPolicy() {
    return freeRunPolicy;
  }

  /**
   * Returns whether the exploration stops after the first failure, deadlock or watchdog stop. When
   * false it goes on after each, except after a watchdog stop whose thread an interrupt did not end
   * ({@link RunOutcome.WatchdogStop#stillRunning()}).
   */
  public boolean stopAtFirstBug() {
    return stopAtFirstBug;
  }

  /** Returns the largest number of runs, after which the exploration ends incomplete. */
  public long maxRuns() {
    return maxRuns;
  }

  /** Returns the longest time, after which the exploration ends incomplete; null for no limit. */
  public @Nullable Duration maxTime() {
    return maxTime;
  }

  /** Returns how long a thread may run without reaching a synchronization call. */
  public Duration watchdog() {
    return watchdog;
  }

  /** Returns the listener that observes every run. */
  public RunListener listener() {
    return listener;
  }

  /** Returns the reductions of reachability testing to apply, in enum order; none by default. */
  public ImmutableSet<Reduction> reductions() {
    return reductions;
  }

  /**
   * Returns the largest number of preemptions {@link Strategy#CONTEXT_BOUNDED} raises its bound to;
   * {@link #UNBOUNDED} by default, which explores every schedule.
   */
  public int preemptionBound() {
    return preemptionBound;
  }

  /**
   * Returns the largest number of reversed races reachability testing raises its bound to, or
   * {@link #NO_RACE_BOUND} (the default) to explore the variants depth first without a bound.
   */
  public int raceBound() {
    return raceBound;
  }

  /**
   * Returns the number of random root-to-leaf probes of the variant tree that make up a sampling
   * exploration; 0 (the default) explores the whole tree.
   */
  public int sample() {
    return sample;
  }

  /**
   * Returns the depth of probabilistic concurrency testing for {@link Strategy#RANDOM}: {@code d}
   * finds with probability at least 1/(n·k^(d-1)) a bug that needs {@code d} ordering constraints
   * among n threads and k steps; 0 chooses uniformly at random at every step.
   */
  public int pctDepth() {
    return pctDepth;
  }

  /**
   * Returns the share of runs spent on random probes of the variant tree, which estimate the
   * number of sequences ({@link ExplorationResult#estimate()}); 0 turns the estimate off.
   */
  public double probeShare() {
    return probeShare;
  }

  /**
   * Returns the number of workers that explore at once, each running the program on its own: 1
   * (the default) explores on one. Only plain reachability testing runs on more (no race bound, no
   * sample).
   */
  public int parallelism() {
    return parallelism;
  }

  /**
   * Returns the file the exploration writes its checkpoint to (its frontier of variants and its
   * counts) every {@link #checkpointInterval()} and at the end, or null for none.
   */
  public @Nullable Path checkpoint() {
    return checkpoint;
  }

  /** Returns the time between two checkpoints. */
  public Duration checkpointInterval() {
    return checkpointInterval;
  }

  /** Returns the checkpoint the exploration continues from, or null to start afresh. */
  public @Nullable Path resume() {
    return resume;
  }

  /**
   * Returns whether runs model interrupts from the first run on. False by default: runs then put no
   * event on any thread's interrupt line, and an exploration whose program interrupts a thread
   * starts over with interrupts modelled ({@link RichTest#explore}), so a program that never
   * interrupts pays nothing for the model (docs/decisions.md, "Interruption").
   */
  public boolean modelsInterrupts() {
    return interrupts;
  }

  /**
   * Returns whether runs model the end of a thread as an event from the first run on, so that
   * asking whether a thread is alive ({@code Thread.isAlive()}, {@code getState()} through the
   * agent) races with its end. False by default: an exploration whose program asks starts over with
   * them modelled ({@link RichTest#explore}), so a program that never asks pays nothing.
   */
  public boolean modelsThreadEnds() {
    return threadEnds;
  }

  /**
   * Returns whether code the agent rewrites reads a logical clock of each run ({@code
   * System.currentTimeMillis()}, {@code System.nanoTime()}, {@code Instant.now()}), which starts at
   * the same value in every run and advances only by the run's own timeouts and sleeps, instead of
   * real time. True by default: real time differs from run to run, so a program that branches on
   * it diverges, and a run takes no time, so code that waits for time to pass never sees it
   * (docs/decisions.md, "Logical time").
   */
  public boolean usesLogicalClock() {
    return logicalClock;
  }

  /**
   * Returns whether the logical clock is a shared variable of every run from the first on, its
   * timeouts and sleeps writing it. False by default: an exploration whose program reads the clock
   * starts over with it modelled ({@link RichTest#explore}), so a program that never reads it has
   * the sequences it has without it.
   */
  public boolean modelsClock() {
    return clock;
  }

  /**
   * Returns the most events a run may make: a run that reaches it is cut there and reported ({@link
   * RunOutcome.LengthLimit}), so that a program that loops for ever making events (polling without
   * a timeout, spinning on a shared variable) ends, and no run's sequence grows without bound.
   */
  public long maxRunEvents() {
    return maxRunEvents;
  }

  /**
   * Returns the most a run's recorded events may take, in megabytes (2<sup>20</sup> bytes), as
   * estimated by counting: each event costs its slots and its vector timestamps, which grow with
   * the threads of the run. A run that reaches it is cut there and reported ({@link
   * RunOutcome.LengthLimit#byMemory()}), before the heap runs out: a run of many threads reaches
   * it before {@link #maxRunEvents()}.
   */
  public long maxRunMegabytes() {
    return maxRunMegabytes;
  }

  /**
   * Returns how many times in a row a thread may time out in the same timed wait (or timed poll,
   * timed {@code await}, …) while nothing it waits on changes: after that, its wait times out again
   * only once something changed (docs/decisions.md, "Timed operations"). 1 by default: a timed wait
   * that timed out and waits again with nothing changed cannot change anything by timing out again,
   * so a run whose threads can only do that ends as a timed deadlock. A loop that gives up after
   * {@code n} timeouts (a retry count in a local variable, which RichTest cannot see) is explored
   * fully with {@code n} or more.
   */
  public int timeoutsInARow() {
    return timeoutsInARow;
  }

  /**
   * Returns how many times in a row a thread may read the same write of a shared variable (an
   * atomic's {@code get}, a {@code volatile} field) at the same call site with nothing else done
   * between: after that, its read there waits for a write it has not read (docs/decisions.md,
   * "Spin loops"). Unbounded by default ({@link Integer#MAX_VALUE}): the rule assumes that a
   * re-read at one call site with nothing done between is a spin, which a loop that counts its
   * turns in a local variable RichTest cannot see ({@code for (i = 0; i < size.get(); i++)}) breaks:
   * its later turns would go unexplored, or end as a livelock a JVM would not show. With 1, a loop
   * that only re-reads a variable nothing writes changes nothing, and a run whose threads can only
   * do that ends as a livelock; a loop that counts its turns is explored fully with {@code n} or
   * more. Unbounded, the rule still applies, with 1, at the calls the agent proves pure spins, loops
   * that keep no state from one turn to the next (docs/decisions.md, "Pure spins by default"); a
   * bound set here applies everywhere, pure spins included.
   */
  public int readsInARow() {
    return readsInARow;
  }

  /**
   * Returns the most periods a periodic task ({@code scheduleAtFixedRate}, {@code
   * scheduleWithFixedDelay}, a {@code java.util.Timer}'s periodic schedules) runs in one run: a
   * task that would run again after that many is cut, not rescheduled, and the result counts the
   * runs that cut one ({@link ExplorationResult#periodicCuts()}), so a bounded exploration is never
   * taken for a complete one.
   */
  public int maxPeriods() {
    return maxPeriods;
  }

  /**
   * Returns whether runs look for data races on the plain fields of code the agent rewrote
   * ({@link ExplorationResult#dataRaces()}); true unless turned off.
   */
  public boolean detectsDataRaces() {
    return detectDataRaces;
  }

  /**
   * Returns the plain fields, as {@code Class.field} (simple or qualified class name), whose reads
   * and writes in code the agent rewrote are shared-variable events, explored like a {@code
   * volatile} field's instead of checked for data races; {@code Class.field[]} names the elements
   * of the arrays stored in that field.
   */
  public ImmutableSet<String> exploredFields() {
    return exploredFields;
  }

  /**
   * Returns the classes of {@link NotThreadSafeClasses}, qualified, whose objects' calls in code
   * the agent rewrote are shared-variable events (each call a read or a write of the object)
   * instead of checked for thread-safety violations.
   */
  public ImmutableSet<String> exploredCalls() {
    return exploredCalls;
  }

  /** Returns these options with another strategy. */
  public ExplorationOptions withStrategy(Strategy value) {
    ExplorationOptions copy = copy();
    copy.strategy = Objects.requireNonNull(value);
    return copy;
  }

  /** Returns these options with another free-run policy. */
  public ExplorationOptions withFreeRunPolicy(FreeRunPolicy value) {
    ExplorationOptions copy = copy();
    copy.freeRunPolicy = Objects.requireNonNull(value);
    return copy;
  }

  /**
   * Returns these options stopping at the first bug, or collecting all bugs; even then a watchdog
   * stop whose thread keeps running ends the exploration.
   */
  public ExplorationOptions withStopAtFirstBug(boolean value) {
    ExplorationOptions copy = copy();
    copy.stopAtFirstBug = value;
    return copy;
  }

  /**
   * Returns these options with a run budget.
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withMaxRuns(long value) {
    checkArgument(value > 0, "maxRuns must be positive, was %s", value);
    ExplorationOptions copy = copy();
    copy.maxRuns = value;
    return copy;
  }

  /**
   * Returns these options with a time budget, or none when {@code value} is null or longer than
   * {@link System#nanoTime} measures (about 292 years), which is what such a budget means.
   */
  public ExplorationOptions withMaxTime(@Nullable Duration value) {
    ExplorationOptions copy = copy();
    copy.maxTime = value == null || value.compareTo(LONGEST_TIME) > 0 ? null : value;
    return copy;
  }

  /**
   * Returns these options with another watchdog limit.
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withWatchdog(Duration value) {
    checkArgument(!value.isNegative() && !value.isZero(), "watchdog must be positive");
    ExplorationOptions copy = copy();
    copy.watchdog = value;
    return copy;
  }

  /** Returns these options with a listener that observes every run. */
  public ExplorationOptions withListener(RunListener value) {
    ExplorationOptions copy = copy();
    copy.listener = Objects.requireNonNull(value);
    return copy;
  }

  /**
   * Returns these options with {@code values} as the reductions (none for an empty list), which
   * apply to reachability testing only.
   */
  public ExplorationOptions withReductions(Reduction... values) {
    ExplorationOptions copy = copy();
    copy.reductions = Sets.immutableEnumSet(Arrays.asList(values));
    return copy;
  }

  /**
   * Returns these options with a preemption bound for {@link Strategy#CONTEXT_BOUNDED}.
   *
   * @throws IllegalArgumentException if {@code value} is negative
   */
  public ExplorationOptions withPreemptionBound(int value) {
    checkArgument(value >= 0, "preemptionBound must not be negative, was %s", value);
    ExplorationOptions copy = copy();
    copy.preemptionBound = value;
    return copy;
  }

  /**
   * Returns these options exploring, with {@link Strategy#REACHABILITY}, the variants with at most
   * 0, then 1, 2, … up to {@code value} reversed races; {@link #NO_RACE_BOUND} turns it off.
   *
   * @throws IllegalArgumentException if {@code value} is below {@link #NO_RACE_BOUND}
   */
  public ExplorationOptions withRaceBound(int value) {
    checkArgument(value >= NO_RACE_BOUND, "raceBound must not be negative, was %s", value);
    ExplorationOptions copy = copy();
    copy.raceBound = value;
    return copy;
  }

  /**
   * Returns these options exploring, with {@link Strategy#REACHABILITY}, only {@code value}
   * random root-to-leaf probes of the variant tree; 0 explores the whole tree.
   *
   * @throws IllegalArgumentException if {@code value} is negative
   */
  public ExplorationOptions withSample(int value) {
    checkArgument(value >= 0, "sample must not be negative, was %s", value);
    ExplorationOptions copy = copy();
    copy.sample = value;
    return copy;
  }

  /**
   * Returns these options with another depth of probabilistic concurrency testing.
   *
   * @throws IllegalArgumentException if {@code value} is negative
   */
  public ExplorationOptions withPctDepth(int value) {
    checkArgument(value >= 0, "pctDepth must not be negative, was %s", value);
    ExplorationOptions copy = copy();
    copy.pctDepth = value;
    return copy;
  }

  /**
   * Returns these options spending another share of runs on probes that estimate the space.
   *
   * @throws IllegalArgumentException if {@code value} is not in [0, 0.5]
   */
  public ExplorationOptions withProbeShare(double value) {
    checkArgument(value >= 0 && value <= 0.5, "probeShare must be in [0, 0.5], was %s", value);
    ExplorationOptions copy = copy();
    copy.probeShare = value;
    return copy;
  }

  /**
   * Returns these options exploring with {@code value} workers at once, each running the program
   * on its own; the program must then keep no state between runs outside what it creates in a run.
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withParallelism(int value) {
    checkArgument(value >= 1, "parallelism must be positive, was %s", value);
    ExplorationOptions copy = copy();
    copy.parallelism = value;
    return copy;
  }

  /**
   * Returns these options writing a checkpoint to {@code file} every {@link #checkpointInterval()}
   * and at the end, or none when {@code file} is null. A checkpoint is written to a temporary file
   * beside it and renamed over it, so the file is always a complete checkpoint.
   */
  public ExplorationOptions withCheckpoint(@Nullable Path file) {
    ExplorationOptions copy = copy();
    copy.checkpoint = file;
    return copy;
  }

  /**
   * Returns these options with another time between two checkpoints.
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withCheckpointInterval(Duration value) {
    checkArgument(
        !value.isNegative() && !value.isZero(), "checkpointInterval must be positive, was %s",
        value);
    ExplorationOptions copy = copy();
    copy.checkpointInterval = value;
    return copy;
  }

  /**
   * Returns these options continuing the exploration a checkpoint in {@code file} saved, or
   * starting afresh when {@code file} is null. The counts go on from the checkpoint's; {@link
   * #maxRuns()} counts the runs before it too, {@link #maxTime()} only this exploration's time.
   */
  public ExplorationOptions withResume(@Nullable Path file) {
    ExplorationOptions copy = copy();
    copy.resume = file;
    return copy;
  }

  /**
   * Returns these options modelling interrupts from the first run, or only once a run interrupts a
   * thread (the default, {@link #modelsInterrupts()}). A distributed exploration does not start
   * over: it needs {@code true} for a program that interrupts.
   */
  public ExplorationOptions withInterrupts(boolean value) {
    ExplorationOptions copy = copy();
    copy.interrupts = value;
    return copy;
  }

  /**
   * Returns these options modelling the end of threads from the first run, or only once a run asks
   * whether another thread is alive (the default, {@link #modelsThreadEnds()}). A distributed
   * exploration does not start over: it needs {@code true} for a program that asks.
   */
  public ExplorationOptions withThreadEnds(boolean value) {
    ExplorationOptions copy = copy();
    copy.threadEnds = value;
    return copy;
  }

  /**
   * Returns these options reading a logical clock of each run in rewritten code (the default), or
   * real time ({@link #usesLogicalClock()}).
   */
  public ExplorationOptions withLogicalClock(boolean value) {
    ExplorationOptions copy = copy();
    copy.logicalClock = value;
    return copy;
  }

  /**
   * Returns these options modelling the logical clock from the first run, or only once a run reads
   * it (the default, {@link #modelsClock()}). A distributed exploration does not start over: it
   * needs {@code true} for a program that reads the clock.
   */
  public ExplorationOptions withClock(boolean value) {
    ExplorationOptions copy = copy();
    copy.clock = value;
    return copy;
  }

  /**
   * Returns these options with another bound on the events of a run ({@link #maxRunEvents()}).
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withMaxRunEvents(long value) {
    checkArgument(value > 0, "maxRunEvents must be positive, was %s", value);
    ExplorationOptions copy = copy();
    copy.maxRunEvents = value;
    return copy;
  }

  /**
   * Returns these options with another bound on the recorded size of a run ({@link
   * #maxRunMegabytes()}).
   *
   * @throws IllegalArgumentException if {@code value} is not positive or above 2<sup>40</sup>
   */
  public ExplorationOptions withMaxRunMegabytes(long value) {
    checkArgument(value > 0 && value <= 1L << 40,
        "maxRunMegabytes must be positive and at most 2^40, was %s", value);
    ExplorationOptions copy = copy();
    copy.maxRunMegabytes = value;
    return copy;
  }

  /**
   * Returns these options letting a timed wait time out {@code value} times in a row while nothing
   * it waits on changes ({@link #timeoutsInARow()}).
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withTimeoutsInARow(int value) {
    checkArgument(value > 0, "timeoutsInARow must be positive, was %s", value);
    ExplorationOptions copy = copy();
    copy.timeoutsInARow = value;
    return copy;
  }

  /**
   * Returns these options letting a thread read the same write of a shared variable at one call
   * site {@code value} times in a row before its read there waits for a new write ({@link
   * #readsInARow()}).
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withReadsInARow(int value) {
    checkArgument(value > 0, "readsInARow must be positive, was %s", value);
    ExplorationOptions copy = copy();
    copy.readsInARow = value;
    return copy;
  }

  /**
   * Returns these options letting a periodic task run {@code value} periods in a run ({@link
   * #maxPeriods()}).
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withMaxPeriods(int value) {
    checkArgument(value > 0, "maxPeriods must be positive, was %s", value);
    ExplorationOptions copy = copy();
    copy.maxPeriods = value;
    return copy;
  }

  /** Returns these options looking for data races in code the agent rewrote, or not. */
  public ExplorationOptions withDataRaceDetection(boolean value) {
    ExplorationOptions copy = copy();
    copy.detectDataRaces = value;
    return copy;
  }

  /**
   * Returns these options exploring the interleavings of the plain fields {@code values}, each
   * {@code Class.field} with a simple or qualified class name: their accesses become
   * shared-variable events, as a {@code volatile} field's are (with the agent only). {@code
   * Class.field[]} explores the elements of every array the program stores in that field: each
   * array is one shared variable, an element's read or write (a copy or a clone of the whole
   * array too) a read or a write of it.
   *
   * @throws IllegalArgumentException naming an entry that is not of the form {@code Class.field}
   *     or {@code Class.field[]}
   */
  public ExplorationOptions withExploredFields(String... values) {
    for (String value : values) {
      String field = value.endsWith("[]") ? value.substring(0, value.length() - 2) : value;
      int dot = field.lastIndexOf('.');
      checkArgument(dot > 0 && dot < field.length() - 1 && !field.contains(" ")
              && !field.contains("[") && !field.contains("]"),
          "explored field '%s' is not of the form Class.field or Class.field[]", value);
    }
    ExplorationOptions copy = copy();
    copy.exploredFields = ImmutableSet.copyOf(values);
    return copy;
  }

  /**
   * Returns these options exploring the calls on the objects of the classes {@code values} (simple
   * or qualified names of {@link NotThreadSafeClasses}): each call on such an object, or on one of
   * its views and iterators, is a shared-variable event on the object, a read or a write as the
   * method does (with the agent only). A call is explored as if it were atomic: see the guide's
   * "Thread-safety violations" for what that finds and what it misses.
   *
   * @throws IllegalArgumentException naming an entry that is not a class of {@link
   *     NotThreadSafeClasses}
   */
  public ExplorationOptions withExploredCalls(String... values) {
    ImmutableSet.Builder<String> classes = ImmutableSet.builder();
    for (String value : values) {
      classes.add(NotThreadSafeClasses.qualified(value).orElseThrow(() ->
          new IllegalArgumentException("explored calls '" + value + "': not one of the JDK "
              + "classes that are not thread-safe and that RichTest checks ("
              + String.join(", ", NotThreadSafeClasses.names().stream()
                  .map(name -> name.substring(name.lastIndexOf('.') + 1)).toList())
              + ")")));
    }
    ExplorationOptions copy = copy();
    copy.exploredCalls = classes.build();
    return copy;
  }

  @Override
  public String toString() {
    return "ExplorationOptions[strategy=" + strategy
        + ", freeRunPolicy=" + freeRunPolicy
        + ", stopAtFirstBug=" + stopAtFirstBug
        + ", maxRuns=" + maxRuns
        + ", maxTime=" + maxTime
        + ", watchdog=" + watchdog
        + ", reductions=" + reductions
        + ", preemptionBound=" + preemptionBound
        + ", raceBound=" + raceBound
        + ", sample=" + sample
        + ", pctDepth=" + pctDepth
        + ", probeShare=" + probeShare
        + ", parallelism=" + parallelism
        + ", checkpoint=" + checkpoint
        + ", checkpointInterval=" + checkpointInterval
        + ", resume=" + resume
        + ", detectDataRaces=" + detectDataRaces
        + ", exploredFields=" + exploredFields
        + ", exploredCalls=" + exploredCalls
        + ", interrupts=" + interrupts
        + ", threadEnds=" + threadEnds
        + ", logicalClock=" + logicalClock
        + ", clock=" + clock
        + ", maxRunEvents=" + maxRunEvents
        + ", maxRunMegabytes=" + maxRunMegabytes
        + ", timeoutsInARow=" + timeoutsInARow
        + ", readsInARow=" + readsInARow
        + ", maxPeriods=" + maxPeriods
        + "]";
  }
}
