package org.richtest.junit5;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.richtest.RunResult;
import org.richtest.diagram.SpaceTimeDiagram;
import org.richtest.event.SynSequence;

/** Where a failing sequence is saved as JSON, and how a saved one is read back for replay. */
final class TraceFiles {

  private TraceFiles() {}

  /**
   * Saves {@code sequence} as {@code <dir>/<baseName>-<n>.json} with the first {@code n >= 1} not
   * taken, creating {@code dir} if needed, and returns the file's absolute path. An existing trace
   * is never overwritten: a developer may be replaying it.
   */
  static Path save(Path dir, String baseName, SynSequence sequence) throws IOException {
    Files.createDirectories(dir);
    String json = sequence.toJson();
    for (int n = 1; ; n++) {
      Path file = dir.resolve(baseName + "-" + n + ".json");
      try {
        Files.writeString(file, json, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
        return file.toAbsolutePath();
      } catch (FileAlreadyExistsException taken) {
        // CREATE_NEW claims the name atomically, so tests running in parallel never share a file.
      }
    }
  }

  /**
   * Reads the sequence saved at {@code file}.
   *
   * @throws IllegalArgumentException naming the file if it cannot be read or is not a sequence
   */
  static SynSequence load(Path file) {
    byte[] json;
    try {
      json = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "@ReachabilityTest(replay): cannot read the trace " + file.toAbsolutePath() + ": " + e,
          e);
    }
    try {
      return SynSequence.fromJson(json);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "@ReachabilityTest(replay): " + file.toAbsolutePath() + " is not a saved sequence: "
              + e.getMessage(),
          e);
    }
  }

  /**
   * Returns {@code <class>.<method>} for a test method: the class name without its package, nested
   * classes joined by dots so the name needs no quoting in a shell.
   */
  static String baseName(Class<?> testClass, Method method) {
    String name = testClass.getName();
    String packageName = testClass.getPackageName();
    String local = packageName.isEmpty() ? name : name.substring(packageName.length() + 1);
    return local.replace('$', '.') + "." + method.getName();
  }

  /**
   * Writes the space-time diagram of {@code bug} next to its JSON trace ({@code x.json} gives {@code
   * x.svg}), with the deadlocked threads or the failing event marked, and returns its path.
   */
  static Path saveDiagram(Path json, RunResult bug) throws IOException {
    String name = json.getFileName().toString();
    Path svg = json.resolveSibling(name.substring(0, name.length() - ".json".length()) + ".svg");
    Files.writeString(svg, SpaceTimeDiagram.svg(bug.sequence(), bug.outcome()),
        StandardCharsets.UTF_8);
    return svg;
  }
}
