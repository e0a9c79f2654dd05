package org.richtest.regressions;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a main class in a fresh JVM: this JVM's java (the JDK the build's toolchain selected), the
 * class path of the module's test classes, one release's jars and RichTest's jars (the build passes
 * their paths as system properties). Every exploration and every stress loop of a release runs
 * this way, since two releases of a library cannot share a class path.
 */
final class ChildJvm {

  /** What a process printed and how it ended. */
  record Ran(int status, String out, String err) {
    String describe() {
      return "status " + status + "\n--- out\n" + out + "--- err\n" + err;
    }
  }

  private ChildJvm() {}

  /**
   * Runs {@code mainClass} with {@code arguments} on the class path of {@code release}, with the
   * JVM options given first.
   *
   * @throws AssertionError if it has not ended within {@code timeout}
   */
  static Ran run(Release release, List<String> jvmOptions, String mainClass, List<String> arguments,
      Duration timeout) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElseThrow());
    command.addAll(jvmOptions);
    command.add("-cp");
    command.add(classPath(release));
    command.add(mainClass);
    command.addAll(arguments);
    Path out = Files.createTempFile("richtest-regressions", ".out");
    Path err = Files.createTempFile("richtest-regressions", ".err");
    try {
      Process process = new ProcessBuilder(command)
          .redirectOutput(out.toFile())
          .redirectError(err.toFile())
          .start();
      if (!process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
        throw new AssertionError("timed out after " + timeout + ": " + command);
      }
      return new Ran(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /** The {@code -javaagent} option of the agent jar from this build, with {@code options}. */
  static String agent(String options) {
    return "-javaagent:" + property("regressions.agent") + "=" + options;
  }

  private static String classPath(Release release) {
    List<String> entries = new ArrayList<>();
    entries.add(property("regressions.test.classes"));
    Path libraries = Path.of(property("regressions.libraries"));
    for (String jar : release.jars()) {
      Path file = libraries.resolve(jar);
      if (!Files.isRegularFile(file)) {
        throw new AssertionError("no " + file + ": the pom copies each release's jar there");
      }
      entries.add(file.toString());
    }
    entries.add(property("regressions.richtest.classpath"));
    return String.join(File.pathSeparator, entries);
  }

  private static String property(String name) {
    String value = System.getProperty(name);
    if (value == null || value.isBlank()) {
      throw new AssertionError("system property " + name + " is not set: run the tests with Maven");
    }
    return value;
  }
}
