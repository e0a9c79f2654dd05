package org.richtest.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationProgress;
import org.richtest.RunListener;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;
import org.richtest.diagram.ExplorationReport.Sample;

/**
 * Watches an exploration run by run: it keeps a bounded series of samples for the report's plot
 * and, given a terminal, rewrites one progress line on it (sequences, runs, the estimated number of
 * sequences, rate, elapsed) at most four times a second.
 */
final class Progress implements RunListener {

  /*
   * For plain reachability testing every run that is not partial is a new sequence (paper Theorem
   * 2), so sequences are counted here exactly. The other strategies, race bounds and sampling run
   * sequences more than once and only the engine knows which runs are new, so for them the line
   * and the plot count runs. The estimate comes from the engine's probes (onEstimate). Samples
   * are taken at most every sampleInterval; when there are more than MAX_SAMPLES, every other one
   * is dropped and the interval doubles, so memory stays bounded however long the exploration runs.
   */

  private static final long LINE_INTERVAL = TimeUnit.MILLISECONDS.toNanos(250);
  private static final int MAX_SAMPLES = 512;

  private final boolean countSequences;
  private final LongSupplier nanoClock;
  private final @Nullable PrintStream terminal;
  private final long start;
  private final List<Sample> samples = new ArrayList<>();
  private long sampleInterval = TimeUnit.MILLISECONDS.toNanos(10);
  private long nextSample;
  private long nextLine;
  private long runs;
  private long sequences;
  private @Nullable Sample latest;
  private @Nullable SpaceEstimate estimate;
  private @Nullable ExplorationProgress progress;
  private int lineWidth;

  /**
   * Creates the watcher.
   *
   * @param countSequences whether every run that is not partial is a new sequence, so that
   *     sequences can be counted here; else runs are
   * @param nanoClock the time in nanoseconds, as {@link System#nanoTime()}
   * @param terminal where to write the progress line, or null for no line
   */
  Progress(boolean countSequences, LongSupplier nanoClock, @Nullable PrintStream terminal) {
    this.countSequences = countSequences;
    this.nanoClock = nanoClock;
    this.terminal = terminal;
    this.start = nanoClock.getAsLong();
    this.nextSample = start + sampleInterval;
    this.nextLine = start + LINE_INTERVAL;
    samples.add(new Sample(0, 0));
  }

  /** Returns what the samples and the line count: {@code sequences} or {@code runs}. */
  String counted() {
    return countSequences ? "sequences" : "runs";
  }

  @Override
  public void onRun(RunResult run) {
    runs++;
    if (!(run.outcome() instanceof RunOutcome.PartialRun)) {
      sequences++;
    }
    long now = nanoClock.getAsLong();
    latest =
        new Sample(
            (now - start) / 1e9,
            countSequences ? sequences : runs,
            estimate == null ? Double.NaN : estimate.sequences());
    if (now >= nextSample) {
      samples.add(latest);
      nextSample = now + sampleInterval;
      if (samples.size() > MAX_SAMPLES) {
        thinOut();
      }
    }
    if (terminal != null && now >= nextLine) {
      printLine(terminal, (now - start) / 1e9);
      nextLine = now + LINE_INTERVAL;
    }
  }

  @Override
  public void onEstimate(SpaceEstimate value) {
    estimate = value;
  }

  /**
   * Keeps the engine's latest progress report: with several workers or a checkpoint, the line
   * then shows its counts (those before a resumed checkpoint included), the rate per worker, the
   * frontier and the time since the last checkpoint.
   */
  @Override
  public void onProgress(ExplorationProgress value) {
    progress = value;
  }

  private void thinOut() {
    List<Sample> kept = new ArrayList<>();
    for (int i = 0; i < samples.size(); i += 2) {
      kept.add(samples.get(i));
    }
    samples.clear();
    samples.addAll(kept);
    sampleInterval *= 2;
  }

  private void printLine(PrintStream out, double seconds) {
    ExplorationProgress report = progress;
    long shownSequences = report == null ? sequences : report.sequences();
    long shownRuns = report == null ? runs : report.runs();
    long counted = countSequences ? sequences : runs;
    double rate = seconds > 0 ? counted / seconds : 0;
    StringBuilder text = new StringBuilder();
    if (countSequences) {
      text.append(shownSequences).append(" sequences, ");
    }
    text.append(shownRuns).append(" runs, ");
    if (estimate != null) {
      text.append("≈ ").append(SpaceEstimate.number(estimate.sequences())).append(" sequences, ");
      if (countSequences) {
        text.append(String.format(Locale.ROOT, "%.1f%% explored, ",
            100 * estimate.explored(shownSequences)));
      }
    }
    text.append(String.format(Locale.ROOT, "%.0f %s/s", rate, counted()));
    if (report != null) {
      text.append(String.format(Locale.ROOT, " (%.0f per worker × %d), frontier %d",
          rate / report.workers(), report.workers(), report.frontier()));
      if (report.sinceCheckpoint() != null) {
        text.append(String.format(Locale.ROOT, ", checkpoint %.0f s ago",
            report.sinceCheckpoint().toMillis() / 1e3));
      }
    }
    text.append(String.format(Locale.ROOT, ", %.1f s", seconds));
    out.print("\r" + text + " ".repeat(Math.max(0, lineWidth - text.length())));
    out.flush();
    lineWidth = Math.max(lineWidth, text.length());
  }

  /** Blanks the progress line, if one was written, so that what follows starts a clean line. */
  void clear() {
    if (terminal != null && lineWidth > 0) {
      terminal.print("\r" + " ".repeat(lineWidth) + "\r");
      terminal.flush();
      lineWidth = 0;
    }
  }

  /** Returns the samples so far in time order, from (0, 0) up to the latest run. */
  List<Sample> samples() {
    List<Sample> all = new ArrayList<>(samples);
    if (latest != null && !all.get(all.size() - 1).equals(latest)) {
      all.add(latest);
    }
    return all;
  }
}
