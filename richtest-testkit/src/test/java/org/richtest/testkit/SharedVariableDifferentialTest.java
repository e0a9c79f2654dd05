package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.Program;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;
import org.richtest.sync.SharedVariable;

/**
 * Hand-written shared-variable programs against the oracle: each is the smallest program the random
 * differential test found for one of the rules of reading a write (docs/decisions.md, Shared
 * variables), so each fails if that rule is undone.
 */
class SharedVariableDifferentialTest {

  @Test
  void twoCompareAndSetsOfTheirOwnReads_oldReadTakesNoWriteItsParentOffered() {
    assertAgrees(4, () -> {
      SharedVariable<Integer> x = new SharedVariable<>(0, "x");
      RichThread t0 = RichThread.start("T0", () -> x.compareAndSet(x.get(), 1));
      RichThread t1 = RichThread.start("T1", () -> x.compareAndSet(x.get(), 2));
      t0.join();
      t1.join();
    });
  }

  @Test
  void readThenCompareAndSet_againstWritesAndAnIncrement_aChangedWriteOffersItsNewCall() {
    assertAgrees(8, () -> {
      SharedInt x = new SharedInt(0, "x");
      RichThread t0 = RichThread.start("T0", () -> {
        x.get();
        x.compareAndSet(1, 3);
      });
      RichThread t1 = RichThread.start("T1", () -> {
        x.set(3);
        x.get();
        x.incrementAndGet();
      });
      t0.join();
      t1.join();
    });
  }

  @Test
  void threeThreads_aReaderOfAnOverwrittenWrite_keepsItsWriteWithTheNewCall() {
    assertAgrees(72, () -> {
      SharedVariable<Integer> x = new SharedVariable<>(0, "x");
      RichThread t0 = RichThread.start("T0", () -> x.compareAndSet(x.get(), 2));
      RichThread t1 = RichThread.start("T1", () -> {
        x.compareAndSet(x.get(), 1);
        x.get();
      });
      RichThread t2 = RichThread.start("T2", () -> x.compareAndSet(x.get(), 2));
      t0.join();
      t1.join();
      t2.join();
    });
  }

  @Test
  void aWriteTakenByAChangedRead_staysWithEverythingBeforeItsCall() {
    assertAgrees(26, () -> {
      SharedVariable<Integer> y = new SharedVariable<>(0, "y");
      SharedVariable<Integer> x = new SharedVariable<>(0, "x");
      RichThread t0 = RichThread.start("T0", () -> {
        x.compareAndSet(x.get(), 2);
        x.get();
      });
      RichThread t1 = RichThread.start("T1", () -> {
        if (x.get() % 2 == 0) {
          y.set(3);
        }
      });
      RichThread t2 = RichThread.start("T2", () -> {
        y.set(3);
        x.compareAndSet(x.get(), 2);
      });
      t0.join();
      t1.join();
      t2.join();
    });
  }

  @Test
  void aReadWhoseWriteLosesItsCall_isLeftUnmatched() {
    assertAgrees(4, () -> {
      SharedInt x = new SharedInt(0, "x");
      RichThread t0 = RichThread.start("T0", () -> {
        if (x.get() % 2 == 0) {
          x.set(1);
        }
      });
      RichThread t1 = RichThread.start("T1", () -> {
        x.incrementAndGet();
        x.get();
      });
      t0.join();
      t1.join();
    });
  }

  @Test
  void storeBuffering_theVariantWhereBothReadInitialValuesIsDropped() {
    assertAgrees(3, () -> {
      SharedInt a = new SharedInt(0, "a");
      SharedInt b = new SharedInt(0, "b");
      RichThread t0 = RichThread.start("T0", () -> {
        a.incrementAndGet();
        b.get();
      });
      RichThread t1 = RichThread.start("T1", () -> {
        b.incrementAndGet();
        a.get();
      });
      t0.join();
      t1.join();
    });
  }

  @Test
  void theEventsAfterAReadWhoseWriteChanges_areRemovedWithIt() {
    assertAgrees(-1, () -> {
      SharedInt x = new SharedInt(0, "x");
      SharedInt y = new SharedInt(0, "y");
      RichThread t0 = RichThread.start("T0", () -> {
        if (x.get() % 2 == 0) {
          y.set(1);
        }
      });
      RichThread t1 = RichThread.start("T1", () -> x.set(2));
      RichThread t2 = RichThread.start("T2", () -> x.set(1));
      t0.join();
      t1.join();
      t2.join();
    });
  }

  /** Asserts that reachability testing and the oracle agree, on {@code sequences} if not -1. */
  private static void assertAgrees(int sequences, Program program) {
    Differential.Comparison comparison = Differential.compare(program);

    assertTrue(comparison.agrees(), comparison.problem());
    if (sequences >= 0) {
      assertEquals(sequences, comparison.oracleSequences());
    }
  }
}
