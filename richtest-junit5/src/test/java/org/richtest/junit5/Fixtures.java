package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.richtest.Reduction;
import org.richtest.Strategy;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedVariable;
import org.richtest.sync.Symmetry;
import org.richtest.sync.concurrent.LinkedBlockingQueue;

/**
 * Test classes that {@link ReachabilityExtensionTest} runs through {@code EngineTestKit}, and the
 * programs their methods are. Each fixture is disabled elsewhere by {@link EngineTestKitOnly}; each
 * counts how often its body ran, which is how often the extension invoked the method.
 */
final class Fixtures {

  /** Where the failing fixtures save their traces, relative to the module's directory. */
  static final String TRACE_DIR = "target/richtest-fixture-traces";

  /** Where a test copies a saved trace for {@link LostUpdateReplay} to replay. */
  static final String REPLAY_FILE = "target/richtest-fixture-replay/lost-update.json";

  /** Counts the runs of every fixture body; tests reset it. */
  static final AtomicInteger BODY_RUNS = new AtomicInteger();

  private Fixtures() {}

  /**
   * Counts a run of a fixture body in {@link #BODY_RUNS}; for bodies the agent rewrites, whose
   * references to {@code AtomicInteger} become the drop-in's, which this field is not.
   */
  static void countRun() {
    BODY_RUNS.incrementAndGet();
  }

  /** Correct: {@code threads} threads increment a counter inside one critical section each. */
  static void mutex(int threads) throws InterruptedException {
    mutex(threads, false);
  }

  /** As {@link #mutex(int)}, the threads declared a symmetry group if {@code symmetric}. */
  static void mutex(int threads, boolean symmetric) throws InterruptedException {
    BODY_RUNS.incrementAndGet();
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    int[] counter = {0};
    List<RichThread> started = new ArrayList<>();
    for (int i = 1; i <= threads; i++) {
      started.add(
          RichThread.start(
              "T" + i,
              () -> {
                mutex.P();
                counter[0]++;
                mutex.V();
              }));
    }
    if (symmetric) {
      Symmetry.group("incrementers", started);
    }
    for (RichThread thread : started) {
      thread.join();
    }
    assertEquals(threads, counter[0], "lost update");
  }

  /**
   * Buggy: two threads read and write a counter in separate critical sections. T2 first passes
   * another semaphore, so the first (oldest-pending) run happens to be correct and the failing
   * interleaving is a variant the exploration derives later.
   */
  static void lostUpdate() throws InterruptedException {
    BODY_RUNS.incrementAndGet();
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    CountingSemaphore detour = new CountingSemaphore(1, "detour");
    int[] counter = {0};
    RichThread.Body increment =
        () -> {
          mutex.P();
          int read = counter[0];
          mutex.V();
          mutex.P();
          counter[0] = read + 1;
          mutex.V();
        };
    RichThread t1 = RichThread.start("T1", increment);
    RichThread t2 =
        RichThread.start(
            "T2",
            () -> {
              detour.P();
              detour.V();
              increment.run();
            });
    t1.join();
    t2.join();
    assertEquals(2, counter[0], "lost update");
  }

  /** Deadlocks: two threads take two semaphores in opposite orders. */
  static void oppositeOrder() throws InterruptedException {
    BODY_RUNS.incrementAndGet();
    CountingSemaphore a = new CountingSemaphore(1, "a");
    CountingSemaphore b = new CountingSemaphore(1, "b");
    RichThread t1 = RichThread.start("T1", () -> takeBoth(a, b));
    RichThread t2 = RichThread.start("T2", () -> takeBoth(b, a));
    t1.join();
    t2.join();
  }

  private static void takeBoth(CountingSemaphore first, CountingSemaphore second) {
    first.P();
    second.P();
    second.V();
    first.V();
  }

  /** A thread spins for ever on a variable nobody writes: only a bound on the run ends it. */
  @ExtendWith(EngineTestKitOnly.class)
  static class SpinsForEver {
    @ReachabilityTest
    void spins() throws InterruptedException {
      SharedVariable<Boolean> ready = new SharedVariable<>(false, "ready");
      RichThread spinner = RichThread.start("S", () -> {
        while (!ready.get()) {
          ready.compareAndSet(true, true);
        }
      });
      spinner.join();
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class Mutex {
    @ReachabilityTest
    void twoThreads() throws InterruptedException {
      mutex(2);
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class MutexSymmetric {
    @ReachabilityTest(reductions = Reduction.SYMMETRY)
    void threeInterchangeableThreads() throws InterruptedException {
      mutex(3, true);
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class MutexExhaustive {
    @ReachabilityTest(strategy = Strategy.EXHAUSTIVE)
    void twoThreads() throws InterruptedException {
      mutex(2);
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class MutexDpor {
    @ReachabilityTest(strategy = Strategy.DPOR)
    void threeThreads() throws InterruptedException {
      mutex(3);
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class LostUpdateContextBounded {
    @ReachabilityTest(strategy = Strategy.CONTEXT_BOUNDED)
    void twoIncrements() throws InterruptedException {
      lostUpdate();
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class MutexParallel {
    @ReachabilityTest(parallelism = 3)
    void fourThreads() throws InterruptedException {
      mutex(4);
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class MutexBudget {
    @ReachabilityTest(maxRuns = 2)
    void threeThreads() throws InterruptedException {
      mutex(3);
    }
  }

  /** The mutex inside JUnit's {@code assertTimeoutPreemptively}, without the agent. */
  @ExtendWith(EngineTestKitOnly.class)
  static class MutexPreemptively {
    @ReachabilityTest
    void twoThreads() {
      org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
          java.time.Duration.ofSeconds(30), () -> mutex(2));
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class MutexBudgetWhole {
    @ReachabilityTest(maxRuns = 2, failIfIncomplete = true)
    void threeThreads() throws InterruptedException {
      mutex(3);
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class LostUpdate {
    @ReachabilityTest(traceDir = TRACE_DIR)
    void twoIncrements() throws InterruptedException {
      lostUpdate();
    }
  }

  /** A worker that swallows the interrupt of its wait for a task, so its loop never ends. */
  static void swallowedInterrupt() throws InterruptedException {
    LinkedBlockingQueue<String> tasks = new LinkedBlockingQueue<>();
    RichThread worker = RichThread.start("worker", () -> {
      while (!RichThread.isCurrentInterrupted()) {
        try {
          tasks.take();
        } catch (InterruptedException e) {
          // swallowed
        }
      }
    });
    tasks.put("render");
    worker.interrupt();
    worker.join();
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class SwallowedInterrupt {
    @ReachabilityTest(traceDir = TRACE_DIR)
    void worker() throws InterruptedException {
      swallowedInterrupt();
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class LostUpdateAllBugs {
    @ReachabilityTest(stopAtFirstBug = false, traceDir = TRACE_DIR)
    void twoIncrements() throws InterruptedException {
      lostUpdate();
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class LostUpdateReplay {
    @ReachabilityTest(replay = REPLAY_FILE)
    void twoIncrements() throws InterruptedException {
      lostUpdate();
    }
  }

  /** Where {@code ReplayFuzzTest} writes each corrupted trace for {@link CorruptReplay}. */
  static final String CORRUPT_REPLAY_FILE = "target/richtest-fixture-replay/corrupt.json";

  @ExtendWith(EngineTestKitOnly.class)
  static class CorruptReplay {
    @ReachabilityTest(replay = CORRUPT_REPLAY_FILE)
    void twoIncrements() throws InterruptedException {
      lostUpdate();
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class MissingReplay {
    @ReachabilityTest(replay = "target/no-such-trace.json")
    void twoIncrements() throws InterruptedException {
      lostUpdate();
    }
  }

  @ExtendWith(EngineTestKitOnly.class)
  static class Deadlock {
    @ReachabilityTest(traceDir = TRACE_DIR)
    void oppositeOrder() throws InterruptedException {
      Fixtures.oppositeOrder();
    }
  }

  /** Starts and joins a JDK thread, which runs uncontrolled in this JVM, having no agent. */
  static void jdkThread() throws InterruptedException {
    BODY_RUNS.incrementAndGet();
    Thread worker = new Thread(() -> {});
    worker.start();
    worker.join();
  }

  /** A body whose JDK threads run uncontrolled, this JVM having no agent. */
  @ExtendWith(EngineTestKitOnly.class)
  static class JdkThreadsWithoutAgent {
    @ReachabilityTest
    void twoJdkThreads() throws InterruptedException {
      jdkThread();
    }
  }

  /** As {@link JdkThreadsWithoutAgent}, with the lack of control allowed. */
  @ExtendWith(EngineTestKitOnly.class)
  static class JdkThreadsAllowed {
    @ReachabilityTest(allowUncontrolled = true)
    void twoJdkThreads() throws InterruptedException {
      jdkThread();
    }
  }

  /** A body whose assertion fails before it makes any synchronization call. */
  @ExtendWith(EngineTestKitOnly.class)
  static class FailsBeforeSynchronizing {
    @ReachabilityTest
    void failsAtOnce() {
      BODY_RUNS.incrementAndGet();
      throw new AssertionError("checked before any thread started");
    }
  }

  /** An ordinary test in a class that registers the extension itself. */
  @ExtendWith({EngineTestKitOnly.class, ReachabilityExtension.class})
  static class PlainTest {
    @Test
    void once() {
      BODY_RUNS.incrementAndGet();
    }
  }

  /** Carries annotations for the options tests; never run. */
  @ExtendWith(EngineTestKitOnly.class)
  static class Settings {
    @ReachabilityTest
    void defaults() {}

    @ReachabilityTest(
        strategy = Strategy.EXHAUSTIVE,
        maxRuns = 7,
        maxSeconds = 3,
        stopAtFirstBug = false,
        seed = 42,
        watchdogMillis = 500)
    void everything() {}

    @ReachabilityTest(maxSeconds = -1)
    void negativeMaxSeconds() {}

    @ReachabilityTest(parallelism = 4)
    void parallel() {}

    @ReachabilityTest(parallelism = 0)
    void noWorker() {}

    @ReachabilityTest(reductions = {Reduction.PV, Reduction.SYMMETRY})
    void reductions() {}

    @ReachabilityTest(strategy = Strategy.EXHAUSTIVE, reductions = Reduction.PV)
    void reductionsExhaustive() {}

    @ReachabilityTest(strategy = Strategy.CONTEXT_BOUNDED, preemptionBound = 2)
    void contextBounded() {}

    @ReachabilityTest(raceBound = 3)
    void raceBounded() {}

    @ReachabilityTest(sample = 50)
    void sampled() {}

    @ReachabilityTest(strategy = Strategy.RANDOM, pctDepth = 0)
    void random() {}

    @ReachabilityTest(estimate = false, interrupts = true, threadEnds = true, maxRunEvents = 500,
        timeoutsInARow = 3, detectDataRaces = false, readsInARow = 4)
    void runModel() {}

    @ReachabilityTest(timeoutsInARow = 0)
    void noTimeout() {}

    @ReachabilityTest(readsInARow = 0)
    void noRead() {}
  }
}
