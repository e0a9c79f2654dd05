package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationProgress;
import org.richtest.ExplorationResult;
import org.richtest.NondeterminismException;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunResult;

/**
 * An exploration over real worker processes (JVMs running {@link PipeChildMain}) counts exactly as
 * {@code RichTest.explore}, whatever a process does: dies mid-item, refuses, never starts.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@ExtendWith(ThreadDumpOnTimeout.class)
class ProcessExplorationTest {

  private static final ExplorationOptions ALL_BUGS =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  /** Two explorers from the start, in items of 20 runs: the worker process takes many items. */
  private static ProcessSettings eager(String... arguments) {
    return new ProcessSettings(2, PipeChildMain.command(arguments), 20, Duration.ZERO);
  }

  /**
   * Explores {@code name} with {@code settings}, the exploring thread waiting for the worker
   * process to hold its first item once started, so that it takes part however loaded the machine.
   */
  private static ProcessResult awaited(String name, ProcessSettings settings, Duration deadline)
      throws InterruptedException {
    return ProcessExploration.explore(name, TestPrograms.resolve(name), ALL_BUGS, settings,
        new ProcessExploration.Tuning(deadline, true));
  }

  private static ProcessResult awaited(String name, ProcessSettings settings)
      throws InterruptedException {
    return awaited(name, settings, ProcessExploration.itemDeadline(ALL_BUGS, settings));
  }

  private static void assertSameCounts(ExplorationResult local, ExplorationResult piped) {
    assertEquals(local.sequences(), piped.sequences(), "sequences");
    assertEquals(local.runs(), piped.runs(), "runs");
    assertEquals(local.partialRuns(), piped.partialRuns(), "partial runs");
    assertEquals(local.bugs().size(), piped.bugs().size(), "bugs");
    assertEquals(local.complete(), piped.complete(), "complete");
  }

  @Test
  void explore_workerProcess_countsAsLocal() throws Exception {
    for (String name : List.of("mutex-3-3", "mixed-1", "mixed-2", "crossed", "ticks")) {
      ExplorationResult local = RichTest.explore(TestPrograms.resolve(name), ALL_BUGS);
      ProcessResult piped =
          ProcessExploration.explore(name, TestPrograms.resolve(name), ALL_BUGS, eager());
      assertSameCounts(local, piped.result());
      assertEquals(List.of(), piped.result().warnings(), name);
    }
    assertFalse(RichTest.explore(TestPrograms.resolve("crossed"), ALL_BUGS).bugs().isEmpty());
  }

  /**
   * {@code mutex-3-4}: 12!/(4!)^3 = 34,650 sequences, each one run, long enough (a few seconds)
   * for a worker process to start and take items.
   */
  private static void assertExploredMutex34Exactly(ProcessResult piped) {
    assertEquals(34_650, piped.result().sequences());
    assertEquals(34_650, piped.result().runs());
    assertEquals(0, piped.result().partialRuns());
    assertTrue(piped.result().complete());
  }

  @Test
  void explore_longEnough_workerProcessTakesItems() throws Exception {
    ProcessResult piped = awaited("mutex-3-4", eager());
    assertExploredMutex34Exactly(piped);
    assertEquals(List.of(), piped.result().warnings());
    assertEquals(1, piped.processesStarted());
    assertTrue(piped.processItems() > 0, "the worker process explored no item");
    assertTrue(piped.bytes() > 0);
  }

  /**
   * What processes give that threads cannot: a program whose state is static explores on two
   * cores, since each process runs one run at a time. Two workers of one JVM run two runs at once
   * over the one field, and one's reset lands in the other's count.
   */
  @Test
  void explore_programWithStaticState_exploresInParallelWithoutInterference() throws Exception {
    ProcessResult piped = awaited("static-3-4", eager());
    assertExploredMutex34Exactly(piped);
    assertEquals(List.of(), piped.result().bugs());
    assertTrue(piped.processItems() > 0, "the worker process explored no item");

    ExplorationResult threads =
        RichTest.explore(TestPrograms.resolve("static-3-4"), ALL_BUGS.withParallelism(2));
    assertEquals(34_650, threads.sequences());
    assertFalse(threads.bugs().isEmpty(), "two runs at once in one JVM shared the static field");
  }

  @Test
  void explore_threadEndsNeededMidway_startsOverAsLocal() throws Exception {
    ExplorationResult local = RichTest.explore(TestPrograms.resolve("alive-last"), ALL_BUGS);
    ProcessResult piped = ProcessExploration.explore(
        "alive-last", TestPrograms.resolve("alive-last"), ALL_BUGS, eager());
    assertSameCounts(local, piped.result());
  }

  /**
   * Runs that diverge once (a singleton built by a JVM's first run) start the exploration over
   * once, as locally; the worker process, whose own first run differs, makes it twice and takes
   * part.
   */
  @Test
  void explore_runsDivergeOnce_startsOverOnceAsLocal() throws Exception {
    ExplorationResult local = RichTest.explore(TestPrograms.resolve("singleton-here"), ALL_BUGS);
    assertExploredMutex34Exactly(new ProcessResult(local, 0, 0, 0, 0));
    List<String> restarts = new ArrayList<>();
    RunListener listening = new RunListener() {
      @Override
      public void onRun(RunResult run) {}

      @Override
      public void onRestart(String reason) {
        restarts.add(reason);
      }
    };
    ProcessResult piped = ProcessExploration.explore("singleton-piped",
        TestPrograms.resolve("singleton-piped"), ALL_BUGS.withListener(listening), eager());
    assertSameCounts(local, piped.result());
    assertEquals(1, restarts.size(), restarts.toString());
    assertTrue(restarts.get(0).startsWith("the runs diverged, so the exploration starts over once"
        + " from the state they left: "), restarts.get(0));
    assertEquals(1, piped.result().warnings().size(), piped.result().warnings().toString());
    assertTrue(piped.result().warnings().get(0).startsWith("the runs diverged, so the"
        + " exploration started over once"), piped.result().warnings().get(0));
  }

  @Test
  void explore_stopAtFirstBug_reportsOneReplayedBug() throws Exception {
    ProcessResult piped = ProcessExploration.explore("crossed", TestPrograms.resolve("crossed"),
        ExplorationOptions.defaults(), eager());
    ExplorationResult local =
        RichTest.explore(TestPrograms.resolve("crossed"), ExplorationOptions.defaults());
    assertEquals(1, piped.result().bugs().size());
    assertEquals(local.runs(), piped.result().runs());
    assertEquals(local.complete(), piped.result().complete());
  }

  @Test
  void explore_workerDiesMidItem_itsItemIsExploredAgain() throws Exception {
    ProcessResult piped = awaited("mutex-3-4", eager("die-after", "3000"));
    assertExploredMutex34Exactly(piped);
    assertEquals(1, piped.result().warnings().size(), piped.result().warnings().toString());
    assertTrue(piped.result().warnings().get(0).startsWith("worker process 1 ended"),
        piped.result().warnings().get(0));
  }

  /** A worker process that stops answering without ending is killed at the item's deadline. */
  @Test
  void explore_workerStuck_isKilledAtTheDeadline() throws Exception {
    ProcessResult piped =
        awaited("mutex-3-4", eager("stall-after", "3000"), Duration.ofSeconds(1));
    assertExploredMutex34Exactly(piped);
    assertEquals(1, piped.result().warnings().size(), piped.result().warnings().toString());
    assertTrue(piped.result().warnings().get(0).startsWith("worker process 1 did not answer an"
        + " item within 1 s, so it was killed"), piped.result().warnings().get(0));
  }

  @Test
  void explore_workerFindsTheProgramNondeterministic_throwsAsTheSequentialExplorer() {
    NondeterminismException twice = assertThrows(NondeterminismException.class,
        () -> awaited("mutex-3-4", eager("drift", "lock-3-4")));
    assertTrue(twice.getMessage().contains("; it diverged again when explored a second time"),
        twice.getMessage());
  }

  /**
   * As a person or the system would: the process is killed from outside while it explores (here
   * while stalled holding an item, so that the kill always lands mid-exploration).
   */
  @Test
  void explore_workerKilled_countsExactly() throws Exception {
    CompletableFuture<ProcessResult> result = new CompletableFuture<>();
    Thread.ofPlatform().daemon().name("explore-mutex-3-4").start(() -> {
      try {
        result.complete(awaited("mutex-3-4", eager("stall-after", "3000")));
      } catch (InterruptedException | RuntimeException e) {
        result.completeExceptionally(e);
      }
    });
    ProcessHandle child = null;
    while (child == null && !result.isDone()) {
      child = ProcessHandle.current().children()
          .filter(process -> process.info().commandLine().orElse("")
              .contains(PipeChildMain.class.getName()))
          .findFirst().orElse(null);
      Thread.sleep(20);
    }
    assertTrue(child != null, "no worker process was started");
    Thread.sleep(300); // it stalls holding an item: the exploration waits for it until it dies
    child.destroyForcibly();
    ProcessResult piped = result.get();
    assertExploredMutex34Exactly(piped);
    assertEquals(1, piped.result().warnings().size(), piped.result().warnings().toString());
    assertTrue(piped.result().warnings().get(0).startsWith("worker process 1"),
        piped.result().warnings().get(0));
  }

  /** The program is explored long enough (mutex-3-4) for a worker process to answer. */
  @Test
  void explore_workerRefuses_exploresHereSayingWhy() throws Exception {
    for (ProcessSettings settings : List.of(eager("unknown"), eager("other", "mutex-3-1"))) {
      ProcessResult piped = awaited("mutex-3-4", settings);
      assertExploredMutex34Exactly(piped);
      assertRefusedOnce(piped);
      assertTrue(piped.bytes() > 0, "the hello and the refusal crossed the pipe");
    }
  }

  /**
   * The exploring thread leaving abruptly (here a listener throwing) stops the frontier, so that
   * the worker processes are killed at once, not left exploring for the closing's wait.
   */
  @Test
  void explore_listenerThrows_killsTheWorkersAtOnce() {
    long[] thrown = new long[1];
    RunListener failing = new RunListener() {
      private int progress;

      @Override
      public void onRun(RunResult run) {}

      @Override
      public void onProgress(ExplorationProgress ignored) {
        if (++progress == 3) {
          thrown[0] = System.nanoTime();
          throw new IllegalStateException("listener failed");
        }
      }
    };
    IllegalStateException failure = assertThrows(IllegalStateException.class,
        () -> ProcessExploration.explore("mutex-4-3", TestPrograms.resolve("mutex-4-3"),
            ALL_BUGS.withListener(failing), eager(),
            new ProcessExploration.Tuning(Duration.ofSeconds(60), true)));
    assertEquals("listener failed", failure.getMessage());
    long closing = System.nanoTime() - thrown[0];
    assertTrue(closing < TimeUnit.SECONDS.toNanos(5),
        "the exploration closed in " + TimeUnit.NANOSECONDS.toMillis(closing) + " ms");
  }

  /**
   * A worker whose JVM writes on its standard output (a CDS warning, -Xlog:gc) takes no part, the
   * warning quoting what it wrote; text starting with a control character is no hang either.
   */
  @Test
  void explore_workerWritesOtherThanFrames_takesNoPartQuotingIt() throws Exception {
    String log = "[0.004s][warning][cds] The shared archive file was created by a different"
        + " version or build of HotSpot\n";
    for (String noise : List.of(log, "\u0001abc")) {
      ProcessResult piped = awaited("mutex-3-4", eager("noise", noise));
      assertExploredMutex34Exactly(piped);
      assertRefusedOnce(piped);
      String warning = piped.result().warnings().get(0);
      assertTrue(warning.contains("the worker process wrote something other than frames to its"
          + " standard output"), warning);
      assertTrue(warning.contains(noise.equals(log) ? "'[0.004s][warning][cds] The shared"
          : "'\\x01abc"), warning);
    }
  }

  /**
   * Bytes that are not a frame but begin as one could, NUL-led (as native code writing on file
   * descriptor 1 might), where a result belongs: named at once, not read as a length and waited
   * for until the item's deadline (here the least one, 60 s); the process's item is explored again
   * by the exploring process, as after a line of text there.
   */
  @Test
  void explore_workerWritesNulLedBytesWhereAFrameBegins_isDroppedAtOnce() throws Exception {
    long start = System.nanoTime();
    ProcessResult piped = awaited("mutex-3-4", eager("binary-after", "1", "000100006e6174697665"),
        Duration.ofSeconds(60));
    long took = System.nanoTime() - start;
    assertExploredMutex34Exactly(piped);
    assertEquals(1, piped.result().warnings().size(), piped.result().warnings().toString());
    String warning = piped.result().warnings().get(0);
    assertTrue(warning.startsWith("worker process 1 ended (the worker process wrote something"
        + " other than frames to its standard output (its JVM's own output?):"
        + " '\\x00\\x01\\x00\\x00native"), warning);
    assertTrue(took < TimeUnit.SECONDS.toNanos(30),
        "the exploration took " + TimeUnit.NANOSECONDS.toMillis(took) + " ms");
  }

  /**
   * A command that cannot start: a missing program, or one the process builder refuses before
   * trying (a NUL character in an argument: as every refusal of a command that is not empty and
   * holds no null, an {@code IOException}); then a program that is not a worker.
   */
  @Test
  void explore_workerCannotStart_exploresHereSayingWhy() throws Exception {
    for (List<String> command : List.of(List.of("/nonexistent/bin/java", "-version"),
        List.of(eager().command().get(0), "-version\u0000"))) {
      ProcessResult piped = ProcessExploration.explore("mutex-3-3",
          TestPrograms.resolve("mutex-3-3"), ALL_BUGS,
          new ProcessSettings(2, command, 20, Duration.ZERO));
      assertEquals(1680, piped.result().sequences());
      assertEquals(0, piped.processesStarted());
      assertRefusedOnce(piped);
    }
    ProcessSettings notAWorker = new ProcessSettings(
        2, List.of(eager().command().get(0), "-version"), 20, Duration.ZERO);
    ProcessResult answered = awaited("mutex-3-4", notAWorker);
    assertExploredMutex34Exactly(answered);
    assertRefusedOnce(answered);
  }

  private static void assertRefusedOnce(ProcessResult piped) {
    assertEquals(0, piped.processItems());
    assertEquals(1, piped.result().warnings().size(), piped.result().warnings().toString());
    assertTrue(piped.result().warnings().get(0).startsWith("worker process 1 takes no part"),
        piped.result().warnings().get(0));
  }

  @Test
  void explore_shortExploration_startsNoProcess() throws Exception {
    ProcessSettings lazy = ProcessSettings.of(2, eager().command());
    ProcessResult piped =
        ProcessExploration.explore("mutex-3-3", TestPrograms.resolve("mutex-3-3"), ALL_BUGS,
            new ProcessSettings(2, lazy.command(), 20, lazy.startAfter()));
    assertEquals(1680, piped.result().sequences());
    assertEquals(0, piped.processesStarted());
    assertEquals(0, piped.bytes());
  }

  @Test
  void explore_timeBudget_stopsIncomplete() throws Exception {
    long start = System.nanoTime();
    ProcessResult piped = ProcessExploration.explore("mutex-4-3", TestPrograms.resolve("mutex-4-3"),
        ALL_BUGS.withMaxTime(Duration.ofSeconds(2)), eager());
    assertFalse(piped.result().complete());
    assertTrue(piped.result().sequences() < 369_600);
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(30));
  }

  @Test
  void itemDeadline_isGenerous() {
    assertEquals(Duration.ofSeconds(60), ProcessExploration.itemDeadline(ALL_BUGS,
        new ProcessSettings(2, eager().command(), 1, Duration.ZERO)));
    assertEquals(ALL_BUGS.watchdog().multipliedBy(1000), ProcessExploration.itemDeadline(ALL_BUGS,
        new ProcessSettings(2, eager().command(), 1000, Duration.ZERO)));
    assertEquals(Duration.ofNanos(Long.MAX_VALUE), ProcessExploration.itemDeadline(
        ALL_BUGS.withWatchdog(Duration.ofMillis(Long.MAX_VALUE)),
        new ProcessSettings(2, eager().command(), 500, Duration.ZERO)), "a watchdog of never");
  }

  @Test
  void explore_badOptions_areRefusedNamingThem() {
    assertEquals("maxRuns does not apply to an exploration over worker processes; give maxTime",
        assertThrows(IllegalArgumentException.class, () -> ProcessExploration.explore(
            "mutex-2-1", TestPrograms.resolve("mutex-2-1"), ALL_BUGS.withMaxRuns(3), eager()))
            .getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> ProcessExploration.explore(
            "mutex-2-1", TestPrograms.resolve("mutex-2-1"), ALL_BUGS.withParallelism(2), eager()))
        .getMessage().startsWith("parallelism does not apply to an exploration over worker"));
    assertEquals("processes must be positive, was 0", assertThrows(
        IllegalArgumentException.class,
        () -> new ProcessSettings(0, List.of(), 20, Duration.ZERO)).getMessage());
  }
}
