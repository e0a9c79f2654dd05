package org.richtest.examples;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import org.richtest.Reduction;
import org.richtest.examples.boundedbuffer.BoundedBufferMonitor;
import org.richtest.examples.boundedbuffer.BoundedBufferSelect;
import org.richtest.examples.boundedbuffer.BoundedBufferSemaphore;
import org.richtest.examples.boundedbuffer.LostWakeupBuffer;
import org.richtest.examples.concurrent.PoolStarvation;
import org.richtest.examples.concurrent.ProducerConsumerQueue;
import org.richtest.examples.diningphilosophers.DiningPhilosophersDeadlock;
import org.richtest.examples.diningphilosophers.DiningPhilosophersMonitor;
import org.richtest.examples.distributedmutex.DistributedMutualExclusion;
import org.richtest.examples.readerswriters.ReadersWritersScMonitor;
import org.richtest.examples.readerswriters.ReadersWritersSelect;
import org.richtest.examples.readerswriters.ReadersWritersSemaphore;
import org.richtest.examples.readerswriters.ReadersWritersSuMonitor;
import org.richtest.examples.sharedmemory.CasCounter;
import org.richtest.examples.sharedmemory.LostUpdate;
import org.richtest.examples.sharedmemory.Reorder;
import org.richtest.examples.unmodified.CancelledWorkerScenario;
import org.richtest.examples.unmodified.CasCounterScenario;
import org.richtest.examples.unmodified.ConnectionRegistryScenario;
import org.richtest.examples.unmodified.HitCounterScenario;
import org.richtest.examples.unmodified.IfWaitBufferScenario;
import org.richtest.examples.unmodified.InterruptedBorrowScenario;
import org.richtest.examples.unmodified.InventoryScenario;
import org.richtest.examples.unmodified.LazyConfigScenario;
import org.richtest.examples.unmodified.NotifyBufferScenario;
import org.richtest.examples.unmodified.PageRendererScenario;
import org.richtest.examples.unmodified.PipelineScenario;
import org.richtest.examples.unmodified.ReorderScenario;
import org.richtest.examples.unmodified.SessionRegistryScenario;
import org.richtest.examples.unmodified.StartupGateScenario;
import org.richtest.examples.unmodified.TransferScenario;

/**
 * The registry of bundled examples, with the counts of the paper's Table 4 and those the original
 * prototype published for its symmetry and reply-order reductions.
 */
public final class Examples {

  /**
   * Each program is made by a lambda, never a method reference to a constructor: linking a method
   * reference loads its class, and the launcher's class cache would then hold an unmodified example
   * as the jar has it, which the agent must rewrite (PackagedCommandLineIT).
   */
  private static final ImmutableList<Example> ALL =
      ImmutableList.of(
          new Example(
              "bb-semaphore",
              "bounded buffer on counting semaphores, 3 producers, 3 consumers, 2 slots",
              () -> BoundedBufferSemaphore.program(3, 3, 2),
              324,
              324,
              false)
              .reducedTo(9, Reduction.SYMMETRY),
          new Example(
              "rw-semaphore",
              "readers/writers on counting semaphores (readers first), 3 readers, 2 writers",
              () -> ReadersWritersSemaphore.program(3, 2),
              21744,
              21744,
              false)
              .reducedTo(420, Reduction.SYMMETRY),
          new Example(
              "bb-monitor-su",
              "bounded buffer on a signal-and-urgent-wait monitor, 3 producers, 3 consumers, 2 slots",
              () -> BoundedBufferMonitor.program(3, 3, 2, true),
              720,
              720,
              false)
              .reducedTo(20, Reduction.SYMMETRY),
          new Example(
              "bb-monitor-sc",
              "bounded buffer on a signal-and-continue monitor, 3 producers, 3 consumers, 2 slots",
              () -> BoundedBufferMonitor.program(3, 3, 2, false),
              12096,
              12096,
              false)
              .reducedTo(132, Reduction.SYMMETRY),
          new Example(
              "rw-monitor-su",
              "readers/writers on a signal-and-urgent-wait monitor, 3 readers, 2 writers",
              () -> ReadersWritersSuMonitor.program(3, 2),
              13320,
              13320,
              false)
              .reducedTo(420, Reduction.SYMMETRY),
          new Example(
              "rw-monitor-sc",
              "readers/writers on a signal-and-continue monitor (R>W.1), 3 readers, 2 writers",
              () -> ReadersWritersScMonitor.program(3, 2),
              61716,
              61716,
              false)
              .reducedTo(1576, Reduction.SYMMETRY),
          new Example(
              "bb-select",
              "bounded buffer as a server thread with a selective wait on synchronous channels, "
                  + "3 producers, 3 consumers, 2 slots",
              () -> BoundedBufferSelect.program(3, 3, 2),
              144,
              144,
              false)
              .reducedTo(4, Reduction.SYMMETRY),
          new Example(
              "rw-select",
              "readers/writers as a controller thread with a selective wait on synchronous "
                  + "channels (R>W.1), 3 readers, 2 writers",
              () -> ReadersWritersSelect.program(3, 2),
              768,
              768,
              false)
              .reducedTo(28, Reduction.SYMMETRY),
          new Example(
              "dme",
              "Ricart-Agrawala distributed mutual exclusion over asynchronous ports with an SU "
                  + "monitor per process, 3 processes",
              () -> DistributedMutualExclusion.program(3),
              4032,
              4032,
              false)
              .reducedTo(504, Reduction.COMMUTE),
          new Example(
              "dp-monitor-su-3",
              "dining philosophers on an SU monitor with a starving state, 3 philosophers",
              () -> DiningPhilosophersMonitor.program(3),
              30,
              30,
              false),
          new Example(
              "dp-monitor-su-4",
              "dining philosophers on an SU monitor with a starving state, 4 philosophers",
              () -> DiningPhilosophersMonitor.program(4),
              624,
              624,
              false),
          new Example(
              "dp-monitor-su-5",
              "dining philosophers on an SU monitor with a starving state, 5 philosophers",
              () -> DiningPhilosophersMonitor.program(5),
              19330,
              19330,
              false),
          new Example(
              "dp-monitor-su-6",
              "dining philosophers on an SU monitor with a starving state, 6 philosophers",
              () -> DiningPhilosophersMonitor.program(6),
              901752,
              901752,
              false),
          new Example(
              "dp-deadlock",
              "dining philosophers on counting semaphores, left stick first: deadlocks",
              () -> DiningPhilosophersDeadlock.program(3),
              7,
              -1,
              true),
          new Example(
              "lost-wakeup",
              "SC monitor buffer testing with if, not while: a barging consumer empties it",
              () -> LostWakeupBuffer.program(2, 1),
              40,
              -1,
              true),
          new Example(
              "pc-queue",
              "java.util.concurrent drop-ins: 2 producers and 2 consumers, 2 items each, through an "
                  + "ArrayBlockingQueue(1); main awaits a CountDownLatch the consumers count down",
              () -> ProducerConsumerQueue.program(2, 2, 1),
              72,
              -1,
              false),
          new Example(
              "pool-starvation",
              "two tasks on a two-thread pool each wait for a subtask on the same pool: "
                  + "deadlocks when both workers run outer tasks",
              () -> PoolStarvation.program(2, 2),
              62,
              -1,
              true),
          new Example(
              "shared-lost-update",
              "shared variables: two threads increment a SharedInt by get() then set(t + 1): "
                  + "2 of 4 sequences lose an update",
              () -> LostUpdate.program(),
              4,
              -1,
              true),
          new Example(
              "shared-reorder",
              "shared variables: a setter writes a then b, a checker reads a then b and sees one "
                  + "write without the other in 2 of 4 sequences",
              () -> Reorder.program(),
              4,
              -1,
              true),
          new Example(
              "shared-cas-counter",
              "shared variables: two threads increment a SharedInt by a compare-and-set loop; "
                  + "no sequence fails",
              () -> CasCounter.program(2),
              4,
              -1,
              false),
          new Example(
              "unmodified-notify-buffer",
              "plain JDK code through the agent: a one-slot buffer with notify() for notifyAll(), "
                  + "2 producers, 2 consumers: deadlocks",
              () -> new NotifyBufferScenario(),
              80,
              -1,
              true),
          new Example(
              "unmodified-transfer",
              "plain JDK code through the agent: two bank transfers in opposite directions, each "
                  + "in nested synchronized blocks: deadlocks",
              () -> new TransferScenario(),
              3,
              -1,
              true),
          new Example(
              "unmodified-if-wait",
              "plain JDK code through the agent: wait() under if, not while, in a one-slot buffer: "
                  + "a woken consumer takes from an empty buffer",
              () -> new IfWaitBufferScenario(),
              40,
              -1,
              true),
          new Example(
              "unmodified-sessions",
              "plain JDK code through the agent: check-then-act on a ConcurrentHashMap creates two "
                  + "sessions for one user",
              () -> new SessionRegistryScenario(),
              30,
              -1,
              true),
          new Example(
              "unmodified-startup-gate",
              "plain JDK code through the agent: a CountDownLatch(3) counted down by two services: "
                  + "deadlocks",
              () -> new StartupGateScenario(),
              2,
              -1,
              true),
          new Example(
              "unmodified-pipeline",
              "plain JDK code through the agent: producers and consumers on an ArrayBlockingQueue "
                  + "with a CountDownLatch (the pc-queue program)",
              () -> new PipelineScenario(),
              72,
              -1,
              false),
          new Example(
              "unmodified-future-get",
              "plain JDK code through the agent: a page task on a single-thread executor waits "
                  + "with Future.get for a template load another thread submits: deadlocks when "
                  + "the page task comes first",
              () -> new PageRendererScenario(),
              5,
              -1,
              true),
          new Example(
              "unmodified-interrupted-borrow",
              "plain JDK code through the agent: a borrower interrupted while it waits in a pool's"
                  + " line leaves its place behind, and the next borrower waits for ever (the "
                  + "POOL-162 pattern of commons-pool 1.5.4)",
              () -> new InterruptedBorrowScenario(false),
              11,
              -1,
              true),
          new Example(
              "unmodified-interrupted-borrow-fixed",
              "plain JDK code through the agent: the pool of unmodified-interrupted-borrow with the"
                  + " fix of commons-pool 1.5.5: an interrupted borrower leaves the line",
              () -> new InterruptedBorrowScenario(true),
              11,
              -1,
              false),
          new Example(
              "unmodified-swallowed-interrupt",
              "plain JDK code through the agent: a worker cancelled by Future.cancel(true) "
                  + "swallows the interrupt of its take and waits for ever",
              () -> new CancelledWorkerScenario(true),
              10,
              -1,
              true),
          new Example(
              "unmodified-cancellable-worker",
              "plain JDK code through the agent: a worker cancelled by Future.cancel(true) "
                  + "restores the interrupt and ends in every sequence",
              () -> new CancelledWorkerScenario(false),
              14,
              -1,
              false),
          new Example(
              "unmodified-lost-update",
              "plain JDK code through the agent: two threads bump an AtomicInteger by get() then "
                  + "set(): an update is lost",
              () -> new HitCounterScenario(),
              4,
              -1,
              true),
          new Example(
              "unmodified-reorder",
              "plain JDK code through the agent: a setter writes volatile a then b, a checker "
                  + "reads a then b and sees one old and one new",
              () -> new ReorderScenario(),
              4,
              -1,
              true),
          new Example(
              "unmodified-cas-counter",
              "plain JDK code through the agent: two threads increment an AtomicInteger by a "
                  + "compare-and-set loop: no update is lost",
              () -> new CasCounterScenario(),
              4,
              -1,
              false),
          new Example(
              "unmodified-wrong-lock",
              "plain JDK code through the agent: a stock level updated under two different "
                  + "locks: a data race",
              () -> new InventoryScenario(),
              1,
              -1,
              false),
          new Example(
              "unmodified-double-checked",
              "plain JDK code through the agent: double-checked locking without volatile: a "
                  + "data race",
              () -> new LazyConfigScenario(),
              2,
              -1,
              false),
          new Example(
              "unmodified-unsafe-map",
              "plain JDK code through the agent: a static HashMap iterated under a lock and "
                  + "changed without it: a thread-safety violation",
              () -> new ConnectionRegistryScenario(),
              1,
              -1,
              false));

  private Examples() {}

  /** Returns every bundled example. */
  public static ImmutableList<Example> all() {
    return ALL;
  }

  /** Returns the example called {@code name}. */
  public static Optional<Example> byName(String name) {
    return ALL.stream().filter(e -> e.name().equals(name)).findFirst();
  }
}
