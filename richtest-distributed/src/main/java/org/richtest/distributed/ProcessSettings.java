package org.richtest.distributed;

import java.time.Duration;
import java.util.List;

/**
 * How an exploration uses worker processes ({@link ProcessExploration}).
 *
 * @param processes the explorers, this process included: 1 explores here only, N also starts N-1
 *     worker processes
 * @param command the command line of a worker process: it must run {@link PipeWorker#serve} on
 *     its standard input and output, resolving programs by name as this process does
 * @param itemRuns the runs of one work item, the unit handed to a process
 * @param startAfter how long the exploration runs here alone before it starts the worker
 *     processes (if work is still left): a shorter exploration pays no process start
 */
public record ProcessSettings(int processes, List<String> command, int itemRuns,
    Duration startAfter) {

  /**
   * The runs of an item unless told: as on a cluster. Counted on DP-6 (901,752 sequences): 4,585
   * items (many hold fewer runs than this), about 1.7 kB over the pipe per item handed out (4
   * bytes per sequence), against tens of milliseconds of runs: the hand-over is a small part of
   * an item's time.
   */
  public static final int DEFAULT_ITEM_RUNS = 500;

  /**
   * How long an exploration runs alone unless told: a worker process costs its JVM's start and a
   * cold JIT (3 to 5 CPU seconds on DP-6, docs/benchmarks.md), which an exploration of a second or
   * less (bb-semaphore) would not win back; one of a few seconds (rw-monitor-sc) still loses.
   */
  public static final Duration DEFAULT_START_AFTER = Duration.ofSeconds(1);

  /** Checks and copies the values. */
  public ProcessSettings {
    if (processes < 1) {
      throw new IllegalArgumentException("processes must be positive, was " + processes);
    }
    if (itemRuns < 1) {
      throw new IllegalArgumentException("itemRuns must be positive, was " + itemRuns);
    }
    if (startAfter.isNegative()) {
      throw new IllegalArgumentException("startAfter must not be negative, was " + startAfter);
    }
    command = List.copyOf(command);
    if (processes > 1 && command.isEmpty()) {
      throw new IllegalArgumentException("the command of a worker process is empty");
    }
  }

  /** Returns the settings of {@code processes} explorers with the default item and start. */
  public static ProcessSettings of(int processes, List<String> command) {
    return new ProcessSettings(processes, command, DEFAULT_ITEM_RUNS, DEFAULT_START_AFTER);
  }
}
