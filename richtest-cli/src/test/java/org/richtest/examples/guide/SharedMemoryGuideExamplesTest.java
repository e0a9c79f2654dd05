package org.richtest.examples.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;

/**
 * The shared-variable examples of the user guide, explored and their counts asserted against the
 * exhaustive oracle; {@link GuideSnippetsTest} checks that the guide shows the marked regions
 * unchanged.
 */
class SharedMemoryGuideExamplesTest {

  // guide:begin shared-lost-update
  /** Two threads increment a shared counter by a read and then a write. */
  static void lostUpdate() throws InterruptedException {
    SharedInt counter = new SharedInt(0, "counter");
    RichThread.Body increment = () -> {
      int read = counter.get(); // a read: takes the latest write, consumes nothing
      counter.set(read + 1); // a write: an event on the variable's line
    };
    RichThread t1 = RichThread.start("T1", increment);
    RichThread t2 = RichThread.start("T2", increment);
    t1.join();
    t2.join();
    assertEquals(2, counter.get(), "lost update");
  }
  // guide:end shared-lost-update

  // guide:begin shared-cas-counter
  /** The fix: a compare-and-set loop retries when the other thread wrote in between. */
  static void casCounter() throws InterruptedException {
    SharedInt counter = new SharedInt(0, "counter");
    RichThread.Body increment = () -> {
      int read;
      do {
        read = counter.get();
      } while (!counter.compareAndSet(read, read + 1));
    };
    RichThread t1 = RichThread.start("T1", increment);
    RichThread t2 = RichThread.start("T2", increment);
    t1.join();
    t2.join();
    assertEquals(2, counter.get());
  }
  // guide:end shared-cas-counter

  @Test
  void lostUpdate_fourSequences_twoFail() {
    // guide:begin explore-shared-lost-update
    ExplorationResult result = RichTest.explore(
        SharedMemoryGuideExamplesTest::lostUpdate,
        ExplorationOptions.defaults().withStopAtFirstBug(false));
    long sequences = result.sequences(); // 4
    int failing = result.failures().size(); // 2: both threads read 0
    // guide:end explore-shared-lost-update
    assertEquals(4, sequences);
    assertEquals(2, failing);
    assertEquals(oracleSequences(SharedMemoryGuideExamplesTest::lostUpdate), sequences);
  }

  @Test
  void casCounter_noFailure_likeTheOracle() {
    ExplorationResult result = RichTest.explore(SharedMemoryGuideExamplesTest::casCounter);

    result.assertNoBugs();
    assertEquals(oracleSequences(SharedMemoryGuideExamplesTest::casCounter), result.sequences());
  }

  private static long oracleSequences(Program program) {
    return RichTest.explore(
            program,
            ExplorationOptions.defaults()
                .withStrategy(Strategy.EXHAUSTIVE)
                .withStopAtFirstBug(false))
        .sequences();
  }
}
