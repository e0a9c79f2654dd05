package org.richtest.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Cluster members in processes of their own on this machine, each running {@code richtest worker}
 * with this JVM's java, JVM arguments (the agent, Hazelcast's) and class path: {@code explore
 * --workers N}, the benchmark and the fault tests start them. Closing stops every one still alive.
 */
public final class WorkerProcesses implements AutoCloseable {

  private final List<Process> processes = new ArrayList<>();

  /**
   * Starts {@code count} workers joining the member at {@code address} ({@code HOST:PORT}), each
   * exploring on {@code threads} threads, bound to loopback, their output discarded.
   *
   * @throws UncheckedIOException if a process cannot be started
   */
  public static WorkerProcesses start(int count, String address, String clusterName, int threads) {
    WorkerProcesses workers = new WorkerProcesses();
    try {
      for (int i = 0; i < count; i++) {
        workers.processes.add(new ProcessBuilder(command(address, clusterName, threads))
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start());
      }
    } catch (IOException e) {
      workers.close();
      throw new UncheckedIOException("cannot start a worker process: " + e.getMessage(), e);
    }
    return workers;
  }

  /** Returns the command line of a worker joining {@code address}. */
  static List<String> command(String address, String clusterName, int threads) {
    List<String> command = thisJvm(false);
    command.add("worker");
    command.add("--cluster");
    command.add(address);
    command.add("--cluster-name");
    command.add(clusterName);
    command.add("-j");
    command.add(Integer.toString(threads));
    return command;
  }

  /**
   * Returns the command line of a worker process of {@code explore --processes}: {@code richtest
   * pipe-worker} in a JVM like this one.
   */
  static List<String> pipeCommand() {
    List<String> command = thisJvm(true);
    command.add("pipe-worker");
    return command;
  }

  /**
   * The JVM options a pipe worker gets after this JVM's: its standard output carries the frames
   * only, so the JVM's own output (unified logging: CDS and AOT cache warnings, {@code -Xlog:gc};
   * {@code -XX:+PrintCompilation} and the like) goes to standard error. A later {@code -Xlog}
   * overrides an earlier one; {@code -verbose:gc} is applied after every {@code -Xlog}, so it is
   * left out of the inherited options.
   */
  static final List<String> PIPE_JVM_OPTIONS =
      List.of("-Xlog:disable", "-Xlog:all=warning:stderr", "-XX:+DisplayVMOutputToStderr");

  /**
   * Returns the start of a command line that runs {@link Main} in a JVM like this one; for a
   * {@code pipe} worker, one whose JVM writes nothing of its own on its standard output.
   */
  private static List<String> thisJvm(boolean pipe) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    for (String argument : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (!(pipe && argument.equals("-verbose:gc"))) {
        command.add(argument);
      }
    }
    if (pipe) {
      command.addAll(PIPE_JVM_OPTIONS);
    }
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    return command;
  }

  /** Returns the processes, in the order they were started. */
  public List<Process> processes() {
    return List.copyOf(processes);
  }

  /** Stops every worker still alive, forcibly if one does not end within a few seconds. */
  @Override
  public void close() {
    for (Process process : processes) {
      process.destroy();
    }
    for (Process process : processes) {
      try {
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
          process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }
}
