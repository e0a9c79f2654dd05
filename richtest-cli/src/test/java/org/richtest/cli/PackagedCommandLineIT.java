package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
  private static final Path LAUNCHER = MODULE.resolveSibling("richtest");
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
          .filter(f -> f.getFileName().toString().matches("richtest-cli-.*-all\\.jar"))
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

  /** A PATH whose {@code mvn} fails, so that a launcher that tries to build fails too. */
  private String pathWithoutMaven() throws IOException {
    Path bin = Files.createDirectories(temp.resolve("bin"));
    Path mvn = bin.resolve("mvn");
    Files.writeString(mvn, "#!/bin/sh\necho 'the launcher tried to build' >&2\nexit 1\n");
    Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
    return bin + File.pathSeparator + System.getenv("PATH");
  }

  private static List<String> launcher(String... arguments) {
    List<String> command = new ArrayList<>(List.of("bash", LAUNCHER.toString()));
    command.addAll(List.of(arguments));
    return command;
  }

  @Test
  void launcherClasspath_usedWithJavaCp_runsTheCommandLine() throws Exception {
    String userClasses = temp.resolve("user-classes").toString();
    Map<String, String> environment = Map.of(
        "PATH", pathWithoutMaven(),
        "CLASSPATH", userClasses);

    Ran printed = run(launcher("classpath"), environment);

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

  @Test
  void launcher_onJdk25_trainsAClassCacheOnceAndStartsFromIt() throws Exception {
    assumeTrue(Runtime.version().feature() >= 25, "ahead-of-time caches need JDK 25");
    Path cache = TARGET.resolve("richtest.aot");
    Files.deleteIfExists(cache);
    Map<String, String> environment = Map.of("PATH", pathWithoutMaven());

    Ran trained = run(launcher("explore", "bb-semaphore", "--json"), environment);

    assertEquals(0, trained.status(), trained.describe());
    assertTrue(trained.err().contains("caching the command line's classes"), trained.describe());
    assertTrue(Files.isRegularFile(cache), "no cache after training: " + trained.describe());
    assertEquals(324, trainedSequences(), "the training exploration's result: " + trainingLog());
    // With AOTMode=on the JVM stops instead of starting without a cache it cannot use.
    Ran cached = run(launcher("explore", "bb-semaphore", "--json"),
        with(environment, "JAVA_TOOL_OPTIONS", "-XX:AOTMode=on"));

    assertEquals(0, cached.status(), cached.describe());
    assertEquals(1, cached.out().lines().count(), "stdout is the JSON alone: " + cached.describe());
    assertTrue(cached.out().startsWith("{\"program\":\"bb-semaphore\""), cached.describe());
    assertTrue(cached.out().contains("\"sequences\":324"), cached.describe());
    assertFalse(cached.err().contains("caching"), "trained again: " + cached.describe());
  }

  /**
   * The JVM refuses a cache another JDK made, without a word (its notes are off); the launcher keeps
   * the JDK that made its cache beside it and trains again for another, so an updated JDK is not
   * left starting without one.
   */
  @Test
  void launcher_onJdk25_trainsAgainWhenAnotherJdkMadeTheCache() throws Exception {
    assumeTrue(Runtime.version().feature() >= 25, "ahead-of-time caches need JDK 25");
    Map<String, String> environment = Map.of("PATH", pathWithoutMaven());
    run(launcher("list"), environment);
    Path madeBy = TARGET.resolve("richtest.aot.jdk");
    String thisJdk = Files.readString(madeBy, StandardCharsets.UTF_8);
    Files.writeString(madeBy, "another-jdk 25.0.1+1\n", StandardCharsets.UTF_8);

    Ran listed = run(launcher("list"), environment);

    assertEquals(0, listed.status(), listed.describe());
    assertTrue(listed.err().contains("caching the command line's classes"), listed.describe());
    assertEquals(thisJdk, Files.readString(madeBy, StandardCharsets.UTF_8));
    assertTrue(listed.out().contains("bb-semaphore"), listed.describe());
  }

  /** How many sequences the training run explored, from the JSON object its log holds. */
  private static long trainedSequences() throws IOException {
    Matcher sequences =
        Pattern.compile("\"sequences\":(\\d+)").matcher(trainingLog());
    return sequences.find() ? Long.parseLong(sequences.group(1)) : 0;
  }

  private static String trainingLog() throws IOException {
    return Files.readString(TARGET.resolve("richtest.aot.log"), StandardCharsets.UTF_8);
  }

  /**
   * JVMTI's bookkeeping of virtual threads costs an exploration 7 to 13% and RichTest's agent does
   * not need it, so the launcher turns it off; a debugger does need it, and keeps it.
   */
  @Test
  void launcher_turnsJvmtiTransitionsOff_unlessANativeAgentIsNamed() throws Exception {
    Map<String, String> environment = Map.of("PATH", pathWithoutMaven());
    String flag = "-XX:-DoJVMTIVirtualThreadTransitions";

    Ran plain = run(launcher("list"),
        with(environment, "JAVA_TOOL_OPTIONS", "-XX:+PrintCommandLineFlags"));
    Ran debugged = run(launcher("list"), with(environment, "JAVA_TOOL_OPTIONS",
        "-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:0"
            + " -XX:+PrintCommandLineFlags"));

    assertEquals(0, plain.status(), plain.describe());
    assertTrue(plain.out().contains(flag), plain.describe());
    assertTrue(plain.out().contains("bb-semaphore"), plain.describe());
    assertEquals(0, debugged.status(), debugged.describe());
    assertFalse(debugged.out().contains("DoJVMTIVirtualThreadTransitions"), debugged.describe());
    assertTrue(debugged.out().contains("bb-semaphore"), debugged.describe());
  }

  /**
   * The agent must see every class it rewrites, so none may come from the cache: a class of the
   * bundled unmodified examples resolved while the cache was made (a method reference to one in the
   * registry did that) would run as plain JDK code, its threads unmanaged.
   */
  @Test
  void launcher_classCache_holdsNoClassTheAgentRewrites() throws Exception {
    assumeTrue(Runtime.version().feature() >= 25, "ahead-of-time caches need JDK 25");
    Map<String, String> environment = Map.of("PATH", pathWithoutMaven());
    run(launcher("list"), environment);

    Ran listed = run(launcher("list"),
        with(environment, "JAVA_TOOL_OPTIONS", "-XX:AOTMode=on -Xlog:class+load"));

    assertEquals(0, listed.status(), listed.describe());
    List<String> cachedClasses = listed.out().lines()
        .filter(line -> line.endsWith("source: shared objects file"))
        .toList();
    String main = " " + Main.class.getName() + " ";
    assertTrue(cachedClasses.stream().anyMatch(line -> line.contains(main)),
        "the command line's classes come from the cache: " + listed.describe());
    assertEquals(List.of(), cachedClasses.stream()
        .filter(line -> line.contains("org.richtest.examples.unmodified."))
        .toList());
  }

  private static Map<String, String> with(Map<String, String> environment, String name,
      String value) {
    Map<String, String> copy = new HashMap<>(environment);
    copy.put(name, value);
    return copy;
  }
}
