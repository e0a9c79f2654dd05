package org.richtest.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs what the package phase built, as a user outside Maven would (failsafe, after {@code
 * package}): the all-in-one jar with {@code java -jar}, and {@code ./richtest classpath} followed by
 * {@code java -cp} with the printed class path. The launcher is given a {@code mvn} that fails, so
 * it must find its build up to date instead of building again inside this build.
 */
class PackagedCommandLineIT {

  private static final Path MODULE = Path.of("").toAbsolutePath();
  private static final Path TARGET = MODULE.resolve("target");
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir Path temp;

  /** What a process printed and how it ended. */
  private record Ran(int status, String out, String err) {
    String describe() {
      return "status " + status + "\n--- out\n" + out + "--- err\n" + err;
    }
  }

  private static Ran run(List<String> command, Map<String, String> environment)
      throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command).directory(MODULE.toFile());
    builder.environment().putAll(environment);
    Path out = Files.createTempFile("richtest-it", ".out");
    Path err = Files.createTempFile("richtest-it", ".err");
    builder.redirectOutput(out.toFile()).redirectError(err.toFile());
    Process process = builder.start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("timed out: " + command);
    }
    Ran ran = new Ran(
        process.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
    Files.delete(out);
    Files.delete(err);
    return ran;
  }

  private static Path allInOneJar() throws IOException {
    try (Stream<Path> files = Files.list(TARGET)) {
      return files
          .filter(f -> f.getFileName().toString().matches("richtest-examples-.*-all\\.jar"))
          .findFirst()
          .orElseThrow(() -> new AssertionError("no *-all.jar in " + TARGET));
    }
  }

  @Test
  void allInOneJar_javaJarExplore_runsWithoutMavenOrLib() throws Exception {
    Ran ran = run(
        List.of(JAVA, "-jar", allInOneJar().toString(), "explore", "bb-semaphore", "--json"),
        Map.of());

    assertEquals(0, ran.status(), ran.describe());
    assertTrue(ran.out().contains("\"sequences\":324"), ran.describe());
    assertEquals("", ran.err(), "logging is configured, no SLF4J complaint: " + ran.describe());
  }

  @Test
  void launcherClasspath_usedWithJavaCp_runsTheCommandLine() throws Exception {
    Path bin = Files.createDirectories(temp.resolve("bin"));
    Path mvn = bin.resolve("mvn");
    Files.writeString(mvn, "#!/bin/sh\necho 'the launcher tried to build' >&2\nexit 1\n");
    Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
    String userClasses = temp.resolve("user-classes").toString();
    Map<String, String> environment = Map.of(
        "PATH", bin + File.pathSeparator + System.getenv("PATH"),
        "CLASSPATH", userClasses);

    Ran printed = run(List.of("bash", MODULE.resolveSibling("richtest").toString(), "classpath"),
        environment);

    assertEquals(0, printed.status(), printed.describe());
    List<String> lines = printed.out().lines().toList();
    assertEquals(1, lines.size(), printed.describe());
    List<String> entries = new ArrayList<>(List.of(lines.get(0).split(File.pathSeparator)));
    assertFalse(entries.contains(userClasses), "the user's CLASSPATH is not RichTest's");
    for (String entry : entries) {
      assertTrue(Path.of(entry).isAbsolute() && Files.isRegularFile(Path.of(entry)), entry);
    }
    assertTrue(entries.stream().anyMatch(e -> e.endsWith("richtest-core-0.1.0.jar")), entries.toString());

    Ran list = run(List.of(JAVA, "-cp", lines.get(0), Main.class.getName(), "list"), Map.of());

    assertEquals(0, list.status(), list.describe());
    assertTrue(list.out().contains("bb-semaphore"), list.describe());
  }
}
