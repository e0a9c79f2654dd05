package org.richtest.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.richtest.NondeterminismException;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.trace.Trace;
import org.richtest.examples.Example;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code richtest replay <trace.json> [--example NAME]}: re-runs exactly the interleaving of a
 * trace with {@link RichTest#replay}, on the example named by the option, by the trace (format
 * version 2 records its program) or, for an older trace, by the file name.
 */
@Command(
    name = "replay",
    description = "Re-run exactly the interleaving of a trace written by 'explore --trace-out'.")
final class ReplayCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "<trace.json>", description = "the trace to replay")
  @Nullable Path trace;

  @Option(
      names = "--example",
      paramLabel = "NAME",
      description =
          "the example or Program class the trace came from; by default the one the trace names,"
              + " or for an older trace the file name up to its last '-'")
  @Nullable String exampleName;

  @Mixin HelpOption help = new HelpOption();

  private final PrintStream out;

  ReplayCommand(PrintStream out) {
    this.out = out;
  }

  @Override
  public Integer call() {
    Path file = Objects.requireNonNull(trace, "picocli requires <trace.json>");
    Trace saved = CommandFiles.readTrace(file);
    Example example = ExampleLookup.find(
        exampleName != null ? exampleName : CommandFiles.exampleOf(file, saved));
    RunResult run;
    try {
      run = RichTest.replay(example.program(), saved);
    } catch (NondeterminismException | IllegalArgumentException e) {
      throw new CommandException(
          file + ": does not replay on " + example.name() + ": " + e.getMessage(), e);
    }
    return RunCommand.print(example.name(), run, out);
  }
}
