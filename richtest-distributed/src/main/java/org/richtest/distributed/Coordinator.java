package org.richtest.distributed;

import com.google.common.collect.ImmutableList;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationProgress;
import org.richtest.ExplorationResult;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/**
 * The submitting member's side of an exploration: puts the submission and the first item into the
 * cluster, watches the frontier until it is empty (or a bug, the time budget or an error stops the
 * exploration), reports progress about once a second, and sums the committed results into one
 * {@link ExplorationResult}. A submission of an exploration the cluster still holds (its submitter
 * died) continues it.
 */
final class Coordinator {

  /** The start of a stop reason that a nondeterministic program caused. */
  static final String NONDETERMINISTIC = "nondeterministic: ";

  /** The start of a stop reason that an error on a member caused. */
  static final String FAILED = "failed: ";

  /** The start of a stop reason when every member that explores refused the exploration. */
  private static final String REFUSED = "refused: ";

  private static final String BUG = "bug";
  private static final String BUDGET = "time budget";
  private static final long POLL_MILLIS = 50;
  private static final long PROGRESS_NANOS = TimeUnit.SECONDS.toNanos(1);

  private final HazelcastInstance hazelcast;
  private final ClusterWorker worker;
  private final IMap<String, byte[]> explorations;
  private final IMap<String, long[]> members;
  private final IMap<String, String> refusals;

  Coordinator(HazelcastInstance hazelcast, ClusterWorker worker) {
    this.hazelcast = hazelcast;
    this.worker = worker;
    this.explorations = hazelcast.getMap(Maps.EXPLORATIONS);
    this.members = hazelcast.getMap(Maps.MEMBERS);
    this.refusals = hazelcast.getMap(Maps.REFUSALS);
  }

  ClusterResult explore(String name, Program program, ExplorationOptions options, int itemRuns)
      throws InterruptedException {
    if (options.maxRuns() != Long.MAX_VALUE) {
      throw new IllegalArgumentException(
          "maxRuns does not apply to an exploration on a cluster; give maxTime");
    }
    if (options.checkpoint() != null || options.resume() != null) {
      throw new IllegalArgumentException("checkpoint and resume do not apply to an exploration on"
          + " a cluster: its frontier is kept by the cluster");
    }
    if (itemRuns < 1) {
      throw new IllegalArgumentException("itemRuns must be positive, was " + itemRuns);
    }
    WorkItemRunner runner = WorkItemRunner.of(program, options);
    long start = System.nanoTime();
    try (InterruptOnLeave leaving = new InterruptOnLeave(hazelcast)) {
      try {
        return explore(name, options, runner, itemRuns, start);
      } catch (RuntimeException | InterruptedException e) {
        if (leaving.left()) {
          throw new IllegalStateException("this member left the cluster while it watched the"
              + " exploration of " + name + "; the cluster keeps its frontier: submit it again"
              + " from another member to continue", e);
        }
        throw e;
      }
    }
  }

  private ClusterResult explore(
      String name, ExplorationOptions options, WorkItemRunner runner, int itemRuns, long start)
      throws InterruptedException {
    Submission fresh =
        Submission.of(name, options, runner.programKey(), itemRuns, UUID.randomUUID().toString());
    String key = fresh.key();
    byte[] earlier = explorations.putIfAbsent(key, fresh.toBytes());
    Submission submission = earlier == null ? fresh : Submission.fromBytes(earlier);
    if (submission.isStopped()) {
      submission = submission.stop("");
      explorations.set(key, submission.toBytes());
    }
    ClusterFrontier frontier = worker.frontier(submission.run());
    frontier.start(runner.root());
    try {
      String stopped = watch(key, submission, frontier, options, start);
      return result(submission, frontier, options, runner, stopped, start);
    } finally {
      if (hazelcast.getLifecycleService().isRunning()) {
        forget(key, submission, frontier);
      }
    }
  }

  /** Removes a finished exploration from the cluster: its submission, frontier and tallies. */
  private void forget(String key, Submission submission, ClusterFrontier frontier) {
    explorations.delete(key);
    frontier.destroy();
    String run = submission.run() + "/";
    for (String member : members.keySet()) {
      if (member.startsWith(run)) {
        members.delete(member);
      }
    }
    for (String refusal : refusals.keySet()) {
      if (refusal.startsWith(key + "/")) {
        refusals.delete(refusal);
      }
    }
  }

  /** Waits until the frontier is empty or the exploration stopped; returns why it stopped. */
  private String watch(
      String key, Submission submission, ClusterFrontier frontier, ExplorationOptions options,
      long start) throws InterruptedException {
    long nextProgress = System.nanoTime() + PROGRESS_NANOS;
    Duration maxTime = options.maxTime();
    while (true) {
      Thread.sleep(POLL_MILLIS);
      byte[] now = explorations.get(key);
      if (now == null) {
        throw new IllegalStateException("the exploration of " + submission.program()
            + " was removed from the cluster by another member");
      }
      Submission current = Submission.fromBytes(now);
      if (current.isStopped()) {
        return current.stopped();
      }
      if (frontier.isEmpty()) {
        return "";
      }
      if (maxTime != null && System.nanoTime() - start >= maxTime.toNanos()) {
        explorations.set(key, submission.stop(BUDGET).toBytes());
        return BUDGET;
      }
      if (System.nanoTime() >= nextProgress) {
        String refused = refusedByAll(key);
        if (refused != null) {
          return REFUSED + refused;
        }
        List<WorkResult> results = frontier.results();
        if (results.stream().anyMatch(WorkResult::stop)) {
          explorations.set(key, submission.stop(BUG).toBytes());
          return BUG;
        }
        report(options, submission, frontier, results, start);
        nextProgress = System.nanoTime() + PROGRESS_NANOS;
      }
    }
  }

  /**
   * Returns why, if every member that explores (one with threads) refused the exploration {@code
   * key}: each member's address and reason; null if one may take its items, or none explores
   * yet (a member that joins later may).
   */
  private @Nullable String refusedByAll(String key) {
    List<String> reasons = new ArrayList<>();
    for (Member member : hazelcast.getCluster().getMembers()) {
      String threads = member.getAttribute(Maps.THREADS);
      if (threads == null || threads.equals("0")) {
        continue;
      }
      String why = refusals.get(key + "/" + member.getUuid());
      if (why == null) {
        return null;
      }
      reasons.add(member.getAddress().getHost() + ":" + member.getAddress().getPort() + ": " + why);
    }
    return reasons.isEmpty() ? null : String.join("; ", reasons);
  }

  private void report(
      ExplorationOptions options, Submission submission, ClusterFrontier frontier,
      List<WorkResult> results, long start) {
    long sequences = 0;
    long runs = 0;
    for (WorkResult result : results) {
      sequences += result.sequences();
      runs += result.runs();
    }
    ImmutableList.Builder<Long> memberRuns = ImmutableList.builder();
    for (Map.Entry<String, long[]> entry : members.entrySet()) {
      if (entry.getKey().startsWith(submission.run() + "/")) {
        memberRuns.add(entry.getValue()[0]);
      }
    }
    options.listener().onProgress(new ExplorationProgress(
        sequences, runs, memberRuns.build(), frontier.size(),
        Duration.ofNanos(System.nanoTime() - start), null));
  }

  private ClusterResult result(
      Submission submission, ClusterFrontier frontier, ExplorationOptions options,
      WorkItemRunner runner, String stopped, long start) {
    if (stopped.startsWith(NONDETERMINISTIC)) {
      throw new NondeterminismException(stopped.substring(NONDETERMINISTIC.length()));
    }
    if (stopped.startsWith(REFUSED)) {
      throw new IllegalStateException("no member of the cluster can explore "
          + submission.program() + ": " + stopped.substring(REFUSED.length()));
    }
    if (stopped.startsWith(FAILED)) {
      throw new IllegalStateException("a member failed exploring "
          + submission.program() + ": " + stopped.substring(FAILED.length()));
    }
    List<WorkResult> results = frontier.results();
    WorkTally tally = new WorkTally();
    results.forEach(tally::add);
    long bytes = 0;
    for (Map.Entry<String, long[]> entry : members.entrySet()) {
      if (entry.getKey().startsWith(submission.run() + "/")) {
        bytes += entry.getValue()[1];
      }
    }
    ExplorationResult result = tally.result(
        options, runner, stopped.isEmpty(), Duration.ofNanos(System.nanoTime() - start));
    return new ClusterResult(
        result, hazelcast.getCluster().getMembers().size(), results.size(), bytes);
  }
}
