package org.richtest.benchmarks;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What rewriting a library costs when its classes load: {@code ./richtest bench --class-loading}
 * loads every class of two large jars in fresh JVMs without the agent, with the agent keeping the
 * jar out, and with the agent rewriting it, alternating round by round ({@code --rounds N}, 5).
 * Hazelcast is one of the packages the agent leaves alone by default and commons-lang3 one it
 * rewrites, so each is measured with an option that turns the default around. The ratio is of CPU
 * time, which a busy neighbour on a shared machine does not inflate as it does wall-clock time.
 */
final class ClassLoadingCost {

  /** A jar, its package prefix, and whether the agent rewrites it by default. */
  private record Library(String jarPrefix, String packagePrefix, boolean rewrittenByDefault) {}

  private static final List<Library> LIBRARIES = List.of(
      new Library("hazelcast-5", "com.hazelcast.", false),
      new Library("commons-lang3-", "org.apache.commons.lang3.", true));

  private static final List<String> SETTINGS = List.of("no agent", "agent, jar kept out",
      "agent, jar rewritten");

  private ClassLoadingCost() {}

  static void report(List<String> args) {
    String agent = agentJar();
    int rounds = Integer.parseInt(VersionComparison.valueOf(args, "--rounds", "5"));
    String classPath = System.getProperty("java.class.path");
    System.out.println("Medians of " + rounds + " rounds, each class loaded once in a fresh JVM "
        + "(Class.forName without initialization); CPU is the process's over the loop.");
    System.out.println();
    System.out.println(
        "| jar | classes | setting | wall ms | CPU ms | CPU µs per class | CPU × no agent |");
    System.out.println("|---|---:|---|---:|---:|---:|---:|");
    for (Library library : LIBRARIES) {
      String jar = jarOnClassPath(classPath, library.jarPrefix());
      double[][] millis = new double[SETTINGS.size()][rounds];
      double[][] cpuMillis = new double[SETTINGS.size()][rounds];
      long classes = 0;
      for (int round = 0; round < rounds; round++) {
        for (int setting = 0; setting < SETTINGS.size(); setting++) {
          long[] loaded = load(classPath, jar, agentOption(agent, library, setting));
          classes = loaded[0];
          millis[setting][round] = loaded[1] / 1e6;
          cpuMillis[setting][round] = loaded[2] / 1e6;
        }
      }
      double plain = VersionComparison.median(cpuMillis[0]);
      for (int setting = 0; setting < SETTINGS.size(); setting++) {
        double cpu = VersionComparison.median(cpuMillis[setting]);
        System.out.printf(Locale.ROOT, "| %s | %d | %s | %.0f | %.0f | %.1f | %.2f |%n",
            new File(jar).getName(), classes, SETTINGS.get(setting),
            VersionComparison.median(millis[setting]), cpu, cpu * 1000 / classes, cpu / plain);
      }
    }
    System.out.println();
  }

  /** The JVM option for {@code setting}: none, or the agent with the option that gives it. */
  private static List<String> agentOption(String agent, Library library, int setting) {
    if (setting == 0) {
      return List.of();
    }
    boolean rewrite = setting == 2;
    if (rewrite == library.rewrittenByDefault()) {
      return List.of("-javaagent:" + agent);
    }
    return List.of("-javaagent:" + agent + "=" + (rewrite ? "include=" : "exclude=")
        + library.packagePrefix());
  }

  /**
   * Loads the jar's classes in a fresh JVM; returns the classes loaded, the nanoseconds and the CPU
   * nanoseconds.
   */
  private static long[] load(String classPath, String jar, List<String> agent) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.addAll(agent);
    command.addAll(List.of("-cp", classPath, LoadEveryClass.class.getName(), jar));
    try {
      Process process = new ProcessBuilder(command)
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
      String result = null;
      try (BufferedReader out = new BufferedReader(
          new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
          if (line.startsWith("loaded ")) {
            result = line;
          }
        }
      }
      int status = process.waitFor();
      if (status != 0 || result == null) {
        throw new IllegalStateException(String.join(" ", command) + ": exit status " + status);
      }
      String[] fields = result.split(" ");
      return new long[] {
          Long.parseLong(fields[1]), Long.parseLong(fields[5]), Long.parseLong(fields[7])};
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static String agentJar() {
    for (String argument : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (argument.startsWith("-javaagent:")) {
        String path = argument.substring("-javaagent:".length());
        int options = path.indexOf('=');
        return options < 0 ? path : path.substring(0, options);
      }
    }
    throw new IllegalArgumentException(
        "--class-loading starts JVMs with the agent this one runs with: start it as ./richtest bench");
  }

  private static String jarOnClassPath(String classPath, String prefix) {
    for (String entry : classPath.split(File.pathSeparator)) {
      if (entry.endsWith("*")) {
        File[] jars = new File(entry.substring(0, entry.length() - 1)).listFiles();
        for (File jar : jars == null ? new File[0] : jars) {
          if (jar.getName().startsWith(prefix) && jar.getName().endsWith(".jar")) {
            return jar.getPath();
          }
        }
      } else if (new File(entry).getName().startsWith(prefix)) {
        return entry;
      }
    }
    throw new IllegalStateException("no " + prefix + "*.jar on the class path " + classPath);
  }
}
