package org.richtest.cli;

import java.io.PrintStream;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.distributed.ClusterMember;
import org.richtest.distributed.ClusterOptions;

/**
 * {@code explore --cluster} and {@code --workers N}: this process joins the cluster (or, with
 * {@code --workers} alone, starts one of its own on loopback with N worker processes) and submits
 * the exploration; the result is summed from what the members committed.
 */
final class ClusterRun {

  /** How long worker processes get to join. */
  private static final long JOIN_SECONDS = 60;

  private ClusterRun() {}

  /**
   * Explores the example called {@code name} on the cluster.
   *
   * @param threads this process's own exploring threads; null: 1 with {@code --cluster}, none
   *     with {@code --workers} (the worker processes explore)
   */
  static ExplorationResult explore(
      String name, ExplorationOptions options, ClusterArguments cluster, @Nullable Long workers,
      @Nullable Long threads, PrintStream err) {
    ClusterOptions where = cluster.options();
    if (workers != null && cluster.members == null) {
      where = new ClusterOptions(where.members(), where.bind(), where.port(),
          "richtest-" + UUID.randomUUID());
    }
    int own = threads != null ? threads.intValue() : workers != null ? 0 : 1;
    try (ClusterMember member = ClusterMember.start(where, ClusterArguments::resolve, own,
            note -> err.println("richtest: " + Main.oneLine(note)));
        WorkerProcesses started = workers == null
            ? null
            : WorkerProcesses.start(workers.intValue(), member.address(), where.name(), 1)) {
      if (workers != null) {
        awaitMembers(member, 1 + workers.intValue());
      }
      return member.explore(name, options).result();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CommandException("interrupted while exploring on the cluster", e);
    } catch (IllegalStateException e) {
      throw new CommandException(e.getMessage(), e);
    }
  }

  private static void awaitMembers(ClusterMember member, int members) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JOIN_SECONDS);
    while (member.clusterSize() < members) {
      if (System.nanoTime() > deadline) {
        throw new CommandException("only " + (member.clusterSize() - 1) + " of "
            + (members - 1) + " worker processes joined within " + JOIN_SECONDS + " s");
      }
      Thread.sleep(50);
    }
  }
}
