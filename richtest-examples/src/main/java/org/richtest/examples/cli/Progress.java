package org.richtest.examples.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.richtest.RunListener;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.diagram.ExplorationReport.Sample;

/**
 * Watches an exploration run by run: it keeps a bounded series of samples for the report's plot
 * and, given a terminal, rewrites one progress line on it (sequences, runs, rate, elapsed) at most
 * four times a second.
 */
final class Progress implements RunListener {

  /*
   * For reachability testing every run that is not partial is a new sequence (paper Theorem 2), so
   * sequences are counted here exactly. The exhaustive oracle exercises sequences many times and
   * only the engine knows which runs are new, so for it the line and the plot count runs. Samples
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
  private int lineWidth;

  /**
   * Creates the watcher.
   *
   * @param strategy the exploration's strategy, which decides what can be counted
   * @param nanoClock the time in nanoseconds, as {@link System#nanoTime()}
   * @param terminal where to write the progress line, or null for no line
   */
  Progress(Strategy strategy, LongSupplier nanoClock, @Nullable PrintStream terminal) {
    this.countSequences = strategy == Strategy.REACHABILITY;
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
    latest = new Sample((now - start) / 1e9, countSequences ? sequences : runs);
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
    double rate = seconds > 0 ? (countSequences ? sequences : runs) / seconds : 0;
    String text =
        countSequences
            ? String.format(
                Locale.ROOT,
                "%d sequences, %d runs, %.0f sequences/s, %.1f s",
                sequences,
                runs,
                rate,
                seconds)
            : String.format(Locale.ROOT, "%d runs, %.0f runs/s, %.1f s", runs, rate, seconds);
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
