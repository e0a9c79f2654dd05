package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.CheckpointException;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationProgress;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.Program;
import org.richtest.Reduction;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedVariable;

/**
 * The parallel explorer's contract beyond its counts (which the differential tests check against
 * the sequential explorer and the oracle): a bug stops every worker, a run budget holds across
 * workers, the listener is never called by two threads at once, and checkpoints resume to the
 * uninterrupted counts or are refused with a message that says why.
 */
class ParallelExplorationTest {

  @TempDir Path dir;

  /** Four threads each do {@code P; V} twice on a mutex: 2,520 sequences. */
  private static final Program MUTEX = () -> {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    List<RichThread> threads = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      threads.add(RichThread.start("T" + i, () -> {
        for (int k = 0; k < 2; k++) {
          mutex.P();
          mutex.V();
        }
      }));
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  };

  /** As {@link #MUTEX}, but T4 fails if it enters the mutex before every other thread left it. */
  private static final Program LATE_FAILURE = () -> {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    int[] exits = {0};
    List<RichThread> threads = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      boolean checks = i == 4;
      threads.add(RichThread.start("T" + i, () -> {
        for (int k = 0; k < 2; k++) {
          mutex.P();
          if (checks && k == 0 && exits[0] == 0) {
            throw new IllegalStateException("T4 first");
          }
          exits[0]++;
          mutex.V();
        }
      }));
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  };

  private static ExplorationOptions parallel(int workers) {
    return ExplorationOptions.defaults().withParallelism(workers);
  }

  @Test
  void explore_fourWorkers_sameCountsAsSequential() {
    ExplorationResult sequential = RichTest.explore(MUTEX);
    ExplorationResult parallel = RichTest.explore(MUTEX, parallel(4));
    assertEquals(2520, sequential.sequences());
    assertEquals(sequential.sequences(), parallel.sequences());
    assertEquals(sequential.runs(), parallel.runs());
    assertTrue(parallel.complete());
  }

  /**
   * Once the first bug is counted no worker starts a run: only the runs the other workers have
   * under way may end after it. (Comparing with the whole space's runs did not prove this: in the
   * sequential order the failing runs come last, and now and then the parallel order put them last
   * too.)
   */
  @Test
  void explore_bugWithStopAtFirstBug_everyWorkerStopsWithOneBug() {
    int workers = 4;
    AtomicLong counted = new AtomicLong();
    AtomicLong firstBugAt = new AtomicLong();
    RunListener listener = run -> {
      long n = counted.incrementAndGet();
      if (run.outcome().isProgramBug()) {
        firstBugAt.compareAndSet(0, n);
      }
    };

    ExplorationResult first =
        RichTest.explore(LATE_FAILURE, parallel(workers).withListener(listener));

    assertEquals(1, first.bugs().size());
    assertFalse(first.complete());
    assertEquals(counted.get(), first.runs());
    assertTrue(firstBugAt.get() > 0, "no bug reported to the listener");
    assertTrue(first.runs() - firstBugAt.get() <= workers - 1,
        first.runs() + " runs, the first bug at run " + firstBugAt.get());
  }

  @Test
  void explore_runBudget_holdsAcrossWorkers() {
    AtomicLong calls = new AtomicLong();
    ExplorationResult result =
        RichTest.explore(
            MUTEX, parallel(4).withMaxRuns(100).withListener(run -> calls.incrementAndGet()));
    assertEquals(100, result.runs());
    assertEquals(100, calls.get());
    assertFalse(result.complete());
  }

  @Test
  void explore_listener_isNeverCalledByTwoThreadsAtOnce() {
    AtomicInteger inside = new AtomicInteger();
    AtomicInteger overlaps = new AtomicInteger();
    AtomicLong calls = new AtomicLong();
    RunListener listener = run -> {
      if (inside.incrementAndGet() > 1) {
        overlaps.incrementAndGet();
      }
      calls.incrementAndGet();
      Thread.onSpinWait();
      inside.decrementAndGet();
    };
    ExplorationResult result = RichTest.explore(MUTEX, parallel(4).withListener(listener));
    assertEquals(0, overlaps.get());
    assertEquals(result.runs(), calls.get());
  }

  @Test
  void explore_checkpointThenResume_countsAsUninterrupted() {
    Path file = dir.resolve("mutex.checkpoint");
    RunSpan before = new RunSpan();
    ExplorationResult cut = RichTest.explore(
        MUTEX, parallel(2).withCheckpoint(file).withMaxRuns(700).withListener(before));
    assertEquals(700, cut.runs());
    assertFalse(Files.exists(dir.resolve("mutex.checkpoint.tmp")));
    RunSpan after = new RunSpan();
    ExplorationResult resumed =
        RichTest.explore(MUTEX, parallel(3).withResume(file).withListener(after));
    assertEquals(2520, resumed.sequences());
    assertEquals(RichTest.explore(MUTEX).runs(), resumed.runs());
    assertEquals(resumed.runs() - 700, after.runs.get());
    assertTrue(resumed.complete());
    // The time of the 700 runs before counts too, or the rate would credit them to this session:
    // at least the span of those runs and of this session's. (Not the first session's elapsed,
    // which also holds the estimate made after its last run, past the checkpoint.)
    Duration runsOfBoth = before.span().plus(after.span());
    assertTrue(resumed.elapsed().compareTo(runsOfBoth) >= 0,
        resumed.elapsed() + " elapsed, the runs of both sessions took " + runsOfBoth);
  }

  /** Counts a session's runs and the time from its first run's end to its last's. */
  private static final class RunSpan implements RunListener {
    final AtomicLong runs = new AtomicLong();
    private final AtomicLong first = new AtomicLong();
    private final AtomicLong last = new AtomicLong();

    @Override
    public void onRun(RunResult run) {
      long now = System.nanoTime();
      runs.incrementAndGet();
      first.compareAndSet(0, now);
      last.accumulateAndGet(now, Math::max);
    }

    Duration span() {
      return Duration.ofNanos(last.get() - first.get());
    }
  }

  /** Three threads compare-and-set a shared variable to the value each read: 72 sequences. */
  private static final Program SHARED = () -> {
    SharedVariable<Integer> x = new SharedVariable<>(0, "x");
    RichThread t0 = RichThread.start("T0", () -> x.compareAndSet(x.get(), 2));
    RichThread t1 = RichThread.start("T1", () -> {
      x.compareAndSet(x.get(), 1);
      x.get();
    });
    RichThread t2 = RichThread.start("T2", () -> x.compareAndSet(x.get(), 2));
    t0.join();
    t1.join();
    t2.join();
  };

  @Test
  void explore_sharedVariablesCheckpointThenResume_countsAsUninterrupted() {
    Path file = dir.resolve("shared.checkpoint");
    RichTest.explore(SHARED, parallel(2).withCheckpoint(file).withMaxRuns(30));

    ExplorationResult resumed = RichTest.explore(SHARED, parallel(2).withResume(file));

    ExplorationResult whole = RichTest.explore(SHARED);
    assertEquals(72, whole.sequences());
    assertEquals(whole.sequences(), resumed.sequences());
    assertEquals(whole.partialRuns(), resumed.partialRuns());
    assertTrue(resumed.complete());
  }

  @Test
  void explore_resumeTwice_oneWorkerCheckpointEachTime() {
    Path file = dir.resolve("twice.checkpoint");
    ExplorationOptions oneWorker = ExplorationOptions.defaults().withCheckpoint(file);
    RichTest.explore(MUTEX, oneWorker.withMaxRuns(300));
    RichTest.explore(MUTEX, oneWorker.withResume(file).withMaxRuns(1500));
    ExplorationResult last = RichTest.explore(MUTEX, oneWorker.withResume(file));
    assertEquals(2520, last.sequences());
    ExplorationResult finished = RichTest.explore(MUTEX, oneWorker.withResume(file));
    assertEquals(2520, finished.sequences());
    assertTrue(finished.complete());
  }

  @Test
  void explore_bugCheckpointedThenResumed_keepsTheBug() {
    Path file = dir.resolve("bug.checkpoint");
    ExplorationResult first = RichTest.explore(LATE_FAILURE, parallel(2).withCheckpoint(file));
    assertEquals(1, first.bugs().size());
    ExplorationResult resumed =
        RichTest.explore(LATE_FAILURE, parallel(2).withResume(file).withStopAtFirstBug(false));
    assertFalse(resumed.bugs().isEmpty());
    assertEquals(
        RichTest.explore(LATE_FAILURE, ExplorationOptions.defaults().withStopAtFirstBug(false))
            .sequences(),
        resumed.sequences());
  }

  @Test
  void explore_progress_reportsFrontierAndCheckpoint() throws Exception {
    List<ExplorationProgress> reports = new ArrayList<>();
    RunListener listener = new RunListener() {
      @Override
      public void onRun(RunResult run) {}

      @Override
      public void onProgress(ExplorationProgress progress) {
        reports.add(progress);
      }
    };
    ExplorationResult result =
        RichTest.explore(
            MUTEX,
            parallel(2).withCheckpoint(dir.resolve("p.checkpoint")).withListener(listener));
    ExplorationProgress last = reports.get(reports.size() - 1);
    assertEquals(result.sequences(), last.sequences());
    assertEquals(2, last.workers());
    assertEquals(result.runs(), last.workerRuns().stream().mapToLong(Long::longValue).sum());
    assertEquals(0, last.frontier());
    assertNotNull(last.sinceCheckpoint());
  }

  @Test
  void resume_checkpointOfAnotherProgram_isRefused() {
    Path file = dir.resolve("other.checkpoint");
    RichTest.explore(MUTEX, parallel(2).withCheckpoint(file).withMaxRuns(50));
    CheckpointException e =
        assertThrows(
            CheckpointException.class,
            () -> RichTest.explore(
                HandWrittenDifferentialTest::threeThreadMutex, parallel(2).withResume(file)));
    assertEquals(
        "checkpoint " + file + ": written for another program, a lambda in "
            + ParallelExplorationTest.class.getName()
            + ": its first run exercised another sequence than this program's",
        e.getMessage());
    assertEquals(file, e.file());
  }

  @Test
  void resume_otherPolicyOrReductions_isRefused() {
    Path file = dir.resolve("options.checkpoint");
    RichTest.explore(MUTEX, parallel(2).withCheckpoint(file).withMaxRuns(50));
    CheckpointException policy =
        assertThrows(
            CheckpointException.class,
            () -> RichTest.explore(MUTEX, parallel(2).withResume(file)
                .withFreeRunPolicy(FreeRunPolicy.seededRandom(7))));
    assertTrue(policy.getMessage().contains("free-run policy oldest-pending, not seeded-random(7)"),
        policy.getMessage());
    CheckpointException reductions =
        assertThrows(
            CheckpointException.class,
            () -> RichTest.explore(MUTEX, parallel(2).withResume(file)
                .withReductions(Reduction.PV)));
    assertTrue(reductions.getMessage().contains("reductions [], not [PV]"),
        reductions.getMessage());
  }

  /**
   * A resume with other bounds than the checkpoint's would explore a mixed space (the runs before
   * it under one bound, the runs after under another) and report it complete: it is refused,
   * naming each setting that differs and both its values.
   */
  @Test
  void resume_otherRunSettings_isRefusedNamingEach() {
    Path file = dir.resolve("settings.checkpoint");
    RichTest.explore(MUTEX, parallel(2).withCheckpoint(file).withMaxRuns(50).withMaxPeriods(3));
    CheckpointException e =
        assertThrows(
            CheckpointException.class,
            () -> RichTest.explore(MUTEX, parallel(2).withResume(file).withReadsInARow(4)
                .withExploredFields("a.B.x")));
    assertEquals("checkpoint " + file + ": written with other run settings, which would explore"
        + " another space: exploredFields none, not a.B.x; maxPeriods 3, not 2;"
        + " readsInARow unbounded, not 4", e.getMessage());
    ExplorationResult same = RichTest.explore(MUTEX, parallel(2).withResume(file).withMaxPeriods(3));
    assertEquals(2520, same.sequences());
  }

  @Test
  void resume_truncatedCorruptOrForeignFile_isRefusedSayingWhich() throws Exception {
    Path file = dir.resolve("good.checkpoint");
    RichTest.explore(MUTEX, parallel(2).withCheckpoint(file).withMaxRuns(200));
    byte[] good = Files.readAllBytes(file);

    Path truncated = dir.resolve("truncated.checkpoint");
    Files.write(truncated, Arrays.copyOf(good, good.length - 9));
    assertRefused(truncated, "truncated: " + (good.length - 9) + " of " + good.length + " bytes");

    Path header = dir.resolve("header.checkpoint");
    Files.write(header, Arrays.copyOf(good, 20));
    assertRefused(header, "truncated: 20 bytes, no header");

    Path corrupt = dir.resolve("corrupt.checkpoint");
    byte[] flipped = good.clone();
    flipped[good.length / 2] ^= 0x10;
    Files.write(corrupt, flipped);
    assertRefused(corrupt, "corrupt: checksum mismatch");

    Path longer = dir.resolve("longer.checkpoint");
    Files.write(longer, Arrays.copyOf(good, good.length + 3));
    assertRefused(longer, "corrupt: its length does not match its header");

    Path older = dir.resolve("older.checkpoint");
    byte[] version1 = good.clone();
    ByteBuffer.wrap(version1).putInt("RICHTEST-CHECKPOINT".length(), 1);
    Files.write(older, version1);
    assertRefused(older, "version 1, but this RichTest reads version 6 only: older ones do not"
        + " record the run settings (maxPeriods, readsInARow, ...), so a resume could not check"
        + " that it explores the same space; explore afresh, or resume with the RichTest that"
        + " wrote it");

    Path foreign = dir.resolve("foreign.checkpoint");
    Files.writeString(foreign, "{\"not\": \"a checkpoint\"}");
    assertRefused(foreign, "not a RichTest checkpoint");

    assertRefused(dir.resolve("missing.checkpoint"), "no such file");
  }

  private void assertRefused(Path file, String problem) {
    CheckpointException e =
        assertThrows(
            CheckpointException.class,
            () -> RichTest.explore(MUTEX, parallel(2).withResume(file)));
    assertEquals("checkpoint " + file + ": " + problem, e.getMessage());
  }

  @Test
  void explore_checkpointInMissingDirectory_failsBeforeExploring() {
    Path file = dir.resolve("no-such-dir").resolve("c.checkpoint");
    AtomicLong runs = new AtomicLong();
    UncheckedIOException e =
        assertThrows(
            UncheckedIOException.class,
            () -> RichTest.explore(
                MUTEX, parallel(2).withCheckpoint(file).withListener(r -> runs.incrementAndGet())));
    assertTrue(e.getMessage().startsWith("checkpoint " + file + ": cannot be written"),
        e.getMessage());
    assertEquals(1, runs.get());
  }

  @Test
  void explore_parallelismWithAnotherStrategy_isRefused() {
    IllegalArgumentException dpor =
        assertThrows(
            IllegalArgumentException.class,
            () -> RichTest.explore(MUTEX, parallel(2).withStrategy(Strategy.DPOR)));
    assertEquals(
        "parallelism, checkpoint and resume apply to strategy reachability without raceBound or"
            + " sample, not dpor",
        dpor.getMessage());
    IllegalArgumentException sample =
        assertThrows(
            IllegalArgumentException.class,
            () -> RichTest.explore(
                MUTEX, ExplorationOptions.defaults().withSample(3)
                    .withCheckpoint(dir.resolve("s.checkpoint"))));
    assertTrue(sample.getMessage().endsWith("not reachability with sample"), sample.getMessage());
  }
}
