package org.richtest.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.jspecify.annotations.Nullable;
import org.richtest.distributed.ClusterMember;
import org.richtest.distributed.ClusterOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code richtest worker [--cluster HOST:PORT,...]}: a cluster member that explores the work items
 * of every exploration submitted to the cluster, until the process is stopped.
 */
@Command(
    name = "worker",
    description =
        "Join a cluster (or start one) and explore the work items of the explorations submitted to"
            + " it, until stopped; programs are looked up as explore does.")
final class WorkerCommand implements Callable<Integer> {

  @Mixin HelpOption help = new HelpOption();

  @Mixin ClusterArguments cluster = new ClusterArguments();

  @Option(
      names = {"-j", "--parallelism"},
      paramLabel = "N",
      converter = ExploreCommand.PositiveNumber.class,
      description = "explore on N threads (default: the available processors)")
  @Nullable Long parallelism;

  private final PrintStream err;
  private final CountDownLatch stopped;

  WorkerCommand(PrintStream err, CountDownLatch stopped) {
    this.err = err;
    this.stopped = stopped;
  }

  @Override
  public Integer call() throws InterruptedException {
    int threads =
        parallelism == null ? Runtime.getRuntime().availableProcessors() : parallelism.intValue();
    ClusterOptions options = cluster.options();
    ClusterMember member = ClusterMember.start(options, ClusterArguments::resolve, threads,
        note -> err.println("richtest worker: " + Main.oneLine(note)));
    Runtime.getRuntime().addShutdownHook(new Thread(member::close, "richtest-worker-leave"));
    err.println("richtest worker: member " + member.address() + " of a cluster of "
        + member.clusterSize() + ", exploring on " + threads + " threads; stop it with Ctrl-C");
    stopped.await();
    member.close();
    return Main.OK;
  }
}
