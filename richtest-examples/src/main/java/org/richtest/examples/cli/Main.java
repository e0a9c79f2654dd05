package org.richtest.examples.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * The command line behind {@code ./richtest}: {@code list}, {@code run <example>} (one controlled run,
 * its sequence in text form) and {@code explore <example>} (a human summary, or one JSON object with
 * {@code --json}).
 */
public final class Main {

  static final int OK = 0;
  static final int USAGE = 2;
  static final int BUGS_FOUND = 3;

  private static final String USAGE_TEXT =
      """
      usage: richtest list
             richtest run <example>
             richtest explore <example> [--json] [--strategy reachability|exhaustive]
                                        [--max-runs N] [--max-seconds S] [--seed N] [--all-bugs]
      """;

  private Main() {}

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(List.of(args), System.out, System.err));
  }

  /** Runs the command line, writing to {@code out} and {@code err}; returns the exit status. */
  public static int run(List<String> args, PrintStream out, PrintStream err) {
    Deque<String> rest = new ArrayDeque<>(args);
    String command = rest.poll();
    try {
      return switch (command == null ? "" : command) {
        case "list" -> list(out);
        case "run" -> runOnce(example(rest), out);
        case "explore" -> explore(example(rest), rest, out);
        default -> usage(err, command == null ? "no command" : "unknown command '" + command + "'");
      };
    } catch (UsageException e) {
      return usage(err, e.getMessage());
    }
  }

  private static int list(PrintStream out) {
    for (Example example : Examples.all()) {
      out.printf(Locale.ROOT, "%-18s %s%n", example.name(), example.description());
    }
    return OK;
  }

  private static int runOnce(Example example, PrintStream out) {
    RunResult run = RichTest.runOnce(example.program());
    out.println(example.name() + ": " + run.outcome());
    out.print(run.sequence().toText());
    return run.outcome().isProgramBug() ? BUGS_FOUND : OK;
  }

  private static int explore(Example example, Deque<String> flags, PrintStream out) {
    ExplorationOptions options = ExplorationOptions.defaults();
    boolean json = false;
    while (!flags.isEmpty()) {
      String flag = flags.poll();
      switch (flag) {
        case "--json" -> json = true;
        case "--all-bugs" -> options = options.withStopAtFirstBug(false);
        case "--strategy" -> options = options.withStrategy(strategy(value(flag, flags)));
        case "--max-runs" -> options = options.withMaxRuns(number(flag, value(flag, flags)));
        case "--max-seconds" ->
            options = options.withMaxTime(Duration.ofSeconds(number(flag, value(flag, flags))));
        case "--seed" ->
            options = options.withFreeRunPolicy(
                FreeRunPolicy.seededRandom(number(flag, value(flag, flags))));
        default -> throw new UsageException("unknown option '" + flag + "'");
      }
    }
    PeakHeap.reset();
    ExplorationResult result = RichTest.explore(example.program(), options);
    double peak = PeakHeap.megabytes();
    out.println(json ? ResultJson.of(example, result, peak) : ResultSummary.of(example, result, peak));
    return result.bugs().isEmpty() ? OK : BUGS_FOUND;
  }

  private static Example example(Deque<String> rest) {
    String name = rest.poll();
    if (name == null) {
      throw new UsageException("missing example name; see 'richtest list'");
    }
    Optional<Example> example = Examples.byName(name);
    if (example.isEmpty()) {
      throw new UsageException("no example '" + name + "'; see 'richtest list'");
    }
    return example.get();
  }

  private static Strategy strategy(String value) {
    return switch (value) {
      case "reachability" -> Strategy.REACHABILITY;
      case "exhaustive" -> Strategy.EXHAUSTIVE;
      default -> throw new UsageException(
          "unknown strategy '" + value + "' (reachability or exhaustive)");
    };
  }

  private static String value(String flag, Deque<String> flags) {
    String value = flags.poll();
    if (value == null) {
      throw new UsageException(flag + " needs a value");
    }
    return value;
  }

  private static long number(String flag, String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new UsageException(flag + " needs a number, was '" + value + "'");
    }
  }

  private static int usage(PrintStream err, String problem) {
    err.println("richtest: " + problem);
    err.print(USAGE_TEXT);
    return USAGE;
  }

  /** A command line that cannot be run as given. */
  private static final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }
}
