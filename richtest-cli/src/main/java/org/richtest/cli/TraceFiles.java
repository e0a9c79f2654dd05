package org.richtest.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.richtest.RunResult;
import org.richtest.diagram.SpaceTimeDiagram;
import org.richtest.event.SynSequence;

/**
 * The trace files of the command line: {@code <example>-<n>.json}, the n-th bug's sequence in the
 * form {@code replay} reads, and {@code <example>-<n>.svg}, its space-time diagram with the outcome
 * marked. The example's name is what comes before the last {@code -}.
 */
final class TraceFiles {

  private TraceFiles() {}

  /**
   * Returns the name of the JSON trace of the {@code number}-th bug (from 1) of {@code example}.
   */
  static String jsonName(String example, int number) {
    return fileName(example, number, ".json");
  }

  private static String fileName(String example, int number, String extension) {
    return example + "-" + number + extension;
  }

  /**
   * Writes the JSON trace and the SVG diagram of each of {@code bugs} into {@code directory},
   * creating it if needed, and returns the files written, JSON before SVG for each bug.
   *
   * @throws CommandException if a file cannot be written
   */
  static List<Path> write(Path directory, String example, List<RunResult> bugs) {
    List<Path> written = new ArrayList<>();
    for (int i = 0; i < bugs.size(); i++) {
      RunResult bug = bugs.get(i);
      Path json = directory.resolve(jsonName(example, i + 1));
      Path svg = directory.resolve(fileName(example, i + 1, ".svg"));
      writeFile(json, bug.sequence().toJson() + "\n");
      writeFile(svg, SpaceTimeDiagram.svg(bug.sequence(), bug.outcome()));
      written.add(json);
      written.add(svg);
    }
    return written;
  }

  /**
   * Writes {@code text} to {@code file} in UTF-8, creating its directory if needed.
   *
   * @throws CommandException if it cannot
   */
  static void writeFile(Path file, String text) {
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CommandException("cannot write " + file + ": " + describe(e), e);
    }
  }

  private static String describe(IOException e) {
    return switch (e) {
      case NoSuchFileException missing -> "no such file";
      case AccessDeniedException denied -> "permission denied";
      default -> e.getMessage() == null ? "input/output error" : e.getMessage();
    };
  }

  /**
   * Reads a JSON trace.
   *
   * @throws CommandException if the file cannot be read or is not a trace; the message starts with
   *     the file and, for a file that is not a trace, the line and column of the problem
   */
  static SynSequence read(Path trace) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(trace);
    } catch (IOException e) {
      throw new CommandException(trace + ": cannot be read: " + describe(e), e);
    }
    try {
      return SynSequence.fromJson(bytes);
    } catch (IllegalArgumentException e) {
      throw new CommandException(trace + ": " + e.getMessage(), e);
    }
  }

  /**
   * Returns the example a trace file's name says it came from: the name without {@code .json}, up
   * to its last {@code -}.
   *
   * @throws UsageException if the name has no {@code -}
   */
  static String exampleOf(Path trace) {
    Path fileName = trace.getFileName();
    String name = fileName == null ? "" : fileName.toString();
    name = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
    int dash = name.lastIndexOf('-');
    if (dash <= 0) {
      throw new UsageException(
          "cannot tell the example from the file name " + trace + "; name it with --example NAME");
    }
    return name.substring(0, dash);
  }
}
