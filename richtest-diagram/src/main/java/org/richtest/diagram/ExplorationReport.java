package org.richtest.diagram;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RaceTableView;
import org.richtest.FreeRunPolicy;
import org.richtest.Reduction;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;
import org.richtest.trace.TraceJson;

/**
 * A self-contained HTML page about one exploration: the program, the strategy and options, the
 * counts, a plot of progress over time, and for each bug found its outcome, its space-time diagram,
 * the command that replays it and its sequence in JSON form. It is a pure function of these inputs;
 * the race tables behind the exploration are not shown, as the public API does not expose them.
 *
 * @param program the name of the program explored
 * @param description one line on what the program is; may be empty
 * @param options the options the exploration ran with
 * @param result what the exploration found
 * @param samples progress over time, in time order; may be empty, and then no plot is drawn
 * @param sampled what the samples count, such as {@code sequences} or {@code runs}
 * @param replayCommands one command per bug of {@code result}, in the same order, that replays it
 * @param firstRaceTable the race table of the first sequence exercised, or null to leave it out
 */
public record ExplorationReport(
    String program,
    String description,
    ExplorationOptions options,
    ExplorationResult result,
    List<Sample> samples,
    String sampled,
    List<String> replayCommands,
    @Nullable RaceTableView firstRaceTable) {

  /** Creates a report without a race table. */
  public ExplorationReport(
      String program,
      String description,
      ExplorationOptions options,
      ExplorationResult result,
      List<Sample> samples,
      String sampled,
      List<String> replayCommands) {
    this(program, description, options, result, samples, sampled, replayCommands, null);
  }

  /**
   * One point of the progress plot.
   *
   * @param seconds time since the exploration started
   * @param count how many of the sampled things there were by then
   * @param estimated the estimated number of sequences by then, or NaN if there was none yet
   */
  public record Sample(double seconds, long count, double estimated) {

    /** Creates a point without an estimate. */
    public Sample(double seconds, long count) {
      this(seconds, count, Double.NaN);
    }
  }

  private static final String STYLE =
      "body{font-family:sans-serif;margin:2em;max-width:72em}"
          + "table{border-collapse:collapse}th,td{padding:.2em .8em;text-align:left}"
          + "th{font-weight:normal;color:#555}td.number{text-align:right}"
          + "pre{background:#f4f4f4;padding:.6em;overflow-x:auto}"
          + "section.bug{border-top:1px solid #ccc;margin-top:1.5em}"
          + "svg{display:block;margin:.6em 0}"
          // A diagram wider than the page scrolls in its own box rather than losing its right
          // columns to the page's edge.
          + "div.diagram{overflow-x:auto;max-width:100%}";

  /**
   * Creates the report, copying the lists.
   *
   * @throws IllegalArgumentException if there is not exactly one replay command per bug
   */
  public ExplorationReport {
    samples = ImmutableList.copyOf(samples);
    replayCommands = ImmutableList.copyOf(replayCommands);
    checkArgument(
        replayCommands.size() == result.bugs().size(),
        "%s replay commands for %s bugs",
        replayCommands.size(),
        result.bugs().size());
  }

  /** Returns the HTML page; it is also well-formed XML, and the same inputs give the same text. */
  public String toHtml() {
    Tag body = Tag.of("body").child(Tag.of("h1").text("RichTest exploration of " + program));
    if (!description.isEmpty()) {
      body.child(Tag.of("p").attr("class", "description").text(description));
    }
    body.child(Tag.of("h2").text("Options"))
        .child(optionsTable())
        .child(Tag.of("h2").text("Result"))
        .child(countsTable());
    if (!samples.isEmpty()) {
      body.child(Tag.of("h2").text("Progress")).markup(ProgressPlot.svg(samples, sampled));
    }
    if (firstRaceTable != null) {
      body.child(Tag.of("h2").text("Race table of the first sequence"))
          .child(Tag.of("p").text("One column per receiving event whose partner could change; "
              + "each row is a variant: -1 removes the event, 0 keeps its partner, k gives it the "
              + "k-th sending event of its race set (paper Fig. 7)."))
          .child(raceTable(firstRaceTable));
    }
    body.child(Tag.of("h2").text("Bugs"));
    if (result.bugs().isEmpty()) {
      body.child(Tag.of("p").text("No failure, deadlock or watchdog stop was found."));
    }
    for (int i = 0; i < result.bugs().size(); i++) {
      body.child(bugSection(i + 1, result.bugs().get(i), replayCommands.get(i)));
    }
    if (!result.dataRaces().isEmpty()) {
      body.child(Tag.of("h2").text("Data races"))
          .child(Tag.of("p").text("Accesses of a plain field, at least one a write, with no "
              + "happens-before between them; once per pair of source sites."));
      Tag list = Tag.of("ul").attr("class", "data-races");
      for (DataRace race : result.dataRaces()) {
        list.child(Tag.of("li").text(race.toString()));
      }
      body.child(list);
    }
    Tag head =
        Tag.of("head")
            .child(Tag.of("meta").attr("charset", "utf-8"))
            .child(Tag.of("title").text("RichTest: " + program))
            .child(Tag.of("style").text(STYLE));
    return "<!DOCTYPE html>\n" + Tag.of("html").attr("lang", "en").child(head).child(body) + "\n";
  }

  private static Tag raceTable(RaceTableView view) {
    Tag table = Tag.of("table").attr("class", "race-table");
    Tag heading = Tag.of("tr");
    for (int i = 0; i < view.heading().size(); i++) {
      heading.child(Tag.of("th").text(view.heading().get(i) + " " + view.raceSets().get(i)));
    }
    table.child(heading);
    for (List<Integer> row : view.rows()) {
      Tag line = Tag.of("tr");
      row.forEach(value -> line.child(Tag.of("td").attr("class", "number").text(value.toString())));
      table.child(line);
    }
    if (view.heading().isEmpty()) {
      return Tag.of("p").text("No race: the first sequence is the only one.");
    }
    if (view.truncated()) {
      table.child(Tag.of("tr").child(Tag.of("td").text("…")));
    }
    return table;
  }

  private Tag optionsTable() {
    Duration maxTime = options.maxTime();
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"strategy", options.strategy().id()});
    switch (options.strategy()) {
      case CONTEXT_BOUNDED -> rows.add(new String[] {"preemption bound", bound(options.preemptionBound())});
      case RANDOM -> rows.add(new String[] {"PCT depth", String.valueOf(options.pctDepth())});
      case REACHABILITY -> {
        if (options.raceBound() != ExplorationOptions.NO_RACE_BOUND) {
          rows.add(new String[] {"race bound", bound(options.raceBound())});
        }
        if (options.sample() > 0) {
          rows.add(new String[] {"sample", options.sample() + " probes"});
        }
      }
      default -> {}
    }
    rows.add(new String[] {"free-run policy", policy(options.freeRunPolicy())});
    rows.add(new String[] {"stop at first bug", options.stopAtFirstBug() ? "yes" : "no"});
    rows.add(new String[] {
      "max runs", options.maxRuns() == Long.MAX_VALUE ? "no limit" : Long.toString(options.maxRuns())
    });
    rows.add(new String[] {"max time", maxTime == null ? "no limit" : seconds(maxTime)});
    rows.add(new String[] {"watchdog", seconds(options.watchdog())});
    rows.add(new String[] {
      "probe share",
      options.probeShare() == 0 ? "no estimate" : Markup.number(100 * options.probeShare()) + "%"
    });
    if (!options.reductions().isEmpty()) {
      rows.add(new String[] {
        "reductions",
        options.reductions().stream().map(Reduction::label).collect(Collectors.joining(", "))
      });
    }
    return table(rows.toArray(String[][]::new), false);
  }

  private Tag countsTable() {
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"sequences", String.valueOf(result.sequences())});
    rows.add(new String[] {"partial runs", String.valueOf(result.partialRuns())});
    rows.add(new String[] {"runs", String.valueOf(result.runs())});
    rows.add(new String[] {"redundant runs", String.valueOf(result.redundantRuns())});
    if (result.infeasibleVariants() > 0) {
      rows.add(new String[] {"infeasible variants", String.valueOf(result.infeasibleVariants())});
    }
    rows.add(new String[] {"failures", String.valueOf(result.failures().size())});
    rows.add(new String[] {"deadlocks", String.valueOf(result.deadlocks().size())});
    if (!result.dataRaces().isEmpty()) {
      rows.add(new String[] {"data races", String.valueOf(result.dataRaces().size())});
    }
    rows.add(new String[] {"complete", result.complete() ? "yes" : "no (stopped early)"});
    if (result.completedBound() >= 0) {
      rows.add(new String[] {"bound completed", String.valueOf(result.completedBound())});
    }
    SpaceEstimate estimate = result.estimate();
    if (estimate != null) {
      rows.add(new String[] {"estimated sequences", estimate.toString()});
      rows.add(new String[] {
        "explored", String.format(Locale.ROOT, "%.1f%%", 100 * estimate.explored(result.sequences()))
      });
    }
    rows.add(new String[] {"probe runs", String.valueOf(result.probeRuns())});
    rows.add(new String[] {
      "seconds", String.format(Locale.ROOT, "%.3f", result.elapsed().toNanos() / 1e9)
    });
    rows.add(new String[] {
      "sequences per second", String.format(Locale.ROOT, "%.0f", result.sequencesPerSecond())
    });
    return table(rows.toArray(String[][]::new), true);
  }

  private static String bound(int value) {
    return value == ExplorationOptions.UNBOUNDED ? "no limit" : String.valueOf(value);
  }

  private static Tag table(String[][] rows, boolean numbers) {
    Tag table = Tag.of("table");
    for (String[] row : rows) {
      Tag cell = Tag.of("td").text(row[1]);
      if (numbers) {
        cell.attr("class", "number");
      }
      table.child(Tag.of("tr").child(Tag.of("th").text(row[0])).child(cell));
    }
    return table;
  }

  private static Tag bugSection(int number, RunResult bug, String replayCommand) {
    String outcome = bug.outcome().toString();
    String firstLine = outcome.lines().findFirst().orElse(outcome);
    return Tag.of("section")
        .attr("class", "bug")
        .child(Tag.of("h3").text("Bug " + number + ": " + firstLine))
        .child(Tag.of("pre").text(outcome))
        .child(Tag.of("div").attr("class", "diagram")
            .markup(SpaceTimeDiagram.svg(bug.sequence(), bug.outcome())))
        .child(
            Tag.of("p")
                .text("Replay it: ")
                .child(Tag.of("code").attr("class", "replay").text(replayCommand)))
        .child(
            Tag.of("details")
                .child(Tag.of("summary").text("the sequence (JSON, as replay reads it)"))
                .child(Tag.of("pre").text(TraceJson.write(bug.sequence()))));
  }

  private static String policy(FreeRunPolicy policy) {
    return switch (policy) {
      case FreeRunPolicy.OldestPending oldest -> "oldest pending first";
      case FreeRunPolicy.SeededRandom random -> "seeded random, seed " + random.seed();
    };
  }

  private static String seconds(Duration duration) {
    return Markup.number(duration.toMillis() / 1000.0) + " s";
  }
}
