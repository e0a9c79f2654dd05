package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.locks.Condition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.sync.RichThread;

/**
 * Interrupts explored through the drop-ins: each interruptible wait races with its interrupt, every
 * outcome the JDK allows is tried, and reachability testing agrees with the exhaustive oracle.
 */
class InterruptionExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  @Test
  void acquire_interruptRacesWithRelease_bothOutcomes() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      Semaphore permits = new Semaphore(0, "permits");
      RichThread waiter = RichThread.start("waiter", () -> {
        try {
          permits.acquire();
          seen.add("acquired, status " + RichThread.interrupted());
        } catch (InterruptedException e) {
          seen.add("interrupted, status " + RichThread.interrupted());
        }
      });
      waiter.interrupt();
      permits.release();
      waiter.join();
    }, 5);

    // Acquiring after the interrupt is the JDK's too: the waiter checked its status before it.
    assertEquals(Set.of("acquired, status true", "interrupted, status false"), outcomes);
  }

  @Test
  void acquireUninterruptibly_interruptOnlySetsTheStatus() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      Semaphore permits = new Semaphore(0, "permits");
      RichThread waiter = RichThread.start("waiter", () -> {
        permits.acquireUninterruptibly();
        seen.add("acquired, status " + RichThread.interrupted());
      });
      waiter.interrupt();
      permits.release();
      waiter.join();
    }, 1);

    assertEquals(Set.of("acquired, status true"), outcomes);
  }

  @Test
  void interruptOfARunningThread_setsTheStatus_nextWaitThrowsAtOnce() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      RichThread worker = RichThread.start("worker", () -> {
        seen.add("isInterrupted " + RichThread.interrupted());
        try {
          RichThread.sleep(10);
          seen.add("slept");
        } catch (InterruptedException e) {
          seen.add("sleep interrupted");
        }
      });
      worker.interrupt();
      worker.join();
    }, 3);

    assertEquals(
        Set.of("isInterrupted false", "isInterrupted true", "sleep interrupted", "slept"),
        outcomes);
  }

  @Test
  void join_interruptRacesWithTheEnd_throwsOnlyBeforeIt() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      Semaphore gate = new Semaphore(0, "gate");
      RichThread target = RichThread.start("target", gate::acquire);
      RichThread joiner = RichThread.start("joiner", () -> {
        try {
          target.join();
          seen.add("joined, status " + RichThread.interrupted());
        } catch (InterruptedException e) {
          seen.add("join interrupted, status " + RichThread.interrupted());
        }
      });
      joiner.interrupt();
      gate.release();
      joiner.join();
      target.join();
    }, 7);

    // After the end the join returns, the status still set, as a JDK waiter notified first does.
    assertEquals(Set.of("join interrupted, status false", "joined, status true"), outcomes);
  }

  @Test
  void join_interruptedJoinerOfAThreadThatNeverEnds_throwsAndTheRunGoesOn() {
    ExplorationResult result = RichTest.explore(() -> {
      Semaphore never = new Semaphore(0, "never");
      RichThread stuck = RichThread.start("stuck", never::acquireUninterruptibly);
      RichThread joiner = RichThread.start("joiner", () -> {
        try {
          stuck.join();
        } catch (InterruptedException e) {
          never.release();
        }
      });
      joiner.interrupt();
      joiner.join();
      stuck.join();
    });

    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
  }

  @Test
  void lockInterruptibly_interruptedWhileTheLockIsHeld_givesUp() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ReentrantLock lock = new ReentrantLock("lock");
      lock.lock();
      RichThread waiter = RichThread.start("waiter", () -> {
        try {
          lock.lockInterruptibly();
          seen.add("locked");
          lock.unlock();
        } catch (InterruptedException e) {
          seen.add("gave up");
        }
      });
      waiter.interrupt();
      lock.unlock();
      waiter.join();
    }, 6);

    assertEquals(Set.of("gave up", "locked"), outcomes);
  }

  @Test
  void conditionAwait_interruptRacesWithSignal_reacquiresTheLockEitherWay() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ReentrantLock lock = new ReentrantLock("lock");
      Condition ready = lock.newCondition();
      boolean[] signalled = {false};
      RichThread waiter = RichThread.start("waiter", () -> {
        lock.lock();
        try {
          while (!signalled[0]) {
            ready.await();
          }
          seen.add("signalled, holds " + lock.isHeldByCurrentThread());
        } catch (InterruptedException e) {
          seen.add("interrupted, holds " + lock.isHeldByCurrentThread());
        } finally {
          lock.unlock();
        }
      });
      waiter.interrupt();
      lock.lock();
      signalled[0] = true;
      ready.signal();
      lock.unlock();
      waiter.join();
    }, 9);

    assertEquals(Set.of("interrupted, holds true", "signalled, holds true"), outcomes);
  }

  @Test
  void take_interruptedWorkerLoop_stops() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      LinkedBlockingQueue<String> tasks = new LinkedBlockingQueue<>();
      RichThread worker = RichThread.start("worker", () -> {
        int done = 0;
        try {
          while (true) {
            tasks.take();
            done++;
          }
        } catch (InterruptedException e) {
          seen.add("stopped after " + done);
        }
      });
      tasks.put("a");
      worker.interrupt();
      worker.join();
    }, 4);

    assertEquals(Set.of("stopped after 0", "stopped after 1"), outcomes);
  }

  @Test
  void latchAwait_interrupted_throwsOrPasses() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      CountDownLatch latch = new CountDownLatch(1);
      RichThread waiter = RichThread.start("waiter", () -> {
        try {
          latch.await();
          seen.add("passed");
        } catch (InterruptedException e) {
          seen.add("interrupted");
        }
      });
      waiter.interrupt();
      latch.countDown();
      waiter.join();
    }, 5);

    assertEquals(Set.of("interrupted", "passed"), outcomes);
  }

  @Test
  void cancelTrue_interruptsTheRunningTask() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      SynchronousQueue<String> never = new SynchronousQueue<>();
      Future<?> task = pool.submit(() -> {
        try {
          never.take();
        } catch (InterruptedException e) {
          seen.add("task interrupted");
        }
      });
      seen.add("cancelled " + task.cancel(true));
      pool.shutdown();
      try {
        task.get();
      } catch (java.util.concurrent.CancellationException e) {
        seen.add("get: cancelled");
      } catch (ExecutionException e) {
        throw new AssertionError(e);
      }
    }, 12);

    assertEquals(Set.of("cancelled true", "get: cancelled", "task interrupted"), outcomes);
  }

  @Test
  void shutdownNow_interruptsTheBusyWorker_returnsTheQueuedTasks() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      ArrayBlockingQueue<String> input = new ArrayBlockingQueue<>(1);
      pool.execute(() -> {
        try {
          input.take();
          seen.add("took");
        } catch (InterruptedException e) {
          seen.add("worker interrupted");
        }
      });
      pool.execute(() -> seen.add("second ran"));
      List<Runnable> queued = pool.shutdownNow();
      seen.add("queued " + queued.size());
    }, 2);

    assertEquals(Set.of("queued 1", "worker interrupted"), outcomes);
  }

  @Test
  void barrierAwait_interruptedParty_breaksTheBarrier() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      CyclicBarrier barrier = new CyclicBarrier(2);
      RichThread party = RichThread.start("party", () -> {
        try {
          barrier.await();
          seen.add("party passed");
        } catch (InterruptedException e) {
          seen.add("party interrupted, broken " + barrier.isBroken());
        }
      });
      party.interrupt();
      try {
        barrier.await();
        seen.add("main passed");
      } catch (BrokenBarrierException e) {
        seen.add("main: broken");
      }
      party.join();
    }, 11);

    assertEquals(Set.of("main passed", "main: broken", "party interrupted, broken true",
        "party passed"), outcomes);
  }

  @Test
  void writeLockInterruptibly_interruptedInTheQueue_withdraws() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ReentrantReadWriteLock lock = new ReentrantReadWriteLock("rw");
      lock.readLock().lock();
      RichThread writer = RichThread.start("writer", () -> {
        try {
          lock.writeLock().lockInterruptibly();
          seen.add("wrote");
          lock.writeLock().unlock();
        } catch (InterruptedException e) {
          seen.add("gave up");
        }
      });
      writer.interrupt();
      lock.readLock().unlock();
      writer.join();
    }, 9);

    assertEquals(Set.of("gave up", "wrote"), outcomes);
  }

  @Test
  void synchronousTake_interrupted_withdrawsFromTheQueue() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      SynchronousQueue<String> handOff = new SynchronousQueue<>();
      RichThread taker = RichThread.start("taker", () -> {
        try {
          seen.add("took " + handOff.take());
        } catch (InterruptedException e) {
          seen.add("interrupted");
        }
      });
      taker.interrupt();
      seen.add("offered " + handOff.offer("x"));
      taker.join();
    }, 7);

    assertEquals(Set.of("interrupted", "offered false", "offered true", "took x"), outcomes);
  }

  /** A waiter interrupted while a permit is released: five sequences. */
  private static void interruptedAcquire() throws Exception {
    Semaphore permits = new Semaphore(0, "permits");
    RichThread waiter = RichThread.start("waiter", () -> {
      try {
        permits.acquire();
      } catch (InterruptedException e) {
        // gives up
      }
    });
    waiter.interrupt();
    permits.release();
    waiter.join();
  }

  @Test
  void programThatNeverInterrupts_noInterruptLineNoRestart() {
    List<String> lines = new java.util.ArrayList<>();
    List<String> restarts = new java.util.ArrayList<>();
    RichTest.explore(() -> {
      Semaphore permits = new Semaphore(0, "permits");
      RichThread waiter = RichThread.start("waiter", permits::acquire);
      permits.release();
      waiter.join();
    }, ExplorationOptions.defaults().withListener(listener(
        run -> run.sequence().lines().forEach(line -> lines.add(line.name())), restarts)));

    assertEquals(List.of(), restarts);
    assertTrue(lines.stream().noneMatch(name -> name.endsWith(".interrupt")), lines.toString());
  }

  @Test
  void interruptingProgram_startsOverOnce_asManySequencesAsWithInterruptsModelled() {
    List<String> restarts = new java.util.ArrayList<>();
    long[] runs = {0};

    ExplorationResult auto = RichTest.explore(InterruptionExplorationTest::interruptedAcquire,
        ExplorationOptions.defaults().withListener(listener(run -> runs[0]++, restarts)));
    ExplorationResult modelled = RichTest.explore(InterruptionExplorationTest::interruptedAcquire,
        ExplorationOptions.defaults().withInterrupts(true).withListener(listener(run -> { },
            restarts)));

    assertEquals(List.of("thread main interrupted waiter, and this exploration does not model "
        + "interrupts: explore with ExplorationOptions.withInterrupts(true) (CLI: --interrupts)"),
        restarts);
    assertEquals(5, auto.sequences(), auto.summary());
    assertEquals(auto.sequences(), modelled.sequences(), modelled.summary());
    assertEquals(auto.runs(), runs[0], "no run before the restart is reported twice");
  }

  @Test
  void checkpointOfAnInterruptingProgram_resumes_toTheCountOfOneExploration(@TempDir Path dir) {
    Path file = dir.resolve("interrupts.checkpoint");
    ExplorationOptions options = ExplorationOptions.defaults().withCheckpoint(file);

    ExplorationResult first = RichTest.explore(
        InterruptionExplorationTest::interruptedAcquire, options.withMaxRuns(2));
    ExplorationResult resumed = RichTest.explore(
        InterruptionExplorationTest::interruptedAcquire, options.withResume(file));

    assertFalse(first.complete(), first.summary());
    assertTrue(resumed.complete(), resumed.summary());
    assertEquals(5, resumed.sequences(), resumed.summary());
  }

  @Test
  void outsideAnExploration_richThreadInterrupt_isTheJdksInterrupt() throws Exception {
    Semaphore permits = new Semaphore(0);
    String[] seen = new String[1];
    RichThread waiter = RichThread.start("waiter", () -> {
      try {
        permits.acquire();
        seen[0] = "acquired";
      } catch (InterruptedException e) {
        seen[0] = "interrupted, status " + RichThread.isCurrentInterrupted();
      }
    });
    while (!permits.hasQueuedThreads()) {
      Thread.onSpinWait();
    }
    waiter.interrupt();
    waiter.join();

    assertEquals("interrupted, status false", seen[0]);
    assertFalse(waiter.isInterrupted());
  }

  private static RunListener listener(RunListener onRun, List<String> restarts) {
    return new RunListener() {
      @Override
      public void onRun(RunResult run) {
        onRun.onRun(run);
      }

      @Override
      public void onRestart(String reason) {
        restarts.add(reason);
      }
    };
  }
}
