package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.FreeRunPolicy;
import org.richtest.OptionRules;
import org.richtest.Reduction;
import org.richtest.Strategy;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;
import org.richtest.sync.RichThread;

/** The work-item SPI's forms and refusals; its counts are checked by the differential tests. */
class WorkItemRunnerTest {

  private static final ExplorationOptions OPTIONS = ExplorationOptions.defaults();

  @Test
  void explore_rootWithSmallBudget_handsBackChildrenThatRoundTrip() {
    WorkItemRunner runner = WorkItemRunner.of(TestPrograms.resolve("mutex-3-2"), OPTIONS);
    WorkResult result = runner.explore(runner.root(), 5);
    assertEquals(6, result.runs(), "the root's own run and 5 below it");
    assertTrue(!result.children().isEmpty());
    WorkResult read = WorkResult.fromBytes(result.toBytes());
    assertEquals(result.children(), read.children());
    assertEquals(result.sequences(), read.sequences());
    WorkItem child = result.children().get(0);
    assertEquals(child, WorkItem.of(child.form()));
  }

  /**
   * Every component of a work result survives its binary form: each count a distinct value, each
   * flag set and each list filled, so that a component the form forgets (as {@code periodicCuts}
   * once was) comes back different. Built through the record's components, so a new one is
   * covered without this test knowing it.
   */
  @Test
  void workResult_roundTrip_keepsEveryComponent() throws ReflectiveOperationException {
    RecordComponent[] components = WorkResult.class.getRecordComponents();
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      values[i] = sample(components[i], i);
    }
    WorkResult result = WorkResult.class.getDeclaredConstructor(
        Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new))
        .newInstance(values);

    WorkResult read = WorkResult.fromBytes(result.toBytes());

    for (RecordComponent component : components) {
      Object expected = component.getAccessor().invoke(result);
      Object actual = component.getAccessor().invoke(read);
      if (component.getName().equals("bugs")) {
        assertArrayEquals(result.bugs().get(0), read.bugs().get(0));
        assertEquals(result.bugs().size(), read.bugs().size());
      } else {
        assertEquals(expected, actual, component.getName());
      }
    }
  }

  private static Object sample(RecordComponent component, int index) {
    if (component.getType() == long.class) {
      return 100L + index;
    }
    if (component.getType() == boolean.class) {
      return true;
    }
    return switch (component.getName()) {
      case "bugs" -> List.of(new byte[] {1, 2, 3});
      case "dataRaces" -> List.of(DataRace.of(DataRace.Target.FIELD, "A", "x",
          new DataRace.Access(false, "A.get(A.java:3)"), new DataRace.Access(true, "A.set(A.java:5)")));
      case "warnings" -> List.of("a warning");
      case "children" -> List.of(new WorkItem(String.format("%032x", 7), new byte[] {4}));
      default -> throw new AssertionError("no sample for component " + component);
    };
  }

  @Test
  void workResult_raceOnAnObject_roundTripsItsTargetCallsAndThreads() {
    DataRace race = DataRace.of(DataRace.Target.OBJECT, "java.util.HashMap", "",
        new DataRace.Access(false, "A.total(A.java:3)", "Iterator.next", "summer"),
        new DataRace.Access(true, "A.add(A.java:9)", "Map.put", "adder"));
    WorkResult result = new WorkResult(1, 1, 0, 0, 0, 5, List.of(), List.of(race), List.of(), true,
        false, List.of());

    DataRace read = WorkResult.fromBytes(result.toBytes()).dataRaces().get(0);

    assertEquals(race.toString(), read.toString());
    assertEquals(DataRace.Target.OBJECT, read.target());
    assertEquals(race, read);
    assertEquals("Map.put", read.first().call());
    assertEquals("summer", read.second().thread());
  }

  @Test
  void of_otherStrategy_isRefusedNamingIt() {
    assertEquals("work items apply to strategy reachability without raceBound or sample, not dpor",
        assertThrows(IllegalArgumentException.class, () -> WorkItemRunner.of(
            TestPrograms.resolve("mutex-2-1"), OPTIONS.withStrategy(Strategy.DPOR))).getMessage());
  }

  @Test
  void explore_badBudgetOrForm_isRefused() {
    WorkItemRunner runner = WorkItemRunner.of(TestPrograms.resolve("mutex-2-1"), OPTIONS);
    assertEquals("maxRuns must be positive, was 0", assertThrows(IllegalArgumentException.class,
        () -> runner.explore(runner.root(), 0)).getMessage());
    byte[] form = runner.root().form();
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> WorkItem.of(Arrays.copyOf(form, form.length - 3))).getMessage()
        .startsWith("a truncated work item"));
    form[0] = 9;
    assertEquals("a work item of version 9, but this RichTest reads version 2 only",
        assertThrows(IllegalArgumentException.class, () -> WorkItem.of(form)).getMessage());
    assertEquals("a work result of version 0, not 4", assertThrows(IllegalArgumentException.class,
        () -> WorkResult.fromBytes(new byte[] {0})).getMessage());
  }

  /**
   * A runner whose options explore another space than the exploration that made an item refuses
   * it, naming each setting that differs; an item keeps its settings through its binary form.
   */
  @Test
  void explore_itemMadeWithOtherSettings_isRefusedNamingThem() {
    ExplorationOptions made = OPTIONS.withMaxPeriods(3).withReadsInARow(2).withThreadEnds(true);
    WorkItemRunner maker = WorkItemRunner.of(TestPrograms.resolve("mutex-3-2"), made);
    WorkItem child = maker.explore(maker.root(), 2).children().get(0);
    WorkItem read = WorkItem.of(child.form());
    WorkItemRunner other = WorkItemRunner.of(TestPrograms.resolve("mutex-3-2"), OPTIONS);

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> other.explore(read, 5));

    assertEquals("work item " + child.id() + " was made by an exploration with other settings"
        + " than this runner's options, which would explore another space and sum to wrong counts"
        + " (the item's value, not the runner's): free-run policy oldest-pending, thread ends"
        + " modelled, not oldest-pending; maxPeriods 3, not 2; readsInARow 2, not unbounded",
        refused.getMessage());
    assertEquals(refused.getMessage(), assertThrows(IllegalArgumentException.class,
        () -> other.explore(child, 5)).getMessage(), "the root's children");
    WorkItemRunner same = WorkItemRunner.of(TestPrograms.resolve("mutex-3-2"), made);
    assertEquals(maker.explore(child, 5).runs(), same.explore(read, 5).runs());
  }

  @Test
  void of_itemOfAnOlderVersion_isRefusedSayingWhy() {
    byte[] form = WorkItemRunner.of(TestPrograms.resolve("mutex-2-1"), OPTIONS).root().form();
    form[0] = 1;
    assertEquals("a work item of version 1, but this RichTest reads version 2 only: older ones do"
        + " not record the settings of the exploration that made them (maxPeriods, readsInARow,"
        + " ...), so a runner could not check that it explores the same space; start the"
        + " exploration afresh from the root item",
        assertThrows(IllegalArgumentException.class, () -> WorkItem.of(form)).getMessage());
  }

  /**
   * A member explores a submission's items with the options the submission gives it: for each
   * setting that shapes its runs, it accepts the items the submitter's options made.
   */
  @Test
  void submission_membersOptions_acceptTheSubmittersItems() {
    for (Map.Entry<OptionRules.Setting, UnaryOperator<ExplorationOptions>> entry
        : MEMBERS.entrySet()) {
      ExplorationOptions options = entry.getValue().apply(OPTIONS);
      WorkItemRunner submitter = WorkItemRunner.of(TestPrograms.resolve("mutex-2-1"), options);
      Submission submission = Submission.of("mutex-2-1", options, new byte[] {1}, 7, "run");
      WorkItemRunner member = WorkItemRunner.of(TestPrograms.resolve("mutex-2-1"),
          Submission.fromBytes(submission.toBytes()).options());

      assertEquals(2, member.explore(submitter.root(), 1).runs(), entry.getKey().toString());
    }
  }

  /** A watchdog too long to count in milliseconds crosses as the longest one, not an overflow. */
  @Test
  void submission_watchdogOfNever_crossesAsTheLongest() {
    Submission submission = Submission.of("mutex-2-1",
        OPTIONS.withWatchdog(Duration.ofSeconds(Long.MAX_VALUE)), new byte[] {1}, 7, "run");

    assertEquals(Duration.ofMillis(Long.MAX_VALUE),
        Submission.fromBytes(submission.toBytes()).options().watchdog());
  }

  /**
   * An item's runs hand off on a carrier of the runner's own, as {@code RichTest.explore}'s do, not
   * on the JDK's shared scheduler, where every hand-off woke a second carrier (half as much CPU
   * again, docs/benchmarks.md). A virtual thread names its carrier in its {@code toString}.
   */
  @Test
  void explore_runsTheItemsThreadsOnACarrierOfItsOwn() {
    Set<String> carriers = ConcurrentHashMap.newKeySet();
    WorkItemRunner runner = WorkItemRunner.of(() -> {
      RichThread child =
          RichThread.start("child", () -> carriers.add(carrierOf(Thread.currentThread())));
      carriers.add(carrierOf(Thread.currentThread()));
      child.join();
    }, OPTIONS);

    runner.explore(runner.root(), 10);
    runner.explore(runner.root(), 10);

    assertEquals(Set.of("richtest-carrier"), carriers);
  }

  private static String carrierOf(Thread thread) {
    String name = thread.toString();
    return name.substring(name.lastIndexOf('@') + 1);
  }

  @Test
  void explore_programThatInterrupts_withoutInterruptsModelled_failsAskingForThem() {
    WorkItemRunner runner = WorkItemRunner.of(() -> {
      RichThread sleeper = RichThread.start("sleeper", () -> RichThread.sleep(1));
      sleeper.interrupt();
      sleeper.join();
    }, OPTIONS);

    RuntimeException refused =
        assertThrows(RuntimeException.class, () -> runner.explore(runner.root(), 10));

    assertTrue(refused.getMessage().endsWith("explore with ExplorationOptions.withInterrupts(true)"
        + " (CLI: --interrupts)"), refused.getMessage());
  }

  /**
   * The settings an engine applies itself (budgets, the strategy and its parameters, workers,
   * checkpoints, its listener); every other one shapes the runs a member makes.
   */
  private static final Set<OptionRules.Setting> ENGINES = EnumSet.of(
      OptionRules.Setting.STRATEGY, OptionRules.Setting.MAX_RUNS, OptionRules.Setting.MAX_TIME,
      OptionRules.Setting.LISTENER, OptionRules.Setting.PREEMPTION_BOUND,
      OptionRules.Setting.RACE_BOUND, OptionRules.Setting.SAMPLE, OptionRules.Setting.PCT_DEPTH,
      OptionRules.Setting.PROBE_SHARE, OptionRules.Setting.PARALLELISM,
      OptionRules.Setting.CHECKPOINT, OptionRules.Setting.CHECKPOINT_INTERVAL,
      OptionRules.Setting.RESUME);

  /** A value other than the default of each setting that shapes a member's runs. */
  private static final Map<OptionRules.Setting, UnaryOperator<ExplorationOptions>> MEMBERS =
      Map.ofEntries(
          Map.entry(OptionRules.Setting.FREE_RUN_POLICY,
              o -> o.withFreeRunPolicy(FreeRunPolicy.seededRandom(5))),
          Map.entry(OptionRules.Setting.STOP_AT_FIRST_BUG, o -> o.withStopAtFirstBug(false)),
          Map.entry(OptionRules.Setting.WATCHDOG, o -> o.withWatchdog(Duration.ofSeconds(7))),
          Map.entry(OptionRules.Setting.REDUCTIONS, o -> o.withReductions(Reduction.PV)),
          Map.entry(OptionRules.Setting.INTERRUPTS, o -> o.withInterrupts(true)),
          Map.entry(OptionRules.Setting.THREAD_ENDS, o -> o.withThreadEnds(true)),
          Map.entry(OptionRules.Setting.MAX_RUN_EVENTS, o -> o.withMaxRunEvents(77)),
          Map.entry(OptionRules.Setting.TIMEOUTS_IN_A_ROW, o -> o.withTimeoutsInARow(4)),
          Map.entry(OptionRules.Setting.DATA_RACE_DETECTION, o -> o.withDataRaceDetection(false)),
          Map.entry(OptionRules.Setting.EXPLORED_FIELDS, o -> o.withExploredFields("a.B.x")),
          Map.entry(OptionRules.Setting.EXPLORED_CALLS, o -> o.withExploredCalls("HashMap")),
          Map.entry(OptionRules.Setting.MAX_PERIODS, o -> o.withMaxPeriods(3)),
          Map.entry(OptionRules.Setting.READS_IN_A_ROW, o -> o.withReadsInARow(2)),
          Map.entry(OptionRules.Setting.LOGICAL_CLOCK, o -> o.withLogicalClock(false)),
          Map.entry(OptionRules.Setting.CLOCK, o -> o.withClock(true)),
          Map.entry(OptionRules.Setting.MAX_RUN_MEGABYTES, o -> o.withMaxRunMegabytes(5)));

  /**
   * Each setting that shapes a run reaches the members through the submission and is part of its
   * key: with the default instead, a member would explore another space than the submitter (the
   * cluster once explored every submission with two periods and thread ends off). A new setting
   * fails here until it is put on one side.
   */
  @Test
  void submission_everySettingThatShapesRuns_reachesTheMembers() {
    Submission plain = Submission.of("p", OPTIONS, new byte[] {1}, 7, "run");
    for (OptionRules.Setting setting : OptionRules.Setting.values()) {
      if (ENGINES.contains(setting)) {
        continue;
      }
      UnaryOperator<ExplorationOptions> change = MEMBERS.get(setting);
      assertNotNull(change, "is " + setting + " the engine's, or does it reach the members?");
      ExplorationOptions options = change.apply(OPTIONS);
      Submission submission = Submission.of("p", options, new byte[] {1}, 7, "run");

      ExplorationOptions members = Submission.fromBytes(submission.toBytes()).options();

      assertEquals(options.toString(), members.toString(), setting.toString());
      assertNotEquals(plain.key(), submission.key(), setting + " shapes every run");
    }
  }

  @Test
  void submission_roundTripsAndBadMembersAreRefused() {
    Submission submission = Submission.of("mutex-2-1", OPTIONS, new byte[] {1, 2}, 7, "run");
    Submission read = Submission.fromBytes(submission.toBytes());
    assertEquals(submission.key(), read.key());
    assertArrayEquals(submission.programKey(), read.programKey());
    Submission modelled = Submission.of(
        "mutex-2-1", OPTIONS.withInterrupts(true), new byte[] {1, 2}, 7, "run");
    assertTrue(Submission.fromBytes(modelled.toBytes()).options().modelsInterrupts());
    assertNotEquals(submission.key(), modelled.key(), "interrupts shape every run");
    Submission calls = Submission.of(
        "mutex-2-1", OPTIONS.withExploredCalls("HashMap"), new byte[] {1, 2}, 7, "run");
    assertEquals(Set.of("java.util.HashMap"),
        Submission.fromBytes(calls.toBytes()).options().exploredCalls());
    assertNotEquals(submission.key(), calls.key(), "explored calls shape every run");
    assertEquals("cluster member 'host' is not HOST:PORT (a port from 1 to 65535)",
        assertThrows(IllegalArgumentException.class,
            () -> ClusterOptions.loopback().withMembers("host")).getMessage());
    assertEquals("port 0 is not from 1 to 65535", assertThrows(IllegalArgumentException.class,
        () -> new ClusterOptions(List.of(), "127.0.0.1", 0, "x")).getMessage());
  }
}
