package org.richtest.junit5;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.richtest.ExplorationOptions;
import org.richtest.Reduction;
import org.richtest.Strategy;

/**
 * A test whose method body is the program under exploration: the body runs once per run, as logical
 * thread {@code main}, until every SYN-sequence it can exercise has been exercised (or a budget ran
 * out, or a bug was found). The body creates its synchronization objects and threads itself, as a
 * {@link org.richtest.Program} does, or has its fields and {@code @BeforeEach} make them: each
 * run gets a fresh test instance with its {@code @BeforeEach} and {@code @AfterEach} methods around
 * the body (under {@code PER_CLASS} the one instance; report entry {@code richtest.fixture}). The
 * body also runs for the probes that estimate the size of the space (see
 * {@link ExplorationOptions#probeShare()}), so it may run more often than {@code richtest.runs}.
 *
 * <p>The test passes if no run failed, deadlocked or hit the watchdog, and publishes the counts as
 * report entries ({@code richtest.sequences}, {@code richtest.runs}, {@code richtest.partialRuns},
 * {@code richtest.strategy}, {@code richtest.complete}, {@code richtest.redundantRuns}, {@code
 * richtest.probeRuns}, {@code richtest.infeasibleVariants}, {@code richtest.periodicCuts}, {@code
 * richtest.dataRaces} and, when
 * there is one, {@code richtest.estimatedSequences}, and {@code richtest.controlled}), writes them to
 * {@code target/richtest/<class>.<method>.json} and prints one line. A data race fails the test
 * unless {@link #failOnDataRace()} is false. A budget that cuts the exploration short does not
 * fail the test unless {@link #failIfIncomplete()}; it publishes {@code richtest.complete=false}.
 * On a bug the test fails with the outcome, the sequence in text form, the path of the sequence
 * saved as JSON and a copy-pasteable {@code @ReachabilityTest(replay = "…")} that re-runs exactly that sequence.
 *
 * <p>On a class, it explores every {@code @Test} method of the class (and of its {@code @Nested}
 * classes) with its attributes, unless a method has an annotation of its own; {@link #replay()}
 * applies to a method only. Existing tests can also be explored without any annotation, by the
 * JUnit configuration parameter {@code richtest.explore} (class-name patterns, {@code *} for any
 * characters) with extension autodetection on: see the guide, "Existing tests without edits". A
 * test explored through its class or that parameter whose first run made no synchronization event
 * and started no thread passes after that run, saying so; one annotated itself fails, as does any
 * whose concurrency may have escaped control (no agent, or threads started that nothing
 * controlled).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Test
@ExtendWith(ReachabilityExtension.class)
public @interface ReachabilityTest {

  /** The value of {@link #seed()} that selects the deterministic oldest-pending free-run policy. */
  long OLDEST_PENDING = -1;

  /**
   * How to explore: reachability testing, the exhaustive-interleavings oracle, context bounding,
   * DPOR or random testing.
   */
  Strategy strategy() default Strategy.REACHABILITY;

  /** For {@link Strategy#CONTEXT_BOUNDED}: the largest preemption bound; no limit by default. */
  int preemptionBound() default ExplorationOptions.UNBOUNDED;

  /**
   * For {@link Strategy#REACHABILITY}: explore in rounds of at most 0, 1, … this many reversed
   * races; {@link ExplorationOptions#NO_RACE_BOUND} (the default) explores without rounds.
   */
  int raceBound() default ExplorationOptions.NO_RACE_BOUND;

  /** For {@link Strategy#REACHABILITY}: only this many random probes of the variant tree; 0 for all. */
  int sample() default 0;

  /** For {@link Strategy#RANDOM}: the PCT depth; 0 chooses uniformly at random. */
  int pctDepth() default ExplorationOptions.DEFAULT_PCT_DEPTH;

  /** The largest number of runs; the exploration ends incomplete after it. */
  long maxRuns() default Long.MAX_VALUE;

  /**
   * The reductions of reachability testing to apply, none by default: {@link Reduction#SYMMETRY}
   * for threads the body declares interchangeable ({@code Symmetry.group}), {@link Reduction#PV}
   * for counting semaphores, {@link Reduction#COMMUTE} for ports it declares order-insensitive.
   * With any, the test publishes {@code richtest.reductions}.
   */
  Reduction[] reductions() default {};

  /**
   * For {@link Strategy#REACHABILITY} without race bound or sample: the number of runs made at
   * once, 1 by default. Runs then execute the body concurrently, each on its own test instance
   * unless it is shared ({@code PER_CLASS}, or {@code richtest.fixture=exploration}), so the body
   * must keep no state in static fields, nor in a shared instance's fields.
   */
  int parallelism() default 1;

  /**
   * Whether to spend a share of the runs on probes that estimate the number of sequences ({@code
   * richtest.estimatedSequences}); false spends none.
   */
  boolean estimate() default true;

  /**
   * Whether interrupts are modelled from the first run, instead of from the first run that
   * interrupts a thread, after which the exploration starts over.
   */
  boolean interrupts() default false;

  /**
   * Whether the ends of threads are events from the first run ({@code isAlive} and timed joins race
   * with them), instead of from the first run that asks, after which the exploration starts over.
   */
  boolean threadEnds() default false;

  /**
   * The most events a run may make; a run that makes more is cut and reported as a bug of the
   * program (a loop that polls or spins for ever).
   */
  long maxRunEvents() default ExplorationOptions.DEFAULT_MAX_RUN_EVENTS;

  /**
   * How many times in a row a timed wait may time out while nothing it waits on changes; after
   * that, a run whose threads can only time out ends as a timed deadlock.
   */
  int timeoutsInARow() default 1;

  /**
   * How many times in a row a thread may read one write of a shared variable at one call site with
   * nothing done between; after that, its read there waits for a new write, and a run whose
   * threads can only wait so ends as a livelock. Unbounded by default (the rule applies only at the
   * pure spins the agent proves); 1 for a program that spins, more for a loop that counts its turns.
   */
  int readsInARow() default Integer.MAX_VALUE;

  /**
   * Whether to look for data races and thread-safety violations in code the agent rewrote; false
   * looks for neither (and {@link #failOnDataRace()} has nothing to fail on).
   */
  boolean detectDataRaces() default true;

  /** The longest exploration in seconds, after which it ends incomplete; 0 for no limit. */
  long maxSeconds() default 0;

  /**
   * The most periods a periodic task runs in one run, {@value
   * ExplorationOptions#DEFAULT_MAX_PERIODS} by default; the runs that cut one are counted in
   * {@code richtest.periodicCuts} (see {@link ExplorationOptions#maxPeriods()}).
   */
  int maxPeriods() default ExplorationOptions.DEFAULT_MAX_PERIODS;

  /** Whether to stop at the first failure, deadlock or watchdog stop, or to explore on. */
  boolean stopAtFirstBug() default true;

  /**
   * The seed of the random free-run policy, which resolves the choices no variant prescribes; the
   * default {@link #OLDEST_PENDING} picks the oldest pending call instead.
   */
  long seed() default OLDEST_PENDING;

  /** How long a thread may run without reaching a synchronization call, in milliseconds. */
  long watchdogMillis() default 10_000;

  /**
   * Whether a data race fails the test: two accesses of a plain field, one a write, with no
   * happens-before between them in some run (found in code the agent rewrote). True by default;
   * false only publishes their number ({@code richtest.dataRaces}).
   */
  boolean failOnDataRace() default true;

  /**
   * Plain fields, as {@code Class.field} (simple or qualified class name), whose interleavings to
   * explore as shared variables, as a {@code volatile} field's are, instead of checking them for
   * data races (with the agent only).
   */
  String[] exploreFields() default {};

  /**
   * JDK classes that are not thread-safe ({@code org.richtest.NotThreadSafeClasses}: {@code
   * HashMap}, {@code ArrayList}, …, simple or qualified name) whose objects' calls to explore as
   * events on the object, instead of checking them for thread-safety violations (with the agent
   * only).
   */
  String[] exploreCalls() default {};

  /**
   * The path of a saved JSON trace to replay instead of exploring: the body runs exactly once,
   * forced along that sequence, so one failing interleaving can be debugged. Empty to explore.
   * A relative path is resolved against the working directory.
   */
  String replay() default "";

  /**
   * Whether an exploration that a budget ({@link #maxRuns()}, {@link #maxSeconds()}) cut short
   * fails the test, instead of passing with {@code richtest.complete=false}: for CI, where a cut
   * exploration must not pass for a proof. False by default; the JUnit configuration parameter
   * {@code richtest.failIfIncomplete=true} sets it for every explored test.
   */
  boolean failIfIncomplete() default false;

  /**
   * Whether a test whose first run controlled nothing (no synchronization event, no thread through
   * RichTest) passes after that run instead of failing: the code under test is sequential, or its
   * concurrency is knowingly left uncontrolled. False by default, so that concurrency run without
   * the agent never passes for explored; the JUnit configuration parameter {@code
   * richtest.allowUncontrolled=true} sets it for every explored test.
   */
  boolean allowUncontrolled() default false;

  /**
   * The directory the sequence of a bug is saved to, as {@code <class>.<method>-<n>.json}. A
   * relative path is resolved against the working directory (the module's directory under Maven).
   */
  String traceDir() default "target/richtest-traces";
}
