package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Explored tests with lifecycle methods, that {@link RunFixtureTest} runs through {@code
 * EngineTestKit}: each counts the instances made and the lifecycle methods called, to show what
 * every run gets. Disabled elsewhere by {@link EngineTestKitOnly}.
 */
final class LifecycleFixtures {

  static final AtomicInteger INSTANCES = new AtomicInteger();
  static final AtomicInteger BEFORE_EACH = new AtomicInteger();
  static final AtomicInteger AFTER_EACH = new AtomicInteger();

  private LifecycleFixtures() {}

  /** Resets the counts. */
  static void reset() {
    INSTANCES.set(0);
    BEFORE_EACH.set(0);
    AFTER_EACH.set(0);
    Fixtures.BODY_RUNS.set(0);
  }

  /** Counts its instances and lifecycle calls; its {@code @BeforeEach} takes a {@link TestInfo}. */
  abstract static class Counted {
    private boolean setUp;

    Counted() {
      INSTANCES.incrementAndGet();
    }

    @BeforeEach
    void setUp(TestInfo info) {
      assertTrue(info.getTestMethod().isPresent(), "the TestInfo names the method");
      assertTrue(!setUp, "@BeforeEach twice on one instance in a run");
      setUp = true;
      BEFORE_EACH.incrementAndGet();
    }

    @AfterEach
    void tearDown() {
      assertTrue(setUp, "@AfterEach before @BeforeEach");
      AFTER_EACH.incrementAndGet();
    }
  }

  /** A fresh instance in every run (2 sequences). */
  @ExtendWith(EngineTestKitOnly.class)
  static class PerMethod extends Counted {
    @ReachabilityTest
    void twoThreads() throws InterruptedException {
      Fixtures.mutex(2);
    }
  }

  /** One instance, set up again in every run. */
  @TestInstance(TestInstance.Lifecycle.PER_CLASS)
  @ExtendWith(EngineTestKitOnly.class)
  static class PerClass {
    PerClass() {
      INSTANCES.incrementAndGet();
    }

    @BeforeEach
    void setUp() {
      BEFORE_EACH.incrementAndGet();
    }

    @ReachabilityTest
    void twoThreads() throws InterruptedException {
      Fixtures.mutex(2);
    }
  }

  /** The body fails: {@code @AfterEach} still runs, and the body's failure is the run's. */
  @ExtendWith(EngineTestKitOnly.class)
  static class BodyFails extends Counted {
    @ReachabilityTest
    void fails() throws InterruptedException {
      Fixtures.mutex(2);
      assertEquals(1, 2, "the body failed");
    }
  }

  /** The body passes and {@code @AfterEach} fails: the run fails with it. */
  @ExtendWith(EngineTestKitOnly.class)
  static class AfterEachFails {
    @AfterEach
    void check() {
      AFTER_EACH.incrementAndGet();
      throw new AssertionError("@AfterEach failed");
    }

    @ReachabilityTest
    void twoThreads() throws InterruptedException {
      Fixtures.mutex(2);
    }
  }

  /** JUnit injects {@code @TempDir} fields: the fixture stays once around the exploration. */
  @ExtendWith(EngineTestKitOnly.class)
  static class TempDirField {
    @TempDir
    Path directory;

    @BeforeEach
    void setUp() {
      BEFORE_EACH.incrementAndGet();
    }

    @ReachabilityTest
    void twoThreads() throws InterruptedException {
      assertTrue(directory != null, "JUnit's instance, its directory injected");
      Fixtures.mutex(2);
    }
  }
}
