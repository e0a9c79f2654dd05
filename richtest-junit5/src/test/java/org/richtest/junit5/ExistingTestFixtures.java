package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Test classes as a project has them, without or with a class-level {@link ReachabilityTest}, that
 * {@link ExistingTestsTest} and {@link ExistingTestsIT} run through {@code EngineTestKit} with and
 * without the switch {@code richtest.explore}. Disabled elsewhere by {@link EngineTestKitOnly}; each
 * counts its body's runs ({@link Fixtures#countRun()}).
 */
final class ExistingTestFixtures {

  private ExistingTestFixtures() {}

  /** An existing test of two threads passing a semaphore of RichTest's: 2 sequences. */
  @ExtendWith(EngineTestKitOnly.class)
  static class Unannotated {
    @Test
    void twoThreads() throws InterruptedException {
      Fixtures.mutex(2);
    }
  }

  /** An existing test that makes no synchronization event at all. */
  @ExtendWith(EngineTestKitOnly.class)
  static class Sequential {
    @Test
    void adds() {
      Fixtures.countRun();
      assertEquals(4, 2 + 2);
    }
  }

  /** A method annotated on its own that makes no synchronization event. */
  @ExtendWith(EngineTestKitOnly.class)
  static class SequentialAnnotated {
    @ReachabilityTest
    void adds() {
      Fixtures.countRun();
      assertEquals(4, 2 + 2);
    }
  }

  /** Two plain JDK threads each add one to a volatile field: a lost update, with the agent. */
  @ExtendWith(EngineTestKitOnly.class)
  static class PlainLostUpdate {
    private volatile int hits;

    @Test
    void twoThreads() throws InterruptedException {
      Fixtures.countRun();
      hits = 0;
      Thread first = new Thread(() -> hits = hits + 1);
      Thread second = new Thread(() -> hits = hits + 1);
      first.start();
      second.start();
      first.join();
      second.join();
      assertEquals(2, hits, "lost update");
    }
  }

  /**
   * A correct test of two plain threads taking a lock, inside JUnit's {@code
   * assertTimeoutPreemptively}, which runs it on a thread of JUnit's own: 2 sequences.
   */
  @ExtendWith(EngineTestKitOnly.class)
  static class TimeoutPreemptively {
    @Test
    void twoThreads() {
      String done = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
        lockedIncrements();
        return "done";
      });
      assertEquals("done", done);
    }
  }

  /** As {@link TimeoutPreemptively}, under {@code @Timeout} in JUnit's separate-thread mode. */
  @ExtendWith(EngineTestKitOnly.class)
  static class TimeoutSeparateThread {
    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void twoThreads() throws InterruptedException {
      lockedIncrements();
    }
  }

  /** Two plain threads each add one to a count under a lock; counts the body's runs. */
  private static void lockedIncrements() throws InterruptedException {
    Fixtures.countRun();
    ReentrantLock lock = new ReentrantLock();
    int[] count = {0};
    Runnable add = () -> {
      lock.lock();
      try {
        count[0]++;
      } finally {
        lock.unlock();
      }
    };
    Thread first = new Thread(add);
    Thread second = new Thread(add);
    first.start();
    second.start();
    first.join();
    second.join();
    assertEquals(2, count[0]);
  }

  /** Calls a library the agent did not rewrite, which starts a thread of its own. */
  @ExtendWith(EngineTestKitOnly.class)
  static class LibraryThread {
    @Test
    void works() throws InterruptedException {
      Fixtures.countRun();
      UnrewrittenLibrary.work();
    }
  }

  /** Every test method of the class is explored. */
  @ReachabilityTest
  @ExtendWith(EngineTestKitOnly.class)
  static class ClassAnnotated {
    @Test
    void twoThreads() throws InterruptedException {
      Fixtures.mutex(2);
    }

    @Test
    void threeThreads() throws InterruptedException {
      Fixtures.mutex(3);
    }
  }

  /** The class's attributes apply to its methods, a method's own annotation to that method. */
  @ReachabilityTest(maxRuns = 1)
  @ExtendWith(EngineTestKitOnly.class)
  static class ClassBudgetMethodOwn {
    @Test
    void budgeted() throws InterruptedException {
      Fixtures.mutex(3);
    }

    @ReachabilityTest
    void own() throws InterruptedException {
      Fixtures.mutex(3);
    }
  }

  /** A nested class's tests are explored by the enclosing class's annotation. */
  @ReachabilityTest
  @ExtendWith(EngineTestKitOnly.class)
  static class ClassAnnotatedOuter {
    @Nested
    class Inner {
      @Test
      void twoThreads() throws InterruptedException {
        Fixtures.mutex(2);
      }
    }
  }

  /** A class cannot replay a trace: a trace is one test's. */
  @ReachabilityTest(replay = "target/no-such-trace.json")
  @ExtendWith(EngineTestKitOnly.class)
  static class ClassReplay {
    @Test
    void any() {
      Fixtures.countRun();
    }
  }

  /**
   * State as published tests keep it: JDK objects made by the instance's field initializers and by
   * a superclass's {@code @BeforeEach}, checked by an {@code @AfterEach}; each run must get its own
   * (with the agent: 2 threads, one lock, 2 sequences).
   */
  abstract static class FieldState {
    private final AtomicInteger counter = new AtomicInteger();
    private final ConcurrentHashMap<String, Integer> hits = new ConcurrentHashMap<>();
    private ReentrantLock lock;

    @BeforeEach
    void makeLock() {
      lock = new ReentrantLock();
    }

    @AfterEach
    void countRun() {
      Fixtures.countRun();
      assertEquals(2, hits.get("hits"), "lost update");
    }

    /** Two threads each count once under the lock. */
    void twoThreadsUnderTheLock() throws InterruptedException {
      Runnable count = () -> {
        lock.lock();
        try {
          counter.incrementAndGet();
          hits.merge("hits", 1, Integer::sum);
        } finally {
          lock.unlock();
        }
      };
      Thread first = new Thread(count);
      Thread second = new Thread(count);
      first.start();
      second.start();
      first.join();
      second.join();
      assertEquals(2, counter.get(), "lost update");
    }
  }

  /** {@link FieldState} as an existing test, explored by the switch. */
  @ExtendWith(EngineTestKitOnly.class)
  static class FieldStateUnannotated extends FieldState {
    @Test
    void twoThreads() throws InterruptedException {
      twoThreadsUnderTheLock();
    }
  }

  /** {@link FieldState} with the method annotated. */
  @ExtendWith(EngineTestKitOnly.class)
  static class FieldStateAnnotated extends FieldState {
    @ReachabilityTest
    void twoThreads() throws InterruptedException {
      twoThreadsUnderTheLock();
    }
  }
}
