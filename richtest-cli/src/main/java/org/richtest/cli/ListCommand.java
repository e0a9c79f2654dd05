package org.richtest.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code richtest list}: the bundled examples, one per line with its description. */
@Command(name = "list", description = "List the bundled examples.")
final class ListCommand implements Callable<Integer> {

  @Mixin HelpOption help = new HelpOption();

  private final PrintStream out;

  ListCommand(PrintStream out) {
    this.out = out;
  }

  @Override
  public Integer call() {
    int width = Examples.all().stream().mapToInt(example -> example.name().length()).max().orElse(0);
    for (Example example : Examples.all()) {
      out.printf(Locale.ROOT, "%-" + width + "s  %s%n", example.name(), example.description());
    }
    return Main.OK;
  }
}
