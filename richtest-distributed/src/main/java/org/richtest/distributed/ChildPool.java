package org.richtest.distributed;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkResult;

/**
 * The worker processes of one exploration, each fed by a thread of its own that takes items from
 * the shared frontier, sends them down the pipe and commits what comes back. A process that cannot
 * start, refuses the exploration or dies is said in a warning, its item given back, and the others
 * (and the exploring thread) go on. Closing kills every process still alive, so none outlives the
 * exploration.
 */
final class ChildPool implements AutoCloseable {

  /** How long closing waits for the feeding threads after the processes were told to end. */
  private static final long JOIN_SECONDS = 10;

  private final ItemFrontier frontier;
  private final ProcessSettings settings;
  private final Duration itemDeadline;
  private final ScheduledThreadPoolExecutor deadlines = new ScheduledThreadPoolExecutor(1,
      Thread.ofPlatform().daemon().name("richtest-pipe-deadlines").factory());
  private final List<Process> processes = new ArrayList<>();
  private final Set<Process> starting = new HashSet<>();
  private final List<Thread> feeders = new ArrayList<>();
  private final List<CountDownLatch> firstItems = new ArrayList<>();
  private final AtomicInteger launched = new AtomicInteger();
  private final AtomicLong bytes = new AtomicLong();
  private final AtomicLong items = new AtomicLong();
  private volatile boolean closing;

  /**
   * Creates the pool of {@code settings}' processes taking items of {@code frontier}; a process
   * that has not answered an item after {@code itemDeadline} is taken for stuck and killed.
   */
  ChildPool(ItemFrontier frontier, ProcessSettings settings, Duration itemDeadline) {
    this.frontier = frontier;
    this.settings = settings;
    this.itemDeadline = itemDeadline;
    deadlines.setRemoveOnCancelPolicy(true);
  }

  /** Starts the worker processes, each on a thread of its own, saying {@code hello} to each. */
  void start(byte[] hello) {
    for (int worker = 1; worker < settings.processes(); worker++) {
      int index = worker;
      CountDownLatch firstItem = new CountDownLatch(1);
      firstItems.add(firstItem);
      feeders.add(Thread.ofPlatform().daemon().name("richtest-pipe-" + index).start(() -> {
        try {
          feed(index, hello, firstItem);
        } finally {
          firstItem.countDown();
        }
      }));
    }
  }

  /**
   * Waits until every process started holds its first item, or takes no part (it did not start,
   * refused, or the exploration ended first). Called before the exploring thread takes another
   * item, it makes each process that answers its hello explore at least one item.
   */
  void awaitFirstItems() throws InterruptedException {
    for (CountDownLatch firstItem : firstItems) {
      firstItem.await();
    }
  }

  /** Returns whether {@link #start} was called. */
  boolean started() {
    return !feeders.isEmpty();
  }

  /** Returns the worker processes launched (whether they then took part or not). */
  int launched() {
    return launched.get();
  }

  /** Returns the bytes that crossed the pipes, both ways. */
  long bytes() {
    return bytes.get();
  }

  /** Returns the items the processes explored and committed. */
  long items() {
    return items.get();
  }

  /**
   * Feeds worker process {@code worker}: starts it, says {@code hello}, and hands it items until
   * the frontier ends; counts {@code firstItem} down once it holds its first item. Anything thrown
   * here but the process's own failures (an {@link IOException}, said in a warning) is a defect,
   * which fails the exploration: the item this thread held would otherwise stay in flight for ever.
   */
  private void feed(int worker, byte[] hello, CountDownLatch firstItem) {
    try {
      PipeChild child;
      try {
        child = PipeChild.launch(settings.command(), this::launched);
      } catch (IOException e) {
        refused(worker, e);
        return;
      }
      try (child) {
        serve(worker, child, hello, firstItem);
      } finally {
        bytes.addAndGet(child.bytes());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      frontier.fail(e);
    } catch (Error e) {
      frontier.fail(new IllegalStateException("the thread feeding worker process " + worker
          + " failed: " + e, e));
      throw e;
    }
  }

  /** Says {@code hello} to {@code child}, then hands it items until the frontier ends. */
  private void serve(int worker, PipeChild child, byte[] hello, CountDownLatch firstItem)
      throws InterruptedException {
    try {
      child.hello(hello);
    } catch (IOException e) {
      refused(worker, e);
      return;
    } finally {
      synchronized (processes) {
        starting.remove(child.process());
      }
    }
    WorkItem item;
    while ((item = frontier.take()) != null) {
      firstItem.countDown();
      @Nullable WorkResult result = explore(worker, child, item);
      if (result == null) {
        return;
      }
      if (frontier.commit(worker, result)) {
        items.incrementAndGet();
      }
    }
  }

  /** Says in a warning that {@code worker} takes no part, unless the exploration is closing. */
  private void refused(int worker, IOException why) {
    if (!closing) {
      frontier.warn("worker process " + worker + " takes no part, its share is explored by the"
          + " others: " + why.getMessage());
    }
  }

  /** Returns {@code item}'s result from {@code child}, or null if there is none to commit. */
  private @Nullable WorkResult explore(int worker, PipeChild child, WorkItem item) {
    AtomicBoolean expired = new AtomicBoolean();
    ScheduledFuture<?> deadline = deadlines.schedule(() -> {
      expired.set(true);
      child.process().destroyForcibly();
    }, itemDeadline.toNanos(), TimeUnit.NANOSECONDS);
    try {
      return child.explore(item, settings.itemRuns());
    } catch (IOException e) {
      frontier.giveBack(item);
      if (expired.get()) {
        frontier.warn("worker process " + worker + " did not answer an item within "
            + itemDeadline.toSeconds() + " s, so it was killed; its item was explored again by"
            + " the others");
      } else if (!closing) {
        frontier.warn("worker process " + worker + " ended (" + e.getMessage()
            + "); its item was explored again by the others");
      }
    } catch (PipeChild.Failed failed) {
      frontier.giveBack(item);
      frontier.fail(failed.failure().toException());
    } finally {
      deadline.cancel(false);
    }
    return null;
  }

  private void launched(Process process) {
    launched.incrementAndGet();
    synchronized (processes) {
      if (closing) {
        process.destroyForcibly();
      }
      processes.add(process);
      starting.add(process);
    }
  }

  /**
   * Ends the processes: those of a finished exploration end when their feeding thread says
   * goodbye; after a stop (a bug, the time budget, a failure) they are killed at once, as what
   * they explore now is not wanted, and so are those still starting, which would make the
   * exploration wait for a JVM it no longer needs; any still alive after a while is killed.
   */
  @Override
  public void close() {
    closing = true;
    synchronized (processes) {
      (frontier.stopped() ? processes : starting).forEach(Process::destroyForcibly);
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JOIN_SECONDS);
    try {
      for (Thread feeder : feeders) {
        long left = deadline - System.nanoTime();
        if (left > 0) {
          feeder.join(TimeUnit.NANOSECONDS.toMillis(left) + 1);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      killAll();
      deadlines.shutdownNow();
    }
  }

  private void killAll() {
    synchronized (processes) {
      for (Process process : processes) {
        process.destroyForcibly();
      }
    }
  }
}
