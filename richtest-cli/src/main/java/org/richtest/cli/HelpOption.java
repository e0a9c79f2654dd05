package org.richtest.cli;

import picocli.CommandLine.Option;

/** The {@code -h}/{@code --help} option every command takes. */
final class HelpOption {

  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "show this help")
  boolean help;
}
