package org.richtest.diagram;

import java.util.List;
import org.richtest.SpaceEstimate;
import org.richtest.diagram.ExplorationReport.Sample;

/** The small line plot of an exploration's progress over time, as SVG, for the HTML report. */
final class ProgressPlot {

  private static final double WIDTH = 480;
  private static final double HEIGHT = 180;
  private static final double LEFT = 64;
  private static final double RIGHT = 16;
  private static final double TOP = 20;
  private static final double BOTTOM = 30;

  private ProgressPlot() {}

  /**
   * Returns the plot of {@code samples} (in time order): time on the x axis from 0 to the last
   * sample, the count on the y axis from 0 to the largest, labelled {@code sampled}; where the
   * samples carry an estimated number of sequences, a dashed line of it on the same axes.
   */
  static String svg(List<Sample> samples, String sampled) {
    double maxSeconds = 0;
    double maxCount = 0;
    for (Sample sample : samples) {
      maxSeconds = Math.max(maxSeconds, sample.seconds());
      maxCount = Math.max(maxCount, sample.count());
      if (!Double.isNaN(sample.estimated())) {
        maxCount = Math.max(maxCount, sample.estimated());
      }
    }
    double xScale = (WIDTH - LEFT - RIGHT) / (maxSeconds > 0 ? maxSeconds : 1);
    double yScale = (HEIGHT - TOP - BOTTOM) / Math.max(1, maxCount);
    double bottom = HEIGHT - BOTTOM;
    StringBuilder points = new StringBuilder();
    StringBuilder estimated = new StringBuilder();
    for (Sample sample : samples) {
      point(points, LEFT + sample.seconds() * xScale, bottom - sample.count() * yScale);
      if (!Double.isNaN(sample.estimated())) {
        point(estimated, LEFT + sample.seconds() * xScale, bottom - sample.estimated() * yScale);
      }
    }
    Tag svg = Tag.of("svg")
        .attr("xmlns", "http://www.w3.org/2000/svg")
        .attr("class", "plot")
        .attr("width", WIDTH)
        .attr("height", HEIGHT)
        .attr("viewBox", "0 0 " + Markup.number(WIDTH) + " " + Markup.number(HEIGHT))
        .attr("font-family", "sans-serif")
        .attr("font-size", 11)
        .child(
            Tag.of("polyline")
                .attr("class", "axes")
                .attr(
                    "points",
                    Markup.number(LEFT)
                        + ","
                        + Markup.number(TOP)
                        + " "
                        + Markup.number(LEFT)
                        + ","
                        + Markup.number(bottom)
                        + " "
                        + Markup.number(WIDTH - RIGHT)
                        + ","
                        + Markup.number(bottom))
                .attr("stroke", "#555")
                .attr("fill", "none"))
        .child(
            Tag.of("polyline")
                .attr("class", "progress")
                .attr("points", points.toString())
                .attr("stroke", "#06c")
                .attr("stroke-width", 1.5)
                .attr("fill", "none"))
        .child(label(LEFT - 6, TOP + 4, "end", SpaceEstimate.number(maxCount)))
        .child(label(LEFT - 6, bottom, "end", "0"))
        .child(label(LEFT, TOP - 8, "start", sampled))
        .child(label(LEFT, bottom + 16, "middle", "0 s"))
        .child(label(WIDTH - RIGHT, bottom + 16, "end", Markup.number(maxSeconds) + " s"));
    if (!estimated.isEmpty()) {
      svg.child(
              Tag.of("polyline")
                  .attr("class", "estimate")
                  .attr("points", estimated.toString())
                  .attr("stroke", "#c60")
                  .attr("stroke-dasharray", "4 3")
                  .attr("fill", "none"))
          .child(label(WIDTH - RIGHT, TOP - 8, "end", "estimated sequences (dashed)"));
    }
    return svg.toString();
  }

  private static void point(StringBuilder points, double x, double y) {
    points
        .append(points.isEmpty() ? "" : " ")
        .append(Markup.number(x))
        .append(',')
        .append(Markup.number(y));
  }

  private static Tag label(double x, double y, String anchor, String text) {
    return Tag.of("text").attr("x", x).attr("y", y).attr("text-anchor", anchor).text(text);
  }
}
