package org.richtest.distributed;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.map.IMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.richtest.NondeterminismException;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The work a member does: threads that take items of the submitted explorations, explore them and
 * commit their results, and a thread renewing the leases of the items being explored. A member
 * that cannot read an exploration's submission (another version of RichTest), cannot resolve its
 * program, or whose program's first run differs from the submitter's, says so once through the
 * notes and takes none of its items; it goes on with the other explorations.
 */
final class ClusterWorker implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(ClusterWorker.class);
  private static final long IDLE_MILLIS = 50;
  private static final long RENEW_MILLIS = 1_000;

  /** What a thread of this member explores now. */
  private record Lease(ClusterFrontier frontier, String id, String owner) {}

  private final HazelcastInstance hazelcast;
  private final ProgramResolver resolver;
  private final Consumer<String> notes;
  private final IMap<String, byte[]> explorations;
  private final IMap<String, long[]> members;
  private final IMap<String, String> refusals;
  private final Map<String, ClusterFrontier> frontiers = new ConcurrentHashMap<>();
  private final Map<String, String> refused = new ConcurrentHashMap<>();
  private final Map<String, long[]> done = new ConcurrentHashMap<>();
  private final Map<Integer, Lease> leases = new ConcurrentHashMap<>();
  private final ScheduledExecutorService renewer;
  private final List<Thread> threads = new ArrayList<>();
  private final String name;
  private volatile boolean closed;

  ClusterWorker(
      HazelcastInstance hazelcast, ProgramResolver resolver, int threadCount,
      Consumer<String> notes) {
    this.hazelcast = hazelcast;
    this.resolver = resolver;
    this.notes = notes;
    this.explorations = hazelcast.getMap(Maps.EXPLORATIONS);
    this.members = hazelcast.getMap(Maps.MEMBERS);
    this.refusals = hazelcast.getMap(Maps.REFUSALS);
    this.name = hazelcast.getCluster().getLocalMember().getUuid().toString();
    this.renewer = Executors.newSingleThreadScheduledExecutor(
        runnable ->
            Thread.ofPlatform().daemon().name("richtest-lease-renewer").unstarted(runnable));
    renewer.scheduleWithFixedDelay(this::renew, RENEW_MILLIS, RENEW_MILLIS, TimeUnit.MILLISECONDS);
    for (int i = 0; i < threadCount; i++) {
      int index = i;
      threads.add(Thread.ofPlatform().daemon().name("richtest-member-worker-" + i)
          .start(() -> work(index)));
    }
  }

  /** Returns the frontier of run {@code run}, shared by this member's threads. */
  ClusterFrontier frontier(String run) {
    return frontiers.computeIfAbsent(run, r -> new ClusterFrontier(hazelcast, r));
  }

  private void work(int index) {
    String owner = name + "/" + index;
    Map<String, Optional<WorkItemRunner>> runners = new HashMap<>();
    while (!closed && !Thread.currentThread().isInterrupted()) {
      try {
        if (!workOnce(index, owner, runners)) {
          Thread.sleep(IDLE_MILLIS);
        }
      } catch (HazelcastInstanceNotActiveException | InterruptedException e) {
        return;
      } catch (RuntimeException e) {
        if (closed || !hazelcast.getLifecycleService().isRunning()) {
          return;
        }
        LOG.debug("worker {}: {}; trying again", owner, e.toString());
        sleepQuietly();
      }
    }
  }

  /** Explores one item of some exploration; returns false if there was none to take. */
  private boolean workOnce(
      int index, String owner, Map<String, Optional<WorkItemRunner>> runners) {
    for (Map.Entry<String, byte[]> entry : explorations.entrySet()) {
      if (refused.containsKey(entry.getKey())) {
        continue;
      }
      Submission submission;
      try {
        submission = Submission.fromBytes(entry.getValue());
      } catch (IllegalArgumentException e) {
        refuse(entry.getKey(), "exploration " + entry.getKey() + ": its submission cannot be read"
            + " here (" + e.getMessage() + "): is this member another version of RichTest than"
            + " the submitter's?");
        continue;
      }
      if (submission.isStopped()) {
        continue;
      }
      Optional<WorkItemRunner> runner =
          runners.computeIfAbsent(submission.run(), run -> runnerFor(entry.getKey(), submission));
      if (runner.isEmpty()) {
        continue;
      }
      ClusterFrontier frontier = frontier(submission.run());
      WorkItem item = frontier.lease(owner);
      if (item == null) {
        continue;
      }
      leases.put(index, new Lease(frontier, item.id(), owner));
      WorkResult result;
      try {
        result = runner.get().explore(item, submission.itemRuns());
      } catch (NondeterminismException e) {
        stop(entry.getKey(), submission, Coordinator.NONDETERMINISTIC + e.getMessage());
        return true;
      } catch (RuntimeException e) {
        if (closed || Thread.currentThread().isInterrupted()) {
          return true; // this member is stopping: the lease lapses, another member explores it
        }
        stop(entry.getKey(), submission, Coordinator.FAILED + e);
        return true;
      } finally {
        leases.remove(index);
      }
      if (explorations.containsKey(entry.getKey())) {
        frontier.commit(item, result);
        long[] mine = done.computeIfAbsent(submission.run(), run -> new long[2]);
        synchronized (mine) {
          mine[0] += result.runs();
          mine[1] = frontier.bytes();
          members.set(submission.run() + "/" + name, mine.clone());
        }
      }
      return true;
    }
    return false;
  }

  private Optional<WorkItemRunner> runnerFor(String key, Submission submission) {
    String reason;
    try {
      return Optional.of(SubmittedRunner.of(submission, resolver));
    } catch (SubmittedRunner.Refusal refusal) {
      reason = refusal.otherFirstRun()
          ? "its first run here exercises another sequence than on the member that submitted"
              + " it (another version of the program?)"
          : "it cannot be loaded here: " + refusal.getMessage();
    }
    refuse(key, "exploration of " + submission.program() + ": " + reason);
    return Optional.empty();
  }

  /**
   * Takes no work of the exploration {@code key} names, saying {@code why} once here and to the
   * cluster, where its submitter learns that no member can explore it.
   */
  private void refuse(String key, String why) {
    if (refused.putIfAbsent(key, why) == null) {
      notes.accept(why + "; this member takes no work of it");
      refusals.set(key + "/" + name, why);
    }
  }

  private void stop(String key, Submission submission, String reason) {
    LOG.debug("exploration of {} stopped: {}", submission.program(), reason);
    explorations.set(key, submission.stop(reason).toBytes());
  }

  private void renew() {
    for (Lease lease : leases.values()) {
      try {
        lease.frontier().renew(lease.id(), lease.owner());
      } catch (RuntimeException e) {
        LOG.debug("lease {} not renewed: {}", lease.id(), e.toString());
      }
    }
  }

  private static void sleepQuietly() {
    try {
      Thread.sleep(IDLE_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Returns the runs of the items this member committed, over every exploration. */
  long runsCommitted() {
    long runs = 0;
    for (long[] mine : done.values()) {
      synchronized (mine) {
        runs += mine[0];
      }
    }
    return runs;
  }

  /** Stops taking items; an item being explored is left to expire and be taken again. */
  @Override
  public void close() {
    closed = true;
    renewer.shutdownNow();
    for (Thread thread : threads) {
      thread.interrupt();
    }
  }

  /** Waits for the worker threads to end, at most {@code millis}. */
  void awaitEnd(long millis) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    for (Thread thread : threads) {
      long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
      if (left > 0) {
        thread.join(left);
      }
    }
  }
}
