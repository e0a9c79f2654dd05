package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serial;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.richtest.Program;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.AbstractQueuedLongSynchronizer;

/**
 * The {@code AbstractQueuedLongSynchronizer} drop-in, which no random kind draws, against the
 * exhaustive oracle with every comparison {@link Differential#compare} makes: a mutex written on
 * it, as the JDK's Javadoc writes one, held by two threads in turn around a read and a write of a
 * shared counter, which must end at 2.
 */
class LongSynchronizerDifferentialTest {

  /** The Javadoc's non-reentrant mutex, on a long state: 0 free, 1 held. */
  static final class Mutex extends AbstractQueuedLongSynchronizer {
    @Serial
    private static final long serialVersionUID = 1L;

    Mutex() {
      super("mutex");
    }

    @Override
    protected boolean tryAcquire(long acquires) {
      if (compareAndSetState(0, 1)) {
        setExclusiveOwnerThread(Thread.currentThread());
        return true;
      }
      return false;
    }

    @Override
    protected boolean tryRelease(long releases) {
      setExclusiveOwnerThread(null);
      setState(0);
      return true;
    }

    @Override
    protected boolean isHeldExclusively() {
      return getState() == 1;
    }
  }

  /** A mutex's two halves, so that one program runs on either synchronizer. */
  record Halves(Runnable acquire, Runnable release) {

    static Halves onLongState() {
      Mutex mutex = new Mutex();
      return new Halves(() -> mutex.acquire(1), () -> mutex.release(1));
    }

    static Halves onIntState() {
      TimedDropInDifferentialTest.Mutex mutex = new TimedDropInDifferentialTest.Mutex("mutex");
      return new Halves(() -> mutex.acquire(1), () -> mutex.release(1));
    }
  }

  /**
   * Main and T each take the mutex {@code made} makes, add one to the counter by a read and a
   * write, and give it back; with the mutex, no update is lost. 12 sequences, the oracle's count
   * (which thread's compare-and-set comes first, and where the other's attempts, queueing and
   * wake-up fall among the holder's events), the same on the long state as on the int state of
   * {@code AbstractQueuedSynchronizer}, whose queue it shares; with the long state's
   * compare-and-set broken into a read and a write, 16 of 48 lose an increment.
   */
  static Program twoIncrements(Supplier<Halves> made) {
    return () -> {
      Halves mutex = made.get();
      SharedInt counter = new SharedInt(0, "counter");
      Runnable increment = () -> {
        mutex.acquire().run();
        try {
          counter.set(counter.get() + 1);
        } finally {
          mutex.release().run();
        }
      };
      RichThread t = RichThread.start("T", increment::run);
      increment.run();
      t.join();
      if (counter.get() != 2) {
        throw new AssertionError("an increment was lost: " + counter.get());
      }
    };
  }

  @Test
  void twoIncrements_matchTheOracle_noneLost_asOnTheIntState() {
    List<Supplier<Halves>> mutexes = List.of(Halves::onLongState, Halves::onIntState);
    for (Supplier<Halves> made : mutexes) {
      Program program = twoIncrements(made);
      Differential.Comparison comparison = Differential.compare(program);

      assertTrue(comparison.agrees(), comparison.problem());
      assertEquals(12, comparison.oracleSequences(), "oracle sequences");
      assertEquals(12, comparison.reachabilitySequences(), "reachability sequences");
      assertEquals(0, Differential.explore(program,
          Differential.options(Strategy.REACHABILITY)).bugs().size(), "failing sequences");
    }
  }
}
