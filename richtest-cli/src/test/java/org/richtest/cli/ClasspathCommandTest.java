package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Proves that {@code richtest classpath} prints the JVM's class path as absolute paths, without the
 * user's {@code $CLASSPATH} entries the launcher appends and without duplicates. The launcher and
 * the all-in-one jar are run for real in {@link PackagedCommandLineIT}.
 */
class ClasspathCommandTest {

  private static String absolute(String path) {
    return Path.of(path).toAbsolutePath().normalize().toString();
  }

  private static String joined(String... entries) {
    return String.join(File.pathSeparator, entries);
  }

  @Test
  void of_launcherClassPathWithUserEntries_keepsOnlyRichTestsAbsolute() {
    String jvm = joined("target/richtest.jar", "target/lib/guava.jar", "/home/u/classes");

    assertEquals(
        joined(absolute("target/richtest.jar"), absolute("target/lib/guava.jar")),
        ClasspathCommand.of(jvm, "/home/u/classes"));
  }

  @Test
  void of_noUserClassPath_dropsDuplicatesAndEmptyEntries() {
    String jvm = joined("a.jar", "", "./a.jar", "b.jar");

    assertEquals(joined(absolute("a.jar"), absolute("b.jar")), ClasspathCommand.of(jvm, null));
  }

  @Test
  void main_classpath_printsOneLineAndExitsZero() {
    CommandLineRun run = CommandLineRun.of("classpath");

    assertEquals(0, run.status(), run.describe());
    assertEquals(1, run.out().lines().count(), run.describe());
    assertEquals("", run.err(), run.describe());
  }
}
