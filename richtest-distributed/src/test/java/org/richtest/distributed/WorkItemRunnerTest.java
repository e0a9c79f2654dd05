package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
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
    WorkResult result = runner.explore(WorkItemRunner.root(), 5);
    assertEquals(6, result.runs(), "the root's own run and 5 below it");
    assertTrue(!result.children().isEmpty());
    WorkResult read = WorkResult.fromBytes(result.toBytes());
    assertEquals(result.children(), read.children());
    assertEquals(result.sequences(), read.sequences());
    WorkItem child = result.children().get(0);
    assertEquals(child, WorkItem.of(child.form()));
  }

  @Test
  void workResult_raceOnAnObject_roundTripsItsTargetCallsAndThreads() {
    DataRace race = DataRace.of(DataRace.Target.OBJECT, "java.util.HashMap", "",
        new DataRace.Access(false, "A.total(A.java:3)", "Iterator.next", "summer"),
        new DataRace.Access(true, "A.add(A.java:9)", "Map.put", "adder"));
    WorkResult result = new WorkResult(1, 1, 0, 0, 5, List.of(), List.of(race), List.of(), true,
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
        () -> runner.explore(WorkItemRunner.root(), 0)).getMessage());
    byte[] form = WorkItemRunner.root().form();
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> WorkItem.of(Arrays.copyOf(form, form.length - 3))).getMessage()
        .startsWith("a truncated work item"));
    form[0] = 9;
    assertEquals("a work item of version 9, not 1",
        assertThrows(IllegalArgumentException.class, () -> WorkItem.of(form)).getMessage());
    assertEquals("a work result of version 0, not 3", assertThrows(IllegalArgumentException.class,
        () -> WorkResult.fromBytes(new byte[] {0})).getMessage());
  }

  @Test
  void explore_programThatInterrupts_withoutInterruptsModelled_failsAskingForThem() {
    WorkItemRunner runner = WorkItemRunner.of(() -> {
      RichThread sleeper = RichThread.start("sleeper", () -> RichThread.sleep(1));
      sleeper.interrupt();
      sleeper.join();
    }, OPTIONS);

    RuntimeException refused =
        assertThrows(RuntimeException.class, () -> runner.explore(WorkItemRunner.root(), 10));

    assertTrue(refused.getMessage().endsWith("explore with ExplorationOptions.withInterrupts(true)"
        + " (CLI: --interrupts)"), refused.getMessage());
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
