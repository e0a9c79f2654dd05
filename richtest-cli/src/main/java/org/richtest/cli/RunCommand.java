package org.richtest.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.examples.Example;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code richtest run <example>}: one controlled run, its outcome and its sequence as text. */
@Command(
    name = "run",
    description = "Run an example once under control; print its outcome and its sequence.")
final class RunCommand implements Callable<Integer> {

  @Mixin ExampleArgument example = new ExampleArgument();

  @Mixin HelpOption help = new HelpOption();

  private final PrintStream out;

  RunCommand(PrintStream out) {
    this.out = out;
  }

  @Override
  public Integer call() {
    Example target = example.resolve();
    return print(target.name(), RichTest.runOnce(target.program()), out);
  }

  /**
   * Prints {@code name: outcome} and the sequence text of {@code run}; returns the exit status, 3
   * if the run exposed a bug and 0 otherwise.
   */
  static int print(String name, RunResult run, PrintStream out) {
    out.println(name + ": " + run.outcome());
    out.print(run.sequence().toText());
    return run.outcome().isProgramBug() ? Main.BUGS_FOUND : Main.OK;
  }
}
