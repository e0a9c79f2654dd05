package org.richtest.trace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import org.richtest.event.SynSequence;

/**
 * The files a found bug's sequence is saved to, for the command line and the JUnit extension alike:
 * {@code <base name>-<n>.json}, the first {@code n >= 1} not taken, in {@link TraceJson}'s form.
 * A trace is never overwritten (a developer may be replaying it), and files made for it, such as its
 * space-time diagram, sit beside it under the same name ({@link #companion}).
 */
public final class TraceFiles {

  private static final String JSON = ".json";

  private TraceFiles() {}

  /**
   * Saves {@code sequence} as {@code <dir>/<baseName>-<n>.json} with the first {@code n >= 1} not
   * taken, creating {@code dir} if needed, and returns the file ({@code dir} resolved against it).
   *
   * @throws IOException if the directory or the file cannot be written
   */
  public static Path save(Path dir, String baseName, SynSequence sequence) throws IOException {
    return save(dir, baseName, Trace.of(sequence));
  }

  /**
   * Saves {@code trace}, its program and outcome with its sequence, as {@link #save(Path, String,
   * SynSequence)} saves a sequence.
   *
   * @throws IOException if the directory or the file cannot be written
   */
  public static Path save(Path dir, String baseName, Trace trace) throws IOException {
    Files.createDirectories(dir);
    String json = TraceJson.write(trace) + "\n";
    for (int n = 1; ; n++) {
      Path file = dir.resolve(baseName + "-" + n + JSON);
      try {
        Files.writeString(file, json, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
        return file;
      } catch (FileAlreadyExistsException taken) {
        // CREATE_NEW claims the name atomically, so explorations running at once never share one.
      }
    }
  }

  /**
   * Reads the sequence saved in {@code trace}.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a trace; the message starts with the line and
   *     column of the problem
   */
  public static SynSequence read(Path trace) throws IOException {
    return TraceJson.read(Files.readAllBytes(trace));
  }

  /**
   * Reads the trace saved in {@code trace}: its sequence, and its program and outcome if the file
   * records them.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a trace; the message starts with the line and
   *     column of the problem
   */
  public static Trace readTrace(Path trace) throws IOException {
    return TraceJson.readTrace(Files.readAllBytes(trace));
  }

  /**
   * Returns the file beside {@code trace} with {@code extension} (such as {@code "svg"}) in place of
   * {@code .json}.
   */
  public static Path companion(Path trace, String extension) {
    return trace.resolveSibling(stem(trace) + "." + extension);
  }

  /**
   * Returns the base name {@code trace} was saved under: its file name without {@code .json}, up to
   * its last {@code -}; empty if the name has no {@code -} before other characters.
   */
  public static Optional<String> baseName(Path trace) {
    String stem = stem(trace);
    int dash = stem.lastIndexOf('-');
    return dash <= 0 ? Optional.empty() : Optional.of(stem.substring(0, dash));
  }

  private static String stem(Path trace) {
    Path fileName = trace.getFileName();
    String name = fileName == null ? "" : fileName.toString();
    return name.endsWith(JSON) ? name.substring(0, name.length() - JSON.length()) : name;
  }
}
