package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * The {@code ForkJoinTask} methods beyond fork, join and invoke against the JDK's behaviour,
 * outside and inside an exploration ({@link BothModes}): the quiet joins, {@code tryUnfork}, {@code
 * reinitialize}, the tags, {@code complete}, the {@code Future} queries, {@code getPool}, the
 * adapters; and the work-queue queries, which only an exploration refuses.
 */
class ForkJoinTaskApiTest {

  /** A task that returns {@code value}, or throws when {@code value} is negative. */
  static class Value extends RecursiveTask<Integer> {
    private final int value;
    int runs;

    Value(int value) {
      this.value = value;
    }

    @Override
    protected Integer compute() {
      runs++;
      if (value < 0) {
        throw new IllegalStateException("negative " + value);
      }
      return value;
    }
  }

  @Test
  void quietJoins_throwNothing_theQueriesTell() throws Exception {
    BothModes.check(() -> {
      Value failing = new Value(-1);
      failing.fork().quietlyJoin();
      assertTrue(failing.isCompletedAbnormally());
      assertInstanceOf(IllegalStateException.class, failing.getException());
      assertEquals(Future.State.FAILED, failing.state());
      assertInstanceOf(IllegalStateException.class, failing.exceptionNow());
      assertThrows(IllegalStateException.class, failing::resultNow);

      Value invoked = new Value(-2);
      invoked.quietlyInvoke();
      assertEquals("negative -2", invoked.getException().getMessage());

      Value done = new Value(3);
      done.fork();
      assertTrue(done.quietlyJoin(1, TimeUnit.MINUTES));
      assertTrue(done.quietlyJoinUninterruptibly(1, TimeUnit.MINUTES));
      assertEquals(Future.State.SUCCESS, done.state());
      assertEquals(3, done.resultNow());
      assertThrows(IllegalStateException.class, done::exceptionNow);
    });
  }

  /**
   * A waiter joins a task uninterruptibly with a timeout while main interrupts it, then forks the
   * task: the wait never throws, and once main has interrupted (it raises a flag after), the
   * waiter's status is still set, whether the interrupt came during the wait or before or after
   * it; explored as the oracle explores it, 9 sequences (without setting the status again, 3 of
   * them lose the interrupt).
   */
  @Test
  void quietlyJoinUninterruptibly_keepsTheInterrupt_likeTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      Value task = new Value(1);
      AtomicBoolean interrupted = new AtomicBoolean(false, "interrupted");
      RichThread waiter = RichThread.start("waiter", () -> {
        boolean done = task.quietlyJoinUninterruptibly(1, TimeUnit.SECONDS);
        boolean raised = interrupted.get();
        boolean status = RichThread.interrupted();
        OracleCheck.check(status || !raised, "the interrupt was lost");
        outcomes.add("done " + done + ", status " + status);
      });
      waiter.interrupt();
      interrupted.set(true);
      task.fork();
      waiter.join();
      task.join();
    });

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(9, result.sequences(), result.summary());
    assertTrue(outcomes.containsAll(Set.of("done true, status true", "done false, status true")),
        outcomes.toString());
  }

  @Test
  void tryUnfork_eitherAnswer_theResultIsTheTasks() throws Exception {
    BothModes.check(() -> {
      Value forked = new Value(5);
      forked.fork();
      int result = forked.tryUnfork() ? forked.invoke() : forked.join();
      assertEquals(5, result);
      assertEquals(1, forked.runs);
    });
  }

  @Test
  void reinitialize_ofADoneTask_letsItRunAgain() throws Exception {
    BothModes.check(() -> {
      Value task = new Value(4);
      assertEquals(4, task.invoke());
      task.reinitialize();
      assertFalse(task.isDone());
      assertEquals(4, task.fork().join());
      assertEquals(2, task.runs);
    });
  }

  @Test
  void tags_setAndCompareAndSet_asTheJdks() throws Exception {
    BothModes.check(() -> {
      Value task = new Value(1);
      assertEquals(0, task.getForkJoinTaskTag());
      assertEquals(0, task.setForkJoinTaskTag((short) 7));
      assertFalse(task.compareAndSetForkJoinTaskTag((short) 0, (short) 1));
      assertTrue(task.compareAndSetForkJoinTaskTag((short) 7, (short) 1));
      assertEquals(1, task.getForkJoinTaskTag());
      task.invoke();
      assertEquals(1, task.getForkJoinTaskTag());
    });
  }

  @Test
  void complete_andCompleteExceptionally_settleATaskNotRun() throws Exception {
    BothModes.check(() -> {
      Value completed = new Value(1);
      completed.complete(9);
      assertEquals(9, completed.join());
      assertEquals(0, completed.runs);

      Value failed = new Value(1);
      failed.completeExceptionally(new Exception("checked"));
      assertInstanceOf(RuntimeException.class, failed.getException());
      assertEquals("checked", failed.getException().getCause().getMessage());

      Value quiet = new Value(1);
      quiet.quietlyComplete();
      assertTrue(quiet.isCompletedNormally());
      assertNull(quiet.getRawResult());
    });
  }

  @Test
  void adapters_runWhatTheyAdapt() throws Exception {
    BothModes.check(() -> {
      int[] ran = new int[1];
      assertEquals("r", ForkJoinTask.adapt(() -> {
        ran[0]++;
      }, "r").invoke());
      assertEquals("c", ForkJoinTask.adaptInterruptible(() -> "c").invoke());
      assertEquals("i", ForkJoinTask.adaptInterruptible(() -> {
        ran[0]++;
      }, "i").fork().join());
      Runnable count = () -> ran[0]++;
      assertNull(ForkJoinTask.adaptInterruptible(count).invoke());
      ForkJoinTask<String> failing = ForkJoinTask.adaptInterruptible(() -> {
        throw new IllegalArgumentException("adapted");
      });
      assertEquals("adapted", assertThrows(IllegalArgumentException.class, failing::invoke)
          .getMessage());
      assertEquals(3, ran[0]);
    });
  }

  /**
   * A task adapted interruptibly whose callable throws a checked exception fails with it, as the
   * JDK's adapter (whose {@code get} reports an exception of its class, a copy from another
   * thread, and whose {@code join} throws it unchecked), not with a {@code RuntimeException}
   * around it as an {@code adapt}ed task's.
   */
  @Test
  void adaptInterruptible_failsWithTheCheckedExceptionItself() throws Exception {
    BothModes.check(() -> {
      ForkJoinTask<String> failing = ForkJoinTask.adaptInterruptible(() -> {
        throw new IOException("checked");
      });
      failing.fork();
      ExecutionException failed = assertThrows(ExecutionException.class, failing::get);
      assertInstanceOf(IOException.class, failed.getCause());
      assertThrows(IOException.class, failing::join);
    });
  }

  /**
   * A task adapted interruptibly waits on a latch nobody counts down; main forks it and cancels it
   * with an interrupt. Taken and cancelled before its future task runs, it never waits; after, the
   * interrupt ends its wait: no order hangs, 6 sequences. Cancelled before it was taken (the cancel
   * makes the run model the takings), it never runs, its {@code taken} before or after main's
   * {@code isCancelled}: 2 more, 8 as the oracle. With the future task left running by the cancel
   * (as an {@code adapt}ed task's would be), the orders that run it hang.
   */
  @Test
  void adaptInterruptible_cancelInterruptsTheRunningTask_noOrderHangs() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      CountDownLatch never = new CountDownLatch(1, "never");
      ForkJoinTask<?> waiting = ForkJoinTask.adaptInterruptible(() -> {
        never.await();
        return null;
      });
      waiting.fork();
      OracleCheck.check(waiting.cancel(true), "not cancelled");
      OracleCheck.check(waiting.isCancelled(), "not cancelled after cancel");
    });

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(8, result.sequences(), result.summary());
  }

  @Test
  void getPool_isTheTasksPool_nullOutsideEvery() throws Exception {
    BothModes.check(() -> {
      assertNull(ForkJoinTask.getPool());
      assertFalse(ForkJoinTask.inForkJoinPool());
      ForkJoinPool pool = new ForkJoinPool(3);
      IntSupplier parallelism = () -> {
        ForkJoinPool host = ForkJoinTask.getPool();
        return host == null ? 0 : host.getParallelism();
      };
      assertEquals(3, pool.invoke(ForkJoinTask.adapt(parallelism::getAsInt)));
      // The JDK's main may run a task it forked itself when it joins it (then in no pool).
      int forked = ForkJoinTask.adapt(parallelism::getAsInt).fork().join();
      assertTrue(forked == ForkJoinPool.getCommonPoolParallelism() || forked == 0, "" + forked);
      assertEquals(0, ForkJoinTask.adapt(parallelism::getAsInt).invoke());
      Callable<Boolean> inPool = ForkJoinTask::inForkJoinPool;
      assertTrue(pool.invoke(ForkJoinTask.adapt(inPool)));
      pool.shutdown();
    });
  }

  /** Under exploration a task forked outside every pool runs in the common pool, never in main. */
  @Test
  void getPool_underExploration_isThePoolItself_theCommonPoolForAFork() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      Callable<ForkJoinPool> host = ForkJoinTask::getPool;
      assertSame(pool, pool.invoke(ForkJoinTask.adapt(host)));
      ForkJoinPool common = ForkJoinTask.adapt(host).fork().join();
      assertEquals(ForkJoinPool.getCommonPoolParallelism(), common.getParallelism());
    }).outcome();
    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  @Test
  void workQueueQueries_refusedUnderExploration_namingTheMethod_theJdksOutside() {
    assertEquals(0, ForkJoinTask.getQueuedTaskCount());
    assertNotNull(String.valueOf(ForkJoinTask.getSurplusQueuedTaskCount()));
    ForkJoinTask.helpQuiesce();
    List<Runnable> queries = List.of(ForkJoinTask::getQueuedTaskCount,
        ForkJoinTask::getSurplusQueuedTaskCount, ForkJoinTask::helpQuiesce,
        ForkJoinTaskApiTest::peek);
    List<String> methods =
        List.of("getQueuedTaskCount", "getSurplusQueuedTaskCount", "helpQuiesce", "peekNextLocalTask");
    for (int i = 0; i < queries.size(); i++) {
      Runnable query = queries.get(i);
      RunOutcome outcome = RichTest.runOnce(query::run).outcome();
      RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, outcome);
      UnsupportedOperationException refused =
          assertInstanceOf(UnsupportedOperationException.class, failure.cause());
      assertTrue(refused.getMessage().startsWith("ForkJoinTask." + methods.get(i)
          + " is not modelled under exploration"), refused.getMessage());
    }
  }

  /**
   * Outside an exploration a task polled from the worker's queue is the drop-in that was forked
   * (or none, if another worker took it), which the poller then runs itself.
   */
  @Test
  void pollNextLocalTask_outsideAnExploration_isTheForkedDropIn() {
    Value child = new Value(6);
    ForkJoinTask<Integer> parent = new RecursiveTask<>() {
      @Override
      protected Integer compute() {
        child.fork();
        ForkJoinTask<?> polled = pollNextLocalTask();
        if (polled != null) {
          assertSame(child, polled);
          polled.invoke();
        }
        return child.join();
      }
    };
    assertEquals(6, new ForkJoinPool(1).invoke(parent));
    assertEquals(1, child.runs);
  }

  /** Calls the protected {@code peekNextLocalTask}, as a subclass would. */
  private static void peek() {
    new Value(0) {
      void peekNext() {
        peekNextLocalTask();
      }
    }.peekNext();
  }
}
