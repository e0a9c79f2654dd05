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
import org.richtest.RunSettings;
import org.richtest.diagram.SpaceTimeDiagram;
import org.richtest.trace.Trace;
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
  static List<Path> writeTraces(
      Path directory, String example, List<RunResult> bugs, RunSettings settings) {
    List<Path> written = new ArrayList<>();
    for (RunResult bug : bugs) {
      Path json;
      try {
        json = TraceFiles.save(directory, example, bug.trace(example, settings));
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
   * Reads a JSON trace: its sequence, and its program and outcome if it records them.
   *
   * @throws CommandException if the file cannot be read or is not a trace; the message starts with
   *     the file and, for a file that is not a trace, the line and column of the problem
   */
  static Trace readTrace(Path trace) {
    try {
      return TraceFiles.readTrace(trace);
    } catch (IOException e) {
      throw new CommandException(trace + ": cannot be read: " + describe(e), e);
    } catch (IllegalArgumentException e) {
      throw new CommandException(trace + ": " + e.getMessage(), e);
    }
  }

  /**
   * Returns the example a trace came from: the program it records, or for a trace that records
   * none (format version 1) its file name without {@code .json}, up to its last {@code -}.
   *
   * @throws UsageException if the trace records none and the name has no {@code -}, or the trace
   *     is a JUnit test's, which the command line cannot run
   */
  static String exampleOf(Path file, Trace trace) {
    String program = trace.program();
    if (program.contains("#")) {
      throw new UsageException(file + " is the trace of the JUnit test " + program
          + "; replay it in that test with @ReachabilityTest(replay = \"" + file + "\")");
    }
    if (!program.isEmpty()) {
      return program;
    }
    return TraceFiles.baseName(file).orElseThrow(() -> new UsageException(
        "cannot tell the example from the file name " + file + "; name it with --example NAME"));
  }
}
