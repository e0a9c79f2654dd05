package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@link ExecutorService} contract outside an exploration, for every pool {@link Executors}
 * makes: each forwards to the JDK's, so these tests hold the wiring of every method with real
 * threads.
 */
@Timeout(10)
class ExecutorContractTest {

  static Stream<Named<Supplier<ExecutorService>>> pools() {
    return Stream.of(
        Named.of("fixed", () -> Executors.newFixedThreadPool(2)),
        Named.of("fixed, named", () -> Executors.newFixedThreadPool(2, "pool")),
        Named.of("single", Executors::newSingleThreadExecutor),
        Named.of("cached", Executors::newCachedThreadPool),
        Named.of("thread per task", Executors::newVirtualThreadPerTaskExecutor),
        Named.of("constructor", () -> new ThreadPoolExecutor(3, "pool")),
        Named.of("the JDK's constructor", () -> new ThreadPoolExecutor(
            2, 2, 1, SECONDS, new java.util.concurrent.LinkedBlockingQueue<>())));
  }

  @ParameterizedTest
  @MethodSource("pools")
  void submit_manyTasksFromManyThreads_everyResultArrives(Supplier<ExecutorService> factory)
      throws Exception {
    try (ExecutorService pool = factory.get()) {
      List<List<Future<Integer>>> submitted = new ArrayList<>();
      Workers workers = new Workers();
      for (int t = 0; t < 4; t++) {
        List<Future<Integer>> futures = new ArrayList<>();
        submitted.add(futures);
        int base = t * 100;
        workers.start("submitter" + t, () -> {
          for (int i = 0; i < 100; i++) {
            int value = base + i;
            futures.add(pool.submit(() -> value));
          }
        });
      }
      workers.joinAll();

      int sum = 0;
      for (List<Future<Integer>> futures : submitted) {
        for (Future<Integer> future : futures) {
          sum += future.get();
        }
      }
      assertEquals(399 * 400 / 2, sum);
    }
  }

  @ParameterizedTest
  @MethodSource("pools")
  void executeAndSubmitRunnable_thenClose_everyTaskRanAndPoolTerminated(
      Supplier<ExecutorService> factory) throws Exception {
    ExecutorService pool = factory.get();
    AtomicInteger ran = new AtomicInteger();

    for (int i = 0; i < 50; i++) {
      pool.execute(ran::incrementAndGet);
    }
    Runnable increment = ran::incrementAndGet;
    Future<?> plain = pool.submit(increment);
    Future<String> withResult = pool.submit(increment, "done");
    pool.close();

    assertEquals(52, ran.get());
    assertEquals(null, plain.get());
    assertEquals("done", withResult.get());
    assertTrue(pool.isShutdown());
    assertTrue(pool.isTerminated());
    assertTrue(pool.awaitTermination(1, SECONDS));
  }

  @ParameterizedTest
  @MethodSource("pools")
  void invokeAll_threeTasks_allDoneInOrder(Supplier<ExecutorService> factory) throws Exception {
    try (ExecutorService pool = factory.get()) {
      List<Callable<Integer>> tasks = List.of(() -> 1, () -> 2, () -> {
        throw new IllegalStateException("three");
      });

      List<Future<Integer>> futures = pool.invokeAll(tasks);
      List<Future<Integer>> timed = pool.invokeAll(tasks, 5, SECONDS);

      for (List<Future<Integer>> all : List.of(futures, timed)) {
        assertTrue(all.stream().allMatch(Future::isDone));
        assertEquals(1, all.get(0).get());
        assertEquals(2, all.get(1).get());
        ExecutionException failed = assertThrows(ExecutionException.class, all.get(2)::get);
        assertInstanceOf(IllegalStateException.class, failed.getCause());
      }
    }
  }

  @ParameterizedTest
  @MethodSource("pools")
  void invokeAny_oneSucceeds_returnsItsResultElseThrowsExecutionException(
      Supplier<ExecutorService> factory) throws Exception {
    try (ExecutorService pool = factory.get()) {
      Callable<Integer> failing = () -> {
        throw new IllegalStateException("no");
      };

      assertEquals(7, pool.invokeAny(List.of(failing, () -> 7)));
      assertEquals(7, pool.invokeAny(List.of(() -> 7, failing), 5, SECONDS));
      ExecutionException all = assertThrows(
          ExecutionException.class, () -> pool.invokeAny(List.of(failing, failing)));
      assertInstanceOf(IllegalStateException.class, all.getCause());
      assertThrows(IllegalArgumentException.class, () -> pool.invokeAny(List.<Callable<Integer>>of()));
    }
  }

  @ParameterizedTest
  @MethodSource("pools")
  void submit_afterShutdown_rejected(Supplier<ExecutorService> factory) throws Exception {
    ExecutorService pool = factory.get();
    pool.shutdown();

    assertThrows(RejectedExecutionException.class, () -> pool.submit(() -> 1));
    assertThrows(RejectedExecutionException.class, () -> pool.execute(() -> { }));
    assertTrue(pool.awaitTermination(5, SECONDS));
    assertTrue(pool.isTerminated());
  }

  @Test
  void shutdownNow_singleThreadBusy_returnsTheQueuedTasks() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor("pool");
    java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    pool.execute(() -> {
      started.countDown();
      try {
        release.await();
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
      }
    });
    started.await();
    Runnable queued = () -> { };
    pool.execute(queued);

    List<Runnable> drained = pool.shutdownNow();

    assertEquals(List.of(queued), drained);
    release.countDown();
    assertTrue(pool.awaitTermination(5, SECONDS));
  }

  @Test
  void namedPool_workers_areNamedAfterThePool() throws Exception {
    try (ExecutorService pool = Executors.newFixedThreadPool(1, "pool")) {
      assertEquals("pool-worker-1", pool.submit(() -> Thread.currentThread().getName()).get());
    }
    try (ExecutorService pool = Executors.newCachedThreadPool("cache")) {
      assertEquals("cache-worker-1", pool.submit(() -> Thread.currentThread().getName()).get());
    }
    try (ExecutorService pool = Executors.newThreadPerTaskExecutor("each")) {
      assertEquals("each-worker-1", pool.submit(() -> Thread.currentThread().getName()).get());
    }
  }

  @Test
  void factoryAndSchedulingMethods_outsideAnExploration_areTheJdks() throws Exception {
    List<ExecutorService> pools = List.of(
        Executors.newFixedThreadPool(1, Executors.defaultThreadFactory()),
        Executors.newSingleThreadExecutor(Executors.defaultThreadFactory()),
        Executors.newCachedThreadPool(Executors.defaultThreadFactory()),
        Executors.newThreadPerTaskExecutor(Thread.ofVirtual().factory()),
        Executors.newWorkStealingPool(),
        Executors.newWorkStealingPool(2),
        Executors.unconfigurableExecutorService(Executors.newFixedThreadPool(1)));
    for (ExecutorService pool : pools) {
      assertEquals(3, pool.submit(Executors.callable(() -> { }, 3)).get());
      assertEquals(null, pool.submit(Executors.callable(() -> { })).get());
      pool.shutdown();
    }
    ScheduledExecutorService scheduled = Executors.newScheduledThreadPool(1);
    assertEquals(4, scheduled.schedule(() -> 4, 1, java.util.concurrent.TimeUnit.MILLISECONDS).get());
    scheduled.shutdown();
    ScheduledExecutorService single = Executors.newSingleThreadScheduledExecutor();
    assertEquals(5, single.submit(() -> 5).get());
    single.shutdown();
  }

  @Test
  void newFixedThreadPool_noThreads_throwsIllegalArgument() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> Executors.newFixedThreadPool(0));
    assertTrue(thrown.getMessage().contains("was 0"), thrown.getMessage());
  }

  @Test
  void taskThrowing_fromExecute_poolKeepsRunningTasks() throws Exception {
    try (ExecutorService pool = Executors.newSingleThreadExecutor()) {
      Thread.UncaughtExceptionHandler quiet = (thread, thrown) -> { };
      pool.execute(() -> {
        Thread.currentThread().setUncaughtExceptionHandler(quiet);
        throw new IllegalStateException("boom");
      });

      assertEquals(1, pool.submit(() -> 1).get());
      assertFalse(pool.isShutdown());
    }
  }
}
