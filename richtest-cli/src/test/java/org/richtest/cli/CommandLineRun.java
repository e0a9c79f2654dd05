package org.richtest.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One run of the command line through {@link Main#run}, with what it printed.
 *
 * @param status the exit status
 * @param out what it wrote to standard output
 * @param err what it wrote to standard error
 */
record CommandLineRun(int status, String out, String err) {

  /** Runs the command line with {@code args}. */
  static CommandLineRun of(String... args) {
    ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    int status;
    try (PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8)) {
      status = Main.run(List.of(args), out, err);
    }
    return new CommandLineRun(
        status,
        outBytes.toString(StandardCharsets.UTF_8),
        errBytes.toString(StandardCharsets.UTF_8));
  }

  /** Returns a description for failed assertions. */
  String describe() {
    return "status " + status + "\n--- out\n" + out + "--- err\n" + err;
  }
}
