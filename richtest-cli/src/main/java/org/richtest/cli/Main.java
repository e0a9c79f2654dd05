package org.richtest.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.jspecify.annotations.Nullable;
import org.richtest.CarriersHeldException;
import org.richtest.NondeterminismException;
import org.richtest.UnsupportedProgramException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The command line behind {@code ./richtest}, built with picocli: {@code list}, {@code run}, {@code
 * explore}, {@code worker}, {@code replay}, {@code diagram}, {@code classpath} and {@code help}.
 * Exit status: 0 no bug found, 1 the command could not be carried out, 2 usage error, 3 a failure,
 * deadlock or data race was found, 4 {@code explore --fail-if-incomplete} ended short of the whole
 * space without a bug.
 */
@Command(
    name = "richtest",
    synopsisHeading = "",
    customSynopsis = Main.USAGE_TEXT,
    description = "Reachability testing of concurrent Java programs (Lei & Carver 2006).",
    commandListHeading = "%nCommands:%n")
public final class Main implements Callable<Integer> {

  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;
  static final int BUGS_FOUND = 3;
  static final int INCOMPLETE = 4;

  /** The longest error line the command line prints. */
  static final int LONGEST_LINE = 500;

  /** The short usage printed after every usage error, and the synopsis of {@code --help}. */
  static final String USAGE_TEXT =
      """
      usage: richtest list
             richtest run <example>
             richtest explore <example> [--json] [--strategy reachability|exhaustive|
                 context-bounded|dpor|random] [--preemption-bound K] [--race-bound K]
                 [--sample N] [--pct-depth D] [--no-estimate] [--max-runs N]
                 [--max-seconds S] [--seed N] [--all-bugs] [--fail-if-incomplete]
                 [--interrupts] [--thread-ends] [--real-time] [--clock]
                 [--max-run-events N] [--max-run-megabytes MB]
                 [--timeouts-in-a-row N] [--reads-in-a-row N]
                 [--reduce symmetry,pv,commute] [--explore-fields Class.field,...]
                 [--explore-calls Class,...]
                 [--trace-out DIR] [--report FILE] [-j N] [--checkpoint FILE]
                 [--checkpoint-every S] [--resume FILE]
                 [--cluster HOST:PORT,... | --workers N | --processes N]
                 [--cluster-name NAME]
                 [--bind HOST] [--port P]
             richtest worker [--cluster HOST:PORT,...] [--cluster-name NAME]
                 [--bind HOST] [--port P] [-j N]
             richtest replay <trace.json> [--example NAME]
             richtest diagram <trace.json> (--svg FILE | --dot FILE)
             richtest classpath
             richtest help [<command>]
      An <example> is a bundled example (see 'richtest list') or the name of a
      class on the class path that implements org.richtest.Program and has a
      public no-argument constructor.
      """;

  @Mixin HelpOption help = new HelpOption();

  private Main() {}

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(List.of(args), System.out, System.err));
  }

  /** Runs the command line, writing to {@code out} and {@code err}; returns the exit status. */
  public static int run(List<String> args, PrintStream out, PrintStream err) {
    CommandLine cli =
        new CommandLine(new Main())
            .addSubcommand(new ListCommand(out))
            .addSubcommand(new RunCommand(out))
            .addSubcommand(new ExploreCommand(out, err, System.console() != null))
            .addSubcommand(new ReplayCommand(out))
            .addSubcommand(new DiagramCommand(out))
            .addSubcommand(new ClasspathCommand(out))
            .addSubcommand(new WorkerCommand(err, new CountDownLatch(1)))
            .addSubcommand(new PipeWorkerCommand())
            .addSubcommand(new HelpCommand());
    cli.setOverwrittenOptionsAllowed(true)
        .setExpandAtFiles(false)
        .setOut(new PrintWriter(out, true, out.charset()))
        .setErr(new PrintWriter(err, true, err.charset()))
        .setParameterExceptionHandler((e, arguments) -> usage(err, problem(e)))
        .setExecutionExceptionHandler(
            (e, command, parsed) -> {
              switch (e) {
                case UsageException wrong -> {
                  return usage(err, wrong.getMessage());
                }
                case CommandException failed -> {
                  err.println("richtest: " + oneLine(failed.getMessage()));
                  return FAILED;
                }
                case CarriersHeldException held -> {
                  err.println("richtest: " + oneLine(held.getMessage()));
                  return FAILED;
                }
                case UnsupportedProgramException unsupported -> {
                  err.println("richtest: " + oneLine(unsupported.getMessage()));
                  return USAGE;
                }
                case NondeterminismException nondeterministic -> {
                  err.println("richtest: the program is not deterministic: "
                      + oneLine(nondeterministic.getMessage()));
                  return FAILED;
                }
                default -> {
                  StackTraceElement[] where = e.getStackTrace();
                  err.println("richtest: internal error, please report it: " + oneLine(e.toString())
                      + (where.length > 0 ? " at " + where[0] : ""));
                  return FAILED;
                }
              }
            });
    int status = cli.execute(args.toArray(String[]::new));
    out.flush();
    err.flush();
    return status;
  }

  /** Without a command there is nothing to do. */
  @Override
  public Integer call() {
    throw new UsageException("no command");
  }

  /**
   * Returns what is wrong with a command line picocli could not parse, in the old parser's words.
   */
  static String problem(ParameterException e) {
    if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
      String argument = unmatched.getUnmatched().get(0);
      if (argument.startsWith("-")) {
        return "unknown option '" + argument + "'";
      }
      return e.getCommandLine().getParent() == null
          ? "unknown command '" + argument + "'"
          : "unexpected argument '" + argument + "'";
    }
    if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()) {
      ArgSpec spec = missing.getMissing().get(0);
      return spec instanceof OptionSpec option
          ? option.longestName() + " needs a value"
          : "missing " + spec.paramLabel();
    }
    if (e.getCause() instanceof TypeConversionException conversion
        && e.getArgSpec() instanceof OptionSpec option) {
      return option.longestName() + " " + conversion.getMessage();
    }
    return e.getMessage();
  }

  /**
   * Returns {@code message} as one line of at most {@value #LONGEST_LINE} characters: what a file
   * or a program contributed to it may hold line breaks or be long.
   */
  static String oneLine(@Nullable String message) {
    String line = String.valueOf(message).replaceAll("\\R", " | ").replaceAll("\\p{Cntrl}", "?");
    return line.length() <= LONGEST_LINE ? line : line.substring(0, LONGEST_LINE - 3) + "...";
  }

  private static int usage(PrintStream err, String problem) {
    err.println("richtest: " + problem);
    err.print(USAGE_TEXT);
    return USAGE;
  }
}
