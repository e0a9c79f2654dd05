package org.richtest.internal.explore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import org.richtest.CarriersHeldException;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationProgress;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunSettings;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.schedule.RunThreadPool;
import org.richtest.internal.variant.Variant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One exploration of {@link ParallelExplorer}: the first run (or the frontier of a checkpoint), the
 * workers on virtual threads, each on a {@link Carrier} of its own so that its runs' hand-offs stay
 * on one core, and the calling thread writing checkpoints, reporting progress and probing the
 * carriers until the workers end.
 */
final class ParallelExploration {

  private static final Logger LOG = LoggerFactory.getLogger(ParallelExploration.class);
  private static final long PROGRESS_NANOS = TimeUnit.SECONDS.toNanos(1);

  private final Program program;
  private final ExplorationOptions options;
  private final VariantRuns replays;
  private final SharedTally tally;
  private final Frontier frontier;
  private final int workers;
  private final long start = System.nanoTime();
  private final AtomicReference<@Nullable Throwable> failure = new AtomicReference<>();
  /** Each worker's carrier, so that its runs' hand-offs stay on one core. */
  private final List<Carrier> carriers = new ArrayList<>();
  private byte[] rootKey = new byte[0];
  private long lastCheckpoint;

  ParallelExploration(Program program, ExplorationOptions options) {
    this.program = program;
    this.options = options.withListener(new SerialListener(options.listener()));
    this.workers = options.parallelism();
    this.replays = VariantRuns.of(program, this.options);
    this.frontier = new Frontier(workers);
    this.tally = new SharedTally(
        Tally.withProbes(program, this.options, replays.executor()), workers,
        frontier::infeasibleRows);
  }

  ExplorationResult run() {
    RunExecutor.Recorded root = Objects.requireNonNull(replays.record(Variant.EMPTY));
    rootKey = PartialOrderKey.of(root.result().sequence()).asBytes();
    Path resume = options.resume();
    if (resume != null) {
      new Resumption(replays::record, options, tally, frontier).resume(program, resume, rootKey);
    } else if (tally.mayStart()) {
      tally.count(0, Variant.EMPTY, root.result(), 0, 0);
      frontier.push(0, new Frame(Variant.EMPTY, root));
    }
    saveCheckpoint();
    CountDownLatch ended = new CountDownLatch(workers);
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < workers; i++) {
      int id = i;
      Carrier carrier = Carrier.named("richtest-carrier-" + id);
      carriers.add(carrier);
      threads.add(carrier.start("richtest-worker-" + id, () -> {
        try {
          RunThreadPool.around(() -> {
            work(id);
            return null;
          });
        } catch (Throwable t) {
          failure.compareAndSet(null, t);
          stop();
        } finally {
          ended.countDown();
        }
      }));
    }
    watch(ended);
    for (Thread thread : threads) {
      joinQuietly(thread);
    }
    OnVirtualThread.rethrow(failure.get());
    saveCheckpoint();
    report();
    return tally.result(frontier.isEmpty());
  }

  /** Reports progress and writes checkpoints until every worker ended. */
  private void watch(CountDownLatch ended) {
    long nextProgress = System.nanoTime() + PROGRESS_NANOS;
    long interval = options.checkpointInterval().toNanos();
    long nextCheckpoint = System.nanoTime() + interval;
    try {
      while (true) {
        long wake = options.checkpoint() == null
            ? nextProgress
            : Math.min(nextProgress, nextCheckpoint);
        if (ended.await(Math.max(0, wake - System.nanoTime()), TimeUnit.NANOSECONDS)) {
          return;
        }
        long now = System.nanoTime();
        checkCarriers(now);
        if (options.checkpoint() != null && now >= nextCheckpoint) {
          try {
            saveCheckpoint();
          } catch (UncheckedIOException e) {
            failure.compareAndSet(null, e);
            stop();
          }
          nextCheckpoint = System.nanoTime() + interval;
          nextProgress = now;
        }
        if (now >= nextProgress) {
          report();
          nextProgress = now + PROGRESS_NANOS;
        }
      }
    } catch (InterruptedException e) {
      stop();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while exploring", e);
    }
  }

  /**
   * Probes each worker's carrier: one a program thread that never synchronizes holds gets a spare
   * thread, so that the watchdog's stop of that run goes through (see {@link Carrier#check}).
   */
  private void checkCarriers(long now) {
    for (Carrier carrier : carriers) {
      try {
        carrier.check(now, options.watchdog());
      } catch (CarriersHeldException held) {
        stop();
        throw held;
      }
    }
  }

  /** Stops the exploration: no worker starts another run, and the idle ones wake to see it. */
  private void stop() {
    tally.stop();
    frontier.wakeAll();
  }

  /**
   * Takes variants, runs them and pushes their frames until the frontier is done or stopped. A run's
   * times are counted with it, in one step of the shared tally.
   */
  private void work(int id) throws InterruptedException {
    while (true) {
      Work work = frontier.take(id);
      if (work == null) {
        if (!frontier.awaitWork(tally::stopped)) {
          return;
        }
        continue;
      }
      if (!tally.mayStart()) {
        // The work stays taken, so the last checkpoint runs it after a resume.
        frontier.wakeAll();
        return;
      }
      long derive = System.nanoTime();
      Variant variant = work.variant();
      long run = System.nanoTime();
      RunExecutor.Recorded recorded = replays.record(variant);
      long ran = System.nanoTime();
      Frame frame = recorded == null ? null : new Frame(variant, recorded);
      long runNanos = ran - run;
      long analysisNanos = run - derive + System.nanoTime() - ran;
      frontier.complete(id, frame, recorded == null
          ? () -> tally.dropInfeasible(runNanos, analysisNanos)
          : () -> tally.count(id, variant, recorded.result(), runNanos, analysisNanos));
      if (tally.stopped()) {
        frontier.wakeAll();
        return;
      }
      tally.keepProbesUp();
    }
  }

  private void saveCheckpoint() {
    Path file = options.checkpoint();
    if (file == null) {
      return;
    }
    Frontier.Snapshot<SharedTally.Counts> snapshot = frontier.snapshot(tally::counts);
    List<Checkpoint.SavedFrame> frames = new ArrayList<>();
    for (Frontier.FrameState state : snapshot.frames()) {
      Frame frame = state.frame();
      frames.add(new Checkpoint.SavedFrame(frame.variant(), frame.sequenceKey(), state.lastRow()));
    }
    Checkpoint checkpoint =
        new Checkpoint(
            Resumption.programName(program),
            rootKey,
            Resumption.policy(options),
            Resumption.reductions(options),
            RunSettings.of(options),
            snapshot.tallies(),
            frames,
            snapshot.pending());
    try {
      CheckpointFile.write(file, checkpoint);
    } catch (IOException e) {
      throw new UncheckedIOException("checkpoint " + file + ": cannot be written: " + e, e);
    }
    lastCheckpoint = System.nanoTime();
    LOG.debug("checkpoint {}: {} frames, {} pending, {} runs", file, frames.size(),
        snapshot.pending().size(), snapshot.tallies().runs());
  }

  private void report() {
    SharedTally.Counts counts = tally.counts();
    long now = System.nanoTime();
    options.listener().onProgress(
        new ExplorationProgress(
            counts.sequences(),
            counts.runs(),
            tally.workerRuns(),
            frontier.size(),
            Duration.ofNanos(now - start),
            lastCheckpoint == 0 ? null : Duration.ofNanos(now - lastCheckpoint)));
  }

  private static void joinQuietly(Thread thread) {
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
