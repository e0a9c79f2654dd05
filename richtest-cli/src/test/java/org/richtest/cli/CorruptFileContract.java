package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.richtest.testkit.Corruptions.Corruption;

/**
 * The contract of every command that reads a file, checked on corrupted files: within a time limit
 * it either accepts the file (status 0 or 3, as if it were valid) or exits with status 1 and
 * exactly one line on standard error that names the file and says what is wrong, with no stack
 * trace, no Java class name and nothing that looks like an internal error. Reusable for every file
 * kind: give it the command that reads a file and a file name.
 */
final class CorruptFileContract {

  private static final Duration NO_HANG = Duration.ofSeconds(30);
  private static final int LONGEST_LINE = 600;
  private static final Pattern JAVA_NAME =
      Pattern.compile("\\b(java|javax|org|com)\\.[a-z0-9_.]+\\.[A-Z]\\w*|\\bat [a-z]+\\.|"
          + "Exception|Error\\b|\\t");

  private final Path dir;
  private final String fileName;
  private final Function<Path, String[]> command;
  private int accepted;
  private int rejected;

  /**
   * Creates the contract for {@code command} reading a file called {@code fileName} in {@code dir}.
   */
  CorruptFileContract(Path dir, String fileName, Function<Path, String[]> command) {
    this.dir = dir;
    this.fileName = fileName;
    this.command = command;
  }

  /** Checks every corruption; throws an {@link AssertionError} listing those that break it. */
  void check(List<Corruption> corruptions) throws IOException {
    List<String> broken = new ArrayList<>();
    for (int i = 0; i < corruptions.size(); i++) {
      Corruption corruption = corruptions.get(i);
      Path file = Files.createDirectories(dir.resolve("case-" + i)).resolve(fileName);
      Files.write(file, corruption.content());
      String[] args = command.apply(file);
      String name = "case " + i + " (" + corruption + ")";
      CommandLineRun run =
          assertTimeoutPreemptively(NO_HANG, () -> CommandLineRun.of(args), () -> name + " hung");
      String problem = problem(run, file);
      if (problem != null) {
        broken.add(name + ": " + problem + "\n" + run.describe());
      }
    }
    if (!broken.isEmpty()) {
      throw new AssertionError(broken.size() + " of " + corruptions.size() + " broke the contract:\n"
          + String.join("\n", broken.subList(0, Math.min(10, broken.size()))));
    }
  }

  /** Returns how many corruptions the command accepted as valid files. */
  int accepted() {
    return accepted;
  }

  /** Returns how many it rejected with one line. */
  int rejected() {
    return rejected;
  }

  private String problem(CommandLineRun run, Path file) {
    if (run.status() == Main.OK || run.status() == Main.BUGS_FOUND) {
      accepted++;
      return run.err().isEmpty() ? null : "accepted but wrote to standard error";
    }
    if (run.status() != Main.FAILED) {
      return "status " + run.status() + ", not 1";
    }
    rejected++;
    List<String> lines = run.err().lines().toList();
    if (lines.size() != 1) {
      return lines.size() + " lines on standard error, not 1";
    }
    String line = lines.get(0);
    if (!line.startsWith("richtest: " + file + ": ")) {
      return "the line does not start with 'richtest: <file>: '";
    }
    if (line.length() > LONGEST_LINE) {
      return "a line of " + line.length() + " characters";
    }
    if (JAVA_NAME.matcher(line).find() || line.contains("internal error")) {
      return "a Java name, a stack frame or an internal error in the line";
    }
    return null;
  }
}
