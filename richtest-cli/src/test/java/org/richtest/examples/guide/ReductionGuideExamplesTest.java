package org.richtest.examples.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Reduction;
import org.richtest.RichTest;
import org.richtest.junit5.ReachabilityTest;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.Port;
import org.richtest.sync.RichThread;
import org.richtest.sync.Symmetry;

/**
 * The examples of the user guide's section on reductions, each run and its count asserted; the
 * regions between {@code // guide:begin} and {@code // guide:end} are the guide's snippets, as in
 * {@link GuideExamplesTest}.
 */
class ReductionGuideExamplesTest {

  // guide:begin symmetric-workers
  /** Three workers with the same code add their share to a total in a critical section. */
  static void workers() throws InterruptedException {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    int[] total = {0};
    List<RichThread> workers = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      workers.add(RichThread.start("w" + i, () -> {
        mutex.P();
        total[0] += 10;
        mutex.V();
      }));
    }
    Symmetry.group("workers", workers); // w1, w2 and w3 are interchangeable
    for (RichThread worker : workers) {
      worker.join();
    }
    assertEquals(30, total[0]);
  }
  // guide:end symmetric-workers

  @Test
  void workers_symmetry_oneSequenceInsteadOfSix() {
    // guide:begin explore-symmetric
    ExplorationResult all = RichTest.explore(ReductionGuideExamplesTest::workers);
    ExplorationResult reduced = RichTest.explore(ReductionGuideExamplesTest::workers,
        ExplorationOptions.defaults().withReductions(Reduction.SYMMETRY));
    // all: 6 sequences, one per order of the workers; reduced: 1
    // guide:end explore-symmetric
    assertEquals(6, all.sequences());
    assertEquals(1, reduced.sequences());
    assertTrue(reduced.summary().startsWith("reachability reduced by symmetry: 1 sequences"));
  }

  /** Two workers entering a critical section twice, the round in their labels. */
  static void rounds() throws InterruptedException {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    List<RichThread> workers = new ArrayList<>();
    for (int i = 1; i <= 2; i++) {
      workers.add(RichThread.start("w" + i, () -> {
        // guide:begin loop-context
        for (int round = 0; round < 2; round++) {
          Symmetry.context("round " + round); // a worker in round 0 is not one in round 1
          mutex.P();
          mutex.V();
        }
        // guide:end loop-context
      }));
    }
    Symmetry.group("workers", workers);
    for (RichThread worker : workers) {
      worker.join();
    }
  }

  @Test
  void rounds_symmetryWithRoundInLabel_betweenOneAndAll() {
    long all = RichTest.explore(ReductionGuideExamplesTest::rounds).sequences();
    long reduced = RichTest.explore(ReductionGuideExamplesTest::rounds,
        ExplorationOptions.defaults().withReductions(Reduction.SYMMETRY)).sequences();

    assertTrue(1 < reduced && reduced < all, reduced + " of " + all);
  }

  // guide:begin order-insensitive
  /** A client asks two servers and counts their replies; which comes first does not matter. */
  static void client() throws InterruptedException {
    Port<String> replies = new Port<String>("replies").orderInsensitive();
    RichThread client = RichThread.start("client", () -> {
      int count = 0;
      for (int i = 0; i < 2; i++) {
        replies.receive();
        count++;
      }
      assertEquals(2, count);
    });
    RichThread s1 = RichThread.start("s1", () -> replies.send("yes from s1"));
    RichThread s2 = RichThread.start("s2", () -> replies.send("yes from s2"));
    for (RichThread thread : List.of(client, s1, s2)) {
      thread.join();
    }
  }
  // guide:end order-insensitive

  @Test
  void client_commute_oneSequenceInsteadOfTwo() {
    assertEquals(2, RichTest.explore(ReductionGuideExamplesTest::client).sequences());
    assertEquals(1, RichTest.explore(ReductionGuideExamplesTest::client,
        ExplorationOptions.defaults().withReductions(Reduction.COMMUTE)).sequences());
  }

  // guide:begin reachability-test-reductions
  @ReachabilityTest(reductions = Reduction.SYMMETRY)
  void workers_total_isTheSumOfTheShares() throws InterruptedException {
    workers(); // declares its workers a group: explored in 1 sequence instead of 6
  }
  // guide:end reachability-test-reductions
}
