package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;

/**
 * Explorations on clusters of members in the test's JVM: the counts are those of a local
 * exploration, with several members, with a member that cannot load the program, with a member
 * that crashes mid-way and with a submitter that crashes and is replaced.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@ExtendWith(ThreadDumpOnTimeout.class)
class ClusterExplorationTest {

  private static final ExplorationOptions OPTIONS =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void explore_twoMembers_countsAsLocalOnRandomPrograms() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember submitter = cluster.start(1);
      cluster.start(1);
      for (long seed = 0; seed < 8; seed++) {
        String name = "mixed-" + seed;
        ExplorationResult local = RichTest.explore(TestPrograms.resolve(name), OPTIONS);
        ClusterResult remote = submitter.explore(name, OPTIONS, 3);
        assertEquals(local.sequences(), remote.result().sequences(), name);
        assertEquals(local.runs(), remote.result().runs(), name);
        assertEquals(local.partialRuns(), remote.result().partialRuns(), name);
        assertEquals(local.bugs().size(), remote.result().bugs().size(), name);
        assertTrue(remote.result().complete(), name);
        assertEquals(2, remote.members());
      }
    }
  }

  /**
   * A periodic task's bound reaches the members and the runs that cut the task are counted: with
   * the members' default bound the count would be 32, and work results once carried no cuts.
   */
  @Test
  void explore_periodicTask_boundAndCutsAsLocal() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember submitter = cluster.start(1);
      cluster.start(1);
      ExplorationOptions threePeriods = OPTIONS.withMaxPeriods(3);
      ExplorationResult local = RichTest.explore(TestPrograms.resolve("ticks"), threePeriods);

      ClusterResult remote = submitter.explore("ticks", threePeriods, 5);

      assertEquals(88, local.sequences());
      assertEquals(local.sequences(), remote.result().sequences());
      assertEquals(local.runs(), remote.result().periodicCuts());
      assertEquals(local.periodicCuts(), remote.result().periodicCuts());
      assertTrue(remote.result().complete());
    }
  }

  @Test
  void explore_memberWithoutTheProgram_saysSoAndTakesNoWork() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember submitter = cluster.start(1);
      cluster.start(2, name -> {
        throw new IllegalArgumentException("no class '" + name + "' on the class path");
      });
      ClusterResult result = submitter.explore("mutex-3-2", OPTIONS, 5);
      assertEquals(90, result.result().sequences());
      assertTrue(result.result().complete());
      assertEquals(1, cluster.notes.size(), cluster.notes.toString());
      assertEquals("exploration of mutex-3-2: it cannot be loaded here: no class 'mutex-3-2' on"
          + " the class path; this member takes no work of it", cluster.notes.get(0));
    }
  }

  /**
   * A submission a member cannot read (written by another version of RichTest) is refused once,
   * saying why, and the member goes on with the others: it once retried it for ever at the debug
   * level, and took no work of any exploration listed after it.
   */
  @Test
  void explore_submissionOfAnotherVersion_saysSoAndTakesTheOthers() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember submitter = cluster.start(0);
      submitter.hazelcast().<String, byte[]>getMap(Maps.EXPLORATIONS)
          .set("foreign", new byte[] {99, 0, 1});
      cluster.start(1);
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (cluster.notes.isEmpty() && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      assertEquals(List.of("exploration foreign: its submission cannot be read here (a submission"
          + " of version 99, not 4): is this member another version of RichTest than the"
          + " submitter's?; this member takes no work of it"), cluster.notes);

      ClusterResult result = submitter.explore("mutex-3-2", OPTIONS, 5);

      assertEquals(90, result.result().sequences());
      assertTrue(result.result().complete());
      assertEquals(1, cluster.notes.size(), cluster.notes.toString());
    }
  }

  /** When no member that explores can load the program, the submitter says so instead of waiting. */
  @Test
  void explore_everyMemberWithoutTheProgram_failsNamingEach() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember submitter = cluster.start(0);
      ClusterMember member = cluster.start(1, name -> {
        throw new IllegalArgumentException("no class '" + name + "' on the class path");
      });
      IllegalStateException refused =
          assertThrows(IllegalStateException.class,
              () -> submitter.explore("mutex-3-2", OPTIONS.withMaxTime(Duration.ofSeconds(30))));
      assertEquals("no member of the cluster can explore mutex-3-2: " + member.address()
          + ": exploration of mutex-3-2: it cannot be loaded here: no class 'mutex-3-2' on the"
          + " class path", refused.getMessage());
    }
  }

  /** A member that vanishes (no graceful leave) while it explores: its items are taken again. */
  @Test
  void explore_memberCrashesMidway_countsExactly() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember submitter = cluster.start(1);
      ClusterMember victim = cluster.start(1);
      cluster.start(1);
      CompletableFuture<ClusterResult> exploring = exploreInBackground(submitter, "mutex-4-2", 20);
      // The victim dies as soon as it has committed an item: its later items are left leased.
      while (victim.runsCommitted() == 0 && !exploring.isDone()) {
        Thread.sleep(1);
      }
      boolean midway = !exploring.isDone();
      victim.crash();
      ClusterResult result = exploring.get(120, TimeUnit.SECONDS);
      assertTrue(midway, "the exploration ended before the victim committed anything");
      assertExploredMutex42Exactly(result);
    }
  }

  /** The submitter dies; the same exploration submitted again continues from the frontier. */
  @Test
  void explore_submitterCrashesThenResubmitted_continuesToTheExactCount() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember first = cluster.start(0);
      ClusterMember worker = cluster.start(1);
      cluster.start(1);
      CompletableFuture<ClusterResult> lost = exploreInBackground(first, "mutex-4-2", 20);
      while (worker.runsCommitted() == 0 && !lost.isDone()) {
        Thread.sleep(1);
      }
      assertFalse(lost.isDone(), "the exploration ended before the submitter crashed");
      first.crash();
      ExecutionException left =
          assertThrows(ExecutionException.class, () -> lost.get(60, TimeUnit.SECONDS));
      assertTrue(left.getCause().getMessage().startsWith("this member left the cluster while it"
          + " watched the exploration of mutex-4-2"), left.getCause().toString());
      ClusterMember second = cluster.start(0);
      ClusterResult result = second.explore("mutex-4-2", OPTIONS, 20);
      assertExploredMutex42Exactly(result);
    }
  }

  /** A submitter that explores nothing itself: the member that joins after the start does it. */
  @Test
  void explore_memberJoinsLate_takesTheWork() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember submitter = cluster.start(0);
      CompletableFuture<ClusterResult> result = exploreInBackground(submitter, "mutex-3-2", 10);
      Thread.sleep(300);
      assertFalse(result.isDone());
      cluster.start(1);
      assertEquals(90, result.get(60, TimeUnit.SECONDS).result().sequences());
    }
  }

  @Test
  void explore_timeBudget_stopsIncomplete() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember submitter = cluster.start(1);
      ClusterResult result =
          submitter.explore("mutex-5-2", OPTIONS.withMaxTime(Duration.ofMillis(300)), 50);
      assertFalse(result.result().complete());
      assertTrue(result.result().sequences() < 113_400, result.toString());
    }
  }

  /** Asserts that {@code result} is the complete exploration of {@code mutex-4-2}, each once. */
  private static void assertExploredMutex42Exactly(ClusterResult result) {
    assertEquals(2520, result.result().sequences());
    assertEquals(2520, result.result().runs());
    assertTrue(result.result().complete());
  }

  /**
   * Explores {@code program} from {@code member} on a thread of its own, in items of {@code runs}:
   * not the common pool's, whose one worker on a two-core machine a test's stuck exploration would
   * keep from the next test's.
   */
  private static CompletableFuture<ClusterResult> exploreInBackground(
      ClusterMember member, String program, int runs) {
    CompletableFuture<ClusterResult> result = new CompletableFuture<>();
    Thread.ofPlatform().daemon().name("explore-" + program).start(() -> {
      try {
        result.complete(member.explore(program, OPTIONS, runs));
      } catch (InterruptedException | RuntimeException e) {
        result.completeExceptionally(e);
      }
    });
    return result;
  }

  @Test
  void explore_badOptions_areRefusedNamingThem() throws Exception {
    try (LocalCluster cluster = new LocalCluster()) {
      ClusterMember member = cluster.start(0);
      assertEquals("maxRuns does not apply to an exploration on a cluster; give maxTime",
          assertThrows(IllegalArgumentException.class,
              () -> member.explore("mutex-2-1", OPTIONS.withMaxRuns(10))).getMessage());
      assertEquals("no test program 'nothing'",
          assertThrows(IllegalArgumentException.class,
              () -> member.explore("nothing", OPTIONS)).getMessage());
      assertEquals("itemRuns must be positive, was 0",
          assertThrows(IllegalArgumentException.class,
              () -> member.explore("mutex-2-1", OPTIONS, 0)).getMessage());
    }
  }
}
