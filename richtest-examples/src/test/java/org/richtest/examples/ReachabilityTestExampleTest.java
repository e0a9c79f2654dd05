package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.richtest.examples.boundedbuffer.BoundedBufferSemaphore;
import org.richtest.junit5.ReachabilityTest;
import org.richtest.sync.RichThread;

/**
 * How to write a reachability test with JUnit 5: annotate the method {@link ReachabilityTest} and
 * write its body as the program under test. The body runs once per SYN-sequence, as logical thread
 * {@code main}; it creates the synchronization objects and threads itself and asserts at the end.
 *
 * <p>If some interleaving broke the assertion or deadlocked, the test would fail with that
 * sequence in text form, the path of the sequence saved as JSON under {@code
 * target/richtest-traces}, and a line {@code @ReachabilityTest(replay = "<path>")} to paste over
 * the method to re-run exactly that interleaving under a debugger.
 */
class ReachabilityTestExampleTest {

  /** Counts the runs, only so this example pins the paper's count; real tests need no counter. */
  private static final AtomicLong RUNS = new AtomicLong();

  @ReachabilityTest
  void boundedBuffer_threeProducersThreeConsumersTwoSlots_everyValueWithdrawnOnce()
      throws InterruptedException {
    RUNS.incrementAndGet();
    BoundedBufferSemaphore buffer = new BoundedBufferSemaphore(2);
    int[] withdrawn = new int[3];
    List<RichThread> threads =
        List.of(
            new RichThread("p1", () -> buffer.deposit(1)),
            new RichThread("p2", () -> buffer.deposit(2)),
            new RichThread("c1", () -> withdrawn[0] = buffer.withdraw()),
            new RichThread("c2", () -> withdrawn[1] = buffer.withdraw()),
            new RichThread("c3", () -> withdrawn[2] = buffer.withdraw()),
            new RichThread("p3", () -> buffer.deposit(3)));
    for (RichThread thread : threads) {
      thread.start();
    }
    for (RichThread thread : threads) {
      thread.join();
    }
    Arrays.sort(withdrawn);
    assertArrayEquals(new int[] {1, 2, 3}, withdrawn);
  }

  /** The paper's Table 4 count for this configuration: 324 sequences, each run exactly once. */
  @AfterAll
  static void boundedBuffer_afterExploration_ranTable4Count() {
    assertEquals(324, RUNS.get());
  }
}
