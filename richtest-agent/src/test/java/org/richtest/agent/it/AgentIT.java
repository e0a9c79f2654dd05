package org.richtest.agent.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.StampedLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;

/**
 * The agent as users run it: this JVM was started with {@code -javaagent:richtest-agent.jar}, and the
 * classes of this package are rewritten as they load. Plain JDK code is explored, and behaves as
 * before outside an exploration.
 */
@Timeout(60)
class AgentIT {

  /** A counter whose increment reads and writes in two {@code synchronized} steps: racy. */
  static final class SplitCounter {
    private int value;

    synchronized int read() {
      return value;
    }

    synchronized void write(int v) {
      value = v;
    }
  }

  /** Takes {@code first}, then {@code second}: two threads in opposite orders deadlock. */
  static void both(ReentrantLock first, ReentrantLock second) {
    first.lock();
    try {
      second.lock();
      second.unlock();
    } finally {
      first.unlock();
    }
  }

  static void lockOrder() throws InterruptedException {
    ReentrantLock left = new ReentrantLock();
    ReentrantLock right = new ReentrantLock();
    Thread t1 = new Thread(() -> both(left, right), "T1");
    Thread t2 = new Thread(() -> both(right, left), "T2");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }

  @Test
  void lockOrderDeadlock_reportNamesTheLocksByTheirVariablesAndEachThreadsLine() {
    ExplorationResult result = RichTest.explore(AgentIT::lockOrder);

    String report = result.deadlocks().getFirst().outcome().toString();
    String at = " \\(main#\\d, ReentrantLock made at AgentIT\\.java:\\d+\\) at "
        + "org\\.richtest\\.agent\\.it\\.AgentIT\\.both\\(AgentIT\\.java:\\d+\\)";
    assertTrue(report.matches("(?s).*\n  T1 waits for lock on (left|right)" + at + "\n.*"),
        report);
    assertTrue(report.matches("(?s).*\n  T2 waits for lock on (left|right)" + at + "$"), report);
  }

  static void lostUpdate() throws InterruptedException {
    SplitCounter counter = new SplitCounter();
    Runnable bump = () -> counter.write(counter.read() + 1);
    Thread t1 = new Thread(bump, "T1");
    Thread t2 = new Thread(bump, "T2");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
    if (counter.read() != 2) {
      throw new AssertionError("lost update: " + counter.read());
    }
  }

  @Test
  void agent_attached_setsItsPropertyAndRewritesThisPackage() {
    assertEquals("active", System.getProperty("richtest.agent"));
    RunResult run = RichTest.runOnce(AgentIT::lostUpdate);
    assertTrue(run.sequence().threads().containsAll(List.of("main", "T1", "T2")),
        run.sequence().threads().toString());
  }

  @Test
  void lostUpdate_unmodifiedCode_foundAndOracleAgrees() {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(AgentIT::lostUpdate, all);
    ExplorationResult oracle =
        RichTest.explore(AgentIT::lostUpdate, all.withStrategy(Strategy.EXHAUSTIVE));

    assertFalse(result.failures().isEmpty(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), result.summary());
    assertEquals(oracle.failures().size(), result.failures().size());
  }

  @Test
  void rewrittenCode_outsideAnExploration_realThreadsAndRealMonitors() throws Exception {
    SplitCounter counter = new SplitCounter();
    AtomicInteger atomic = new AtomicInteger();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      threads.add(new Thread(() -> {
        for (int i = 0; i < 1000; i++) {
          synchronized (counter) {
            counter.write(counter.read() + 1);
            if (!Thread.holdsLock(counter)) {
              throw new AssertionError("the real monitor is not held");
            }
          }
          atomic.incrementAndGet();
        }
      }));
    }
    for (Thread thread : threads) {
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }

    assertEquals(4000, counter.read());
    assertEquals(4000, atomic.get());
    assertTrue(atomic.getClass().getName().startsWith("org.richtest.sync.concurrent"),
        "the JDK atomic was replaced by the drop-in");
  }

  /** A pool built by the JDK's constructor, a stage chain on it, and its JDK-typed future. */
  static void stagesOnAPool() throws Exception {
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
    CompletionStage<Integer> stage = CompletableFuture.supplyAsync(() -> 20, pool)
        .thenApply(x -> x + 1);
    Future<Integer> task = pool.submit(() -> 21);
    if (stage.toCompletableFuture().join() + task.get() != 42) {
      throw new AssertionError("wrong results");
    }
    pool.close();
  }

  @Test
  void executorClasses_unmodifiedCode_exploredLikeTheOracleAndAsBeforeOutside() throws Exception {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(AgentIT::stagesOnAPool, all);
    ExplorationResult oracle =
        RichTest.explore(AgentIT::stagesOnAPool, all.withStrategy(Strategy.EXHAUSTIVE));
    stagesOnAPool();

    result.assertNoBugs();
    assertTrue(result.sequences() > 1, result.summary());
    assertEquals(oracle.sequences(), result.sequences(), result.summary());
  }

  /** The JDK's stamped lock becomes the drop-in: explored, both optimistic outcomes reached. */
  @Test
  void stampedLock_underExploration_isModelled() {
    ExplorationResult result = RichTest.explore(() -> {
      StampedLock lock = new StampedLock();
      Thread writer = new Thread(() -> lock.unlockWrite(lock.writeLock()));
      writer.start();
      lock.validate(lock.tryOptimisticRead());
      writer.join();
    });

    result.assertNoBugs();
    assertEquals(6, result.sequences(), result.summary());
  }

  @Test
  void linkedBlockingDeque_underExploration_failsInsteadOfRunningUnexplored() {
    RunResult run = RichTest.runOnce(() -> new LinkedBlockingDeque<String>().add("bob"));

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, run.outcome());
    String message = failure.cause().getMessage();
    assertTrue(message.contains("java.util.concurrent.LinkedBlockingDeque"), message);
    assertTrue(message.contains("not modelled"), message);
  }

  @Test
  void stampedLock_outsideAnExploration_worksAsBefore() {
    StampedLock lock = new StampedLock();
    long stamp = lock.writeLock();
    lock.unlockWrite(stamp);
  }

  /** The JDK Javadoc's mutex on {@link AbstractQueuedSynchronizer}, its lock and unlock. */
  static final class Mutex extends AbstractQueuedSynchronizer {
    private static final long serialVersionUID = 1L;

    @Override
    protected boolean tryAcquire(int acquires) {
      if (compareAndSetState(0, 1)) {
        setExclusiveOwnerThread(Thread.currentThread());
        return true;
      }
      return false;
    }

    @Override
    protected boolean tryRelease(int releases) {
      if (getExclusiveOwnerThread() != Thread.currentThread()) {
        throw new IllegalMonitorStateException();
      }
      setExclusiveOwnerThread(null);
      setState(0);
      return true;
    }
  }

  /** Two threads add to a plain field under the mutex. */
  static void mutexCounter() throws InterruptedException {
    Mutex mutex = new Mutex();
    int[] count = new int[1];
    Runnable add = () -> {
      mutex.acquire(1);
      try {
        count[0]++;
      } finally {
        mutex.release(1);
      }
    };
    Thread t1 = new Thread(add, "T1");
    Thread t2 = new Thread(add, "T2");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
    if (count[0] != 2) {
      throw new AssertionError("lost an update: " + count[0]);
    }
  }

  @Test
  void synchronizerSubclass_unmodifiedCode_exploredLikeTheOracleAndAsBeforeOutside()
      throws Exception {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(AgentIT::mutexCounter, all);
    ExplorationResult oracle =
        RichTest.explore(AgentIT::mutexCounter, all.withStrategy(Strategy.EXHAUSTIVE));
    mutexCounter();

    result.assertNoBugs();
    assertTrue(result.sequences() > 1, result.summary());
    assertEquals(oracle.sequences(), result.sequences(), result.summary());
    assertTrue(Mutex.class.getSuperclass().getName().startsWith("org.richtest.sync.concurrent"),
        "the subclass extends the drop-in");
  }
}
