package org.richtest.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The part of {@code ./richtest bench --parallel} that sets worker processes against workers in
 * one JVM: {@code explore EXAMPLE --json} with {@code -j 1}, {@code -j 2} and {@code --processes
 * 2}, each a fresh JVM of the command line with this JVM's options (the launcher's agent and
 * tuning). The CPU time is the whole process tree's (the explore JVM and its worker processes), as
 * Linux counts the CPU of waited-for children; the ratios are to {@code -j 1} of the same round.
 */
final class FreshJvmProcesses {

  private static final List<String> EXAMPLES = List.of("rw-monitor-sc", "dp-monitor-su-6");
  private static final List<List<String>> SETTINGS =
      List.of(List.of("-j", "1"), List.of("-j", "2"), List.of("--processes", "2"));
  private static final Pattern SEQUENCES = Pattern.compile("\"sequences\":(\\d+)");
  private static final Path STAT = Path.of("/proc/self/stat");

  private FreshJvmProcesses() {}

  /** Prints the table; {@code quick} leaves out DP-6. */
  static void report(boolean quick) {
    if (!Files.isReadable(STAT)) {
      System.out.println("Worker processes: not measured (the CPU of a process tree is read from"
          + " /proc, Linux only).");
      return;
    }
    long ticksPerSecond = ticksPerSecond();
    System.out.println("Worker processes against workers in one JVM: fresh JVMs of the command"
        + " line (cold), CPU of the whole process tree; ratios to -j 1 of the same round.");
    System.out.println();
    System.out.println("| example | setting | sequences | seconds | tree CPU seconds "
        + "| speedup | tree CPU × -j 1 |");
    System.out.println("|---|---|---:|---:|---:|---:|---:|");
    for (String example : EXAMPLES) {
      if (quick && example.equals("dp-monitor-su-6")) {
        continue;
      }
      double[] oneWorker = null;
      for (List<String> setting : SETTINGS) {
        double[] timing = explore(example, setting, ticksPerSecond);
        if (oneWorker == null) {
          oneWorker = timing;
        }
        System.out.printf(Locale.ROOT, "| %s | %s | %.0f | %.2f | %.2f | %.2f | %.2f |%n",
            example, String.join(" ", setting), timing[0], timing[1], timing[2],
            oneWorker[1] / timing[1], timing[2] / oneWorker[2]);
      }
    }
    System.out.println();
  }

  /** Returns the sequences, wall seconds and tree CPU seconds of one fresh explore. */
  private static double[] explore(String example, List<String> setting, long ticksPerSecond) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    for (String argument : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (!argument.startsWith("-Xmx") && !argument.startsWith("-Drichtest.launcher")) {
        command.add(argument);
      }
    }
    for (String option : System.getProperty("richtest.launcher.tuning", "").split(" ")) {
      if (!option.isBlank()) {
        command.add(option);
      }
    }
    command.addAll(List.of("-cp", System.getProperty("java.class.path"),
        "org.richtest.cli.Main", "explore", example, "--json", "--all-bugs"));
    command.addAll(setting);
    try {
      long cpu = childrenTicks();
      long start = System.nanoTime();
      Process process = new ProcessBuilder(command)
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
      String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int status = process.waitFor();
      double seconds = (System.nanoTime() - start) / 1e9;
      double cpuSeconds = (double) (childrenTicks() - cpu) / ticksPerSecond;
      Matcher sequences = SEQUENCES.matcher(out);
      if (status != 0 || !sequences.find()) {
        throw new IllegalStateException(String.join(" ", command) + ": exit status " + status);
      }
      return new double[] {Long.parseLong(sequences.group(1)), seconds, cpuSeconds};
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Returns the user and system CPU ticks of this JVM's waited-for descendants. */
  private static long childrenTicks() throws IOException {
    String stat = Files.readString(STAT);
    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return Long.parseLong(fields[13]) + Long.parseLong(fields[14]); // cutime, cstime
  }

  private static long ticksPerSecond() {
    try {
      Process getconf = new ProcessBuilder("getconf", "CLK_TCK").start();
      String ticks = new String(getconf.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      getconf.waitFor();
      return Long.parseLong(ticks.strip());
    } catch (IOException | NumberFormatException e) {
      return 100; // Linux's USER_HZ nearly everywhere
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 100;
    }
  }
}
