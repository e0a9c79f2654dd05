package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/**
 * Proves that every misuse of the runtime or of a primitive ends in a clear error rather than a
 * hang, a silent miscount or an internal error: objects used from unmanaged threads, from another
 * run or after being created outside the exploration; duplicate thread and object names; illegal
 * initial values; and illegal thread operations. Inside a run each misuse is a {@link
 * RunOutcome.Failure} whose cause names the offending thread or object and says how to fix it.
 */
class MisuseTest {

  private static final Duration NO_HANG = Duration.ofSeconds(20);

  private static RunOutcome.Failure failureOf(Program program) {
    RunResult run = assertTimeoutPreemptively(NO_HANG, () -> RichTest.runOnce(program));
    return assertInstanceOf(
        RunOutcome.Failure.class, run.outcome(), () -> "outcome: " + run.outcome());
  }

  private static void assertMentions(Throwable error, String... fragments) {
    String message = error.getMessage();
    assertNotNull(message, "no message on " + error);
    for (String fragment : fragments) {
      assertTrue(message.contains(fragment), () -> "'" + fragment + "' not in: " + message);
    }
  }

  /** A program whose semaphore is used by a plain {@link Thread}, which catches what it gets. */
  private static Program rawThreadProgram(AtomicReference<Throwable> rawSaw) {
    return () -> {
      BinarySemaphore s = new BinarySemaphore(1, "s");
      Thread raw =
          new Thread(
              () -> {
                try {
                  s.P();
                } catch (RuntimeException e) {
                  rawSaw.set(e);
                }
              },
              "raw-worker");
      raw.start();
      raw.join(10_000);
    };
  }

  @Test
  void semaphore_usedFromRawThread_runFailsWithDoesNotManage() {
    AtomicReference<Throwable> rawSaw = new AtomicReference<>();

    RunOutcome.Failure failure = failureOf(rawThreadProgram(rawSaw));

    assertEquals("raw-worker", failure.thread());
    IllegalStateException cause = assertInstanceOf(IllegalStateException.class, failure.cause());
    assertMentions(cause, "s is used from thread 'raw-worker'", "does not manage", "RichThread");
    assertSame(cause, rawSaw.get(), "the raw thread gets the same exception");
  }

  @Test
  void semaphore_usedFromRawThreadDuringExploration_explorationStopsWithFailure() {
    AtomicReference<Throwable> rawSaw = new AtomicReference<>();

    ExplorationResult result =
        assertTimeoutPreemptively(NO_HANG, () -> RichTest.explore(rawThreadProgram(rawSaw)));

    assertFalse(result.complete(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, result.failures().get(0).outcome());
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertMentions(failure.cause(), "does not manage");
  }

  @Test
  void semaphore_usedInAnotherRun_failsWithAnotherRun() {
    AtomicReference<BinarySemaphore> kept = new AtomicReference<>();
    RunResult first = RichTest.runOnce(() -> kept.set(new BinarySemaphore(1, "s")));
    assertInstanceOf(RunOutcome.Completed.class, first.outcome());

    RunOutcome.Failure failure = failureOf(() -> kept.get().P());

    assertEquals("main", failure.thread());
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertMentions(failure.cause(), "s was created in another run", "create its own objects");
  }

  @Test
  void richThread_startedInAnotherRun_failsWithAnotherRun() {
    AtomicReference<RichThread> kept = new AtomicReference<>();
    RichTest.runOnce(() -> kept.set(new RichThread("T", () -> {})));

    RunOutcome.Failure failure = failureOf(() -> kept.get().start());

    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertMentions(failure.cause(), "thread T", "belongs to another run");
  }

  @Test
  void semaphore_createdOutsideExploration_failsWithOutsideTheExploration() {
    BinarySemaphore production = new BinarySemaphore(1, "prod");

    RunOutcome.Failure failure = failureOf(production::P);

    assertEquals("main", failure.thread());
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertMentions(
        failure.cause(),
        "prod was created outside the exploration",
        "create synchronization objects inside the program under test");
    assertEquals(1, production.value(), "the production semaphore was not touched");
  }

  @Test
  void threads_withSameName_failWithDuplicateName() {
    RunOutcome.Failure failure =
        failureOf(
            () -> {
              new RichThread("x", () -> {});
              new RichThread("x", () -> {});
            });

    assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertMentions(failure.cause(), "duplicate name 'x'", "unique name");
  }

  @Test
  void threadAndSemaphore_withSameName_failWithDuplicateName() {
    RunOutcome.Failure failure =
        failureOf(
            () -> {
              new RichThread("x", () -> {});
              new BinarySemaphore(1, "x");
            });

    assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertMentions(failure.cause(), "duplicate name 'x'", "unique name");
  }

  @Test
  void semaphores_withSameName_failWithDuplicateName() {
    RunOutcome.Failure failure =
        failureOf(
            () -> {
              new CountingSemaphore(0, "x");
              new BinarySemaphore(0, "x");
            });

    assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertMentions(failure.cause(), "duplicate name 'x'", "unique name");
  }

  @Test
  void thread_namedMain_failsWithDuplicateName() {
    RunOutcome.Failure failure = failureOf(() -> new RichThread("main", () -> {}));

    assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertMentions(failure.cause(), "duplicate name 'main'");
  }

  @Test
  void countingSemaphore_negativeInitialValueInRun_failsWithValue() {
    RunOutcome.Failure failure = failureOf(() -> new CountingSemaphore(-1, "c"));

    assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertMentions(failure.cause(), "counting semaphore c", "must be >= 0", "was -1");
  }

  @Test
  void countingSemaphore_negativeInitialValueInProduction_throwsWithValue() {
    IllegalArgumentException error =
        assertThrows(IllegalArgumentException.class, () -> new CountingSemaphore(-3, "c"));

    assertMentions(error, "counting semaphore c", "must be >= 0", "was -3");
  }

  @Test
  void binarySemaphore_initialValueTwoInRun_failsWithValue() {
    RunOutcome.Failure failure = failureOf(() -> new BinarySemaphore(2, "b"));

    assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertMentions(failure.cause(), "binary semaphore b", "must be 0 or 1", "was 2");
  }

  @Test
  void binarySemaphore_initialValueTwoInProduction_throwsWithValue() {
    IllegalArgumentException error =
        assertThrows(IllegalArgumentException.class, () -> new BinarySemaphore(2, "b"));

    assertMentions(error, "binary semaphore b", "must be 0 or 1", "was 2");
  }

  @Test
  void richThread_startedTwiceInRun_failsWithAlreadyStarted() {
    RunOutcome.Failure failure =
        failureOf(
            () -> {
              RichThread t = new RichThread("T", () -> {});
              t.start();
              t.start();
            });

    assertEquals("main", failure.thread());
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertMentions(failure.cause(), "thread T was already started");
  }

  @Test
  void richThread_startedTwiceInProduction_throwsAlreadyStarted() throws InterruptedException {
    RichThread t = new RichThread("T", () -> {});
    t.start();

    IllegalStateException error = assertThrows(IllegalStateException.class, t::start);

    assertMentions(error, "thread T was already started");
    t.join();
  }

  @Test
  void richThread_joinedWithoutStartInRun_failsWithNeverStarted() {
    RunOutcome.Failure failure = failureOf(() -> new RichThread("T", () -> {}).join());

    assertEquals("main", failure.thread());
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertMentions(failure.cause(), "thread T cannot be joined", "never started");
  }

  @Test
  void richThread_joinedWithoutStartInProduction_throwsNeverStarted() {
    RichThread t = new RichThread("T", () -> {});

    IllegalStateException error = assertThrows(IllegalStateException.class, t::join);

    assertMentions(error, "thread T cannot be joined", "never started");
  }

  @Test
  void richThread_joiningItselfInRun_failsWithCannotJoinItself() {
    RunOutcome.Failure failure =
        failureOf(
            () -> {
              AtomicReference<RichThread> self = new AtomicReference<>();
              RichThread t = new RichThread("T", () -> self.get().join());
              self.set(t);
              t.start();
              t.join();
            });

    assertEquals("T", failure.thread());
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertMentions(failure.cause(), "thread T cannot join itself");
  }
}
