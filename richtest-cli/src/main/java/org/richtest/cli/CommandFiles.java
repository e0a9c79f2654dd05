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
import org.richtest.trace.TraceFiles;

/**
 * The files the command line writes and reads, with its one-line errors: the traces of the bugs
 * found ({@link TraceFiles}' {@code <example>-<n>.json}, with the space-time diagram beside each),
 * reports and diagrams.
 */
final class CommandFiles {

  private CommandFiles() {}

  /**
   * Saves the JSON trace and the SVG diagram of each of {@code bugs} into {@code directory},
   * creating it if needed, and returns the files written, JSON before SVG for each bug.
   *
   * @throws CommandException if a file cannot be written
   */
  static List<Path> writeTraces(Path directory, String example, List<RunResult> bugs) {
    List<Path> written = new ArrayList<>();
    for (RunResult bug : bugs) {
      Path json;
      try {
        json = TraceFiles.save(directory, example, bug.sequence());
      } catch (IOException e) {
        throw new CommandException(
            "cannot write a trace into " + directory + ": " + describe(e), e);
      }
      Path svg = TraceFiles.companion(json, "svg");
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
  static SynSequence readTrace(Path trace) {
    try {
      return TraceFiles.read(trace);
    } catch (IOException e) {
      throw new CommandException(trace + ": cannot be read: " + describe(e), e);
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
    return TraceFiles.baseName(trace).orElseThrow(() -> new UsageException(
        "cannot tell the example from the file name " + trace + "; name it with --example NAME"));
  }
}
