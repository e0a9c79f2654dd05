package org.richtest.distributed;

import com.hazelcast.cluster.Address;
import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.util.function.Consumer;
import org.richtest.ExplorationOptions;
import org.richtest.Program;

/**
 * A member of a RichTest cluster: an embedded Hazelcast member that explores the work items of
 * every exploration submitted to the cluster on a number of threads, and may submit explorations
 * itself. Every member needs the programs' classes on its class path; the cluster holds only the
 * frontier (work items and committed results, each with a backup on another member).
 *
 * <pre>{@code
 * try (ClusterMember member = ClusterMember.start(
 *     ClusterOptions.loopback().withMembers("10.0.0.1:5701"), programs, 2, System.err::println)) {
 *   ExplorationResult result = member.explore("dp-monitor-su-6", ExplorationOptions.defaults())
 *       .result();
 * }
 * }</pre>
 */
public final class ClusterMember implements AutoCloseable {

  /** The runs a member explores of one item before handing the rest back, unless told. */
  public static final int DEFAULT_ITEM_RUNS = 500;

  private final HazelcastInstance hazelcast;
  private final ProgramResolver resolver;
  private final ClusterWorker worker;

  private ClusterMember(
      HazelcastInstance hazelcast, ProgramResolver resolver, int threads, Consumer<String> notes) {
    this.hazelcast = hazelcast;
    this.resolver = resolver;
    this.worker = new ClusterWorker(hazelcast, resolver, threads, notes);
  }

  /**
   * Starts a member of the cluster {@code cluster} describes (a new one if it lists no member),
   * exploring items on {@code threads} threads (0: it only submits and holds data).
   *
   * @param notes told, in one line, what the member cannot do: an exploration whose submission it
   *     cannot read (another version of RichTest), whose program it cannot load or that differs
   *     from the submitter's
   * @throws IllegalArgumentException if {@code threads} is negative
   */
  public static ClusterMember start(
      ClusterOptions cluster, ProgramResolver resolver, int threads, Consumer<String> notes) {
    if (threads < 0) {
      throw new IllegalArgumentException("threads must not be negative, was " + threads);
    }
    Config config = Maps.config(cluster);
    config.getMemberAttributeConfig().setAttribute(Maps.THREADS, Integer.toString(threads));
    HazelcastInstance hazelcast = Hazelcast.newHazelcastInstance(config);
    return new ClusterMember(hazelcast, resolver, threads, notes);
  }

  /** Returns the member's Hazelcast instance, for the tests of this package to reach its maps. */
  HazelcastInstance hazelcast() {
    return hazelcast;
  }

  /** Returns the address other members join this one at, {@code HOST:PORT}. */
  public String address() {
    Address address = hazelcast.getCluster().getLocalMember().getAddress();
    return address.getHost() + ":" + address.getPort();
  }

  /** Returns the number of members in the cluster now. */
  public int clusterSize() {
    return hazelcast.getCluster().getMembers().size();
  }

  /**
   * Explores the program called {@code program} on the cluster, in items of {@link
   * #DEFAULT_ITEM_RUNS} runs.
   *
   * @see #explore(String, ExplorationOptions, int)
   */
  public ClusterResult explore(String program, ExplorationOptions options)
      throws InterruptedException {
    return explore(program, options, DEFAULT_ITEM_RUNS);
  }

  /**
   * Explores the program called {@code program} (resolved here and on every member) on the
   * cluster by reachability testing, in items of {@code itemRuns} runs, and returns the same counts
   * as {@code RichTest.explore}. This member's threads work too. Of the options' budgets only the
   * time applies; the listener gets {@code onProgress} about once a second (the runs happen on
   * the members, so not {@code onRun}). If the cluster still holds this exploration, because the
   * member that submitted it died, it is continued.
   *
   * @throws IllegalArgumentException if the program is unknown here, or the options ask for
   *     another strategy than plain reachability testing, a run budget, or a checkpoint
   * @throws org.richtest.NondeterminismException if a member found the program nondeterministic
   * @throws IllegalStateException if a member failed exploring it, or this member left the
   *     cluster while it watched the exploration (which the cluster keeps for a resubmission)
   */
  public ClusterResult explore(String program, ExplorationOptions options, int itemRuns)
      throws InterruptedException {
    Program resolved = resolver.resolve(program);
    return new Coordinator(hazelcast, worker).explore(program, resolved, options, itemRuns);
  }

  /** Returns the runs of the items this member explored and committed (for tests). */
  long runsCommitted() {
    return worker.runsCommitted();
  }

  /**
   * Leaves the cluster as if the process died: stops at once, without committing what it explores
   * or handing its data on (for tests of faults in one JVM).
   */
  void crash() {
    worker.close();
    hazelcast.getLifecycleService().terminate();
  }

  /** Leaves the cluster: stops taking items and hands this member's data to the others. */
  @Override
  public void close() {
    worker.close();
    try {
      worker.awaitEnd(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    hazelcast.shutdown();
  }
}
