package org.richtest.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.richtest.diagram.HappenedBeforeGraph;
import org.richtest.diagram.SpaceTimeDiagram;
import org.richtest.event.SynSequence;
import org.richtest.trace.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code richtest diagram <trace.json> (--svg FILE | --dot FILE)}: draws a trace as a space-time
 * diagram in SVG, with the outcome the trace records marked (a deadlock's blocked threads, a
 * failure's cross), as a happened-before graph in DOT, or both.
 */
@Command(
    name = "diagram",
    description = "Draw a trace: its space-time diagram (SVG) or happened-before graph (DOT).")
final class DiagramCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "<trace.json>", description = "the trace to draw")
  @Nullable Path trace;

  @Option(names = "--svg", paramLabel = "FILE", description = "write the space-time diagram here")
  @Nullable Path svg;

  @Option(
      names = "--dot",
      paramLabel = "FILE",
      description = "write the happened-before graph here")
  @Nullable Path dot;

  @Mixin HelpOption help = new HelpOption();

  private final PrintStream out;

  DiagramCommand(PrintStream out) {
    this.out = out;
  }

  @Override
  public Integer call() {
    if (svg == null && dot == null) {
      throw new UsageException("diagram needs --svg FILE or --dot FILE");
    }
    Path file = Objects.requireNonNull(trace, "picocli requires <trace.json>");
    Trace saved = CommandFiles.readTrace(file);
    SynSequence sequence = saved.sequence();
    try {
      if (svg != null) {
        CommandFiles.writeFile(svg, SpaceTimeDiagram.svg(sequence, saved.outcome()));
        out.println("wrote " + svg);
      }
      if (dot != null) {
        CommandFiles.writeFile(dot, HappenedBeforeGraph.of(sequence).toDot());
        out.println("wrote " + dot);
      }
    } catch (IllegalArgumentException e) {
      throw new CommandException(file + ": cannot be drawn: " + e.getMessage(), e);
    }
    return Main.OK;
  }
}
