package org.richtest.examples.ported;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.richtest.Program;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ArrayBlockingQueue;
import org.richtest.sync.concurrent.AtomicInteger;
import org.richtest.sync.concurrent.ConcurrentHashMap;
import org.richtest.sync.concurrent.CountDownLatch;
import org.richtest.sync.concurrent.Executors;
import org.richtest.sync.concurrent.FutureTask;
import org.richtest.sync.concurrent.LinkedBlockingQueue;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * Each unmodified scenario ported by hand: {@code synchronized} becomes an {@link ObjectMonitor}
 * entered and left explicitly, {@code wait}/{@code notify} its methods, the JDK classes their
 * drop-ins, {@code Thread} a {@link RichThread}.
 */
public final class PortedScenarios {

  private PortedScenarios() {}

  /** {@code NotifyBufferScenario}: two producers, two consumers, {@code notify}: deadlocks. */
  public static Program notifyBuffer() {
    return () -> {
      ObjectMonitor monitor = new ObjectMonitor("buffer", false);
      Object[] item = {null};
      List<RichThread> threads = new ArrayList<>();
      for (int i = 1; i <= 2; i++) {
        int value = i;
        threads.add(new RichThread("producer" + i, () -> {
          monitor.enter();
          while (item[0] != null) {
            monitor.await(false);
          }
          item[0] = value;
          monitor.notifyOne();
          monitor.exit();
        }));
        threads.add(new RichThread("consumer" + i, () -> {
          monitor.enter();
          while (item[0] == null) {
            monitor.await(false);
          }
          item[0] = null;
          monitor.notifyOne();
          monitor.exit();
        }));
      }
      startAndJoin(threads);
    };
  }

  /** {@code TransferScenario}: each transfer holds its own account's monitor, then the other's. */
  public static Program transfer() {
    return () -> {
      ObjectMonitor a = new ObjectMonitor("a", false);
      ObjectMonitor b = new ObjectMonitor("b", false);
      startAndJoin(List.of(
          new RichThread("a-to-b", () -> nested(a, b)),
          new RichThread("b-to-a", () -> nested(b, a))));
    };
  }

  private static void nested(ObjectMonitor outer, ObjectMonitor inner) {
    outer.enter();
    inner.enter();
    inner.exit();
    outer.exit();
  }

  /** {@code IfWaitBufferScenario}: a consumer woken by {@code notifyAll} does not look again. */
  public static Program ifWaitBuffer() {
    return () -> {
      ObjectMonitor monitor = new ObjectMonitor("buffer", false);
      Deque<Object> items = new ArrayDeque<>();
      RichThread producer = new RichThread("producer", () -> {
        for (int value = 1; value <= 2; value++) {
          monitor.enter();
          while (items.size() == 1) {
            monitor.await(false);
          }
          items.addLast(value);
          monitor.notifyAllWaiters();
          monitor.exit();
        }
      });
      RichThread.Body take = () -> {
        monitor.enter();
        try { // a synchronized method leaves its monitor when it throws
          if (items.isEmpty()) {
            monitor.await(false);
          }
          if (items.isEmpty()) {
            throw new IllegalStateException("take from an empty buffer");
          }
          items.removeFirst();
          monitor.notifyAllWaiters();
        } finally {
          monitor.exit();
        }
      };
      startAndJoin(List.of(
          producer, new RichThread("consumer1", take), new RichThread("consumer2", take)));
    };
  }

  /** {@code SessionRegistryScenario}: check-then-act on a map: two sessions for one user. */
  public static Program sessionRegistry() {
    return () -> {
      ConcurrentHashMap<String, Integer> sessions = new ConcurrentHashMap<>();
      AtomicInteger created = new AtomicInteger();
      RichThread.Body open = () -> {
        if (!sessions.containsKey("ada")) {
          sessions.put("ada", created.incrementAndGet());
        }
        sessions.get("ada");
      };
      startAndJoin(List.of(new RichThread("T1", open), new RichThread("T2", open)));
      if (created.get() != 1) {
        throw new AssertionError("created " + created.get() + " sessions for one user");
      }
    };
  }

  /** {@code StartupGateScenario}: a latch of three counted down twice: deadlocks. */
  public static Program startupGate() {
    return () -> {
      CountDownLatch started = new CountDownLatch(3);
      RichThread web = RichThread.start("web", started::countDown);
      RichThread db = RichThread.start("db", started::countDown);
      started.await();
      web.join();
      db.join();
    };
  }

  /** {@code PipelineScenario}: two producers and two consumers through a queue of one. */
  public static Program pipeline() {
    return () -> {
      ArrayBlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
      CountDownLatch done = new CountDownLatch(2);
      int[] taken = new int[4];
      List<RichThread> threads = new ArrayList<>();
      for (int p = 0; p < 2; p++) {
        int first = 2 * p;
        threads.add(RichThread.start("P" + (p + 1), () -> {
          queue.put(first);
          queue.put(first + 1);
        }));
      }
      for (int c = 0; c < 2; c++) {
        threads.add(RichThread.start("C" + (c + 1), () -> {
          taken[queue.take()]++;
          taken[queue.take()]++;
          done.countDown();
        }));
      }
      done.await();
      for (int item = 0; item < taken.length; item++) {
        if (taken[item] != 1) {
          throw new IllegalStateException("item " + item + " taken " + taken[item] + " times");
        }
      }
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }

  /** {@code PageRendererScenario}: a page task waits for a template queued behind it: deadlocks. */
  public static Program pageRenderer() {
    return () -> {
      ExecutorService worker = Executors.newSingleThreadExecutor();
      FutureTask<String> template = new FutureTask<>(() -> "<h1>%s</h1>");
      String[] page = new String[1];
      RichThread loader = RichThread.start("loader", () -> worker.execute(template));
      RichThread request = RichThread.start("request",
          () -> page[0] = worker.submit(() -> template.get().formatted("home")).get());
      loader.join();
      request.join();
      worker.shutdown();
      if (!"<h1>home</h1>".equals(page[0])) {
        throw new AssertionError("rendered " + page[0]);
      }
    };
  }

  /**
   * {@code InterruptedBorrowScenario}: the pool is an {@link ObjectMonitor} around a line of
   * places; an interrupted borrower leaves its place behind unless {@code fixed}.
   */
  public static Program interruptedBorrow(boolean fixed) {
    return () -> {
      ObjectMonitor monitor = new ObjectMonitor("pool", false);
      Deque<Object[]> line = new ArrayDeque<>();
      Deque<Object> idle = new ArrayDeque<>(List.of("connection"));
      Borrower borrow = () -> {
        monitor.enter();
        try {
          if (!idle.isEmpty()) {
            return idle.removeFirst();
          }
          Object[] place = {null};
          line.addLast(place);
          try {
            while (place[0] == null) {
              monitor.await(false);
            }
          } catch (InterruptedException e) {
            if (fixed && !line.remove(place)) {
              giveBack(monitor, line, idle, place[0]);
            }
            throw e;
          }
          return place[0];
        } finally {
          monitor.exit();
        }
      };
      Object held = borrow.borrow();
      RichThread impatient = new RichThread("impatient", () -> {
        try {
          giveBack(monitor, line, idle, borrow.borrow());
        } catch (InterruptedException e) {
          // gives up, as its caller asked
        }
      });
      impatient.start();
      impatient.interrupt();
      giveBack(monitor, line, idle, held);
      impatient.join();
      RichThread later = RichThread.start(
          "later", () -> giveBack(monitor, line, idle, borrow.borrow()));
      later.join();
    };
  }

  /** A borrow from the ported pool. */
  @FunctionalInterface
  private interface Borrower {
    Object borrow() throws InterruptedException;
  }

  private static void giveBack(
      ObjectMonitor monitor, Deque<Object[]> line, Deque<Object> idle, Object object) {
    monitor.enter();
    Object[] next = line.pollFirst();
    if (next == null) {
      idle.addLast(object);
    } else {
      next[0] = object;
      monitor.notifyAllWaiters();
    }
    monitor.exit();
  }

  /**
   * {@code CancelledWorkerScenario}: the worker loop asks {@link RichThread#isCurrentInterrupted}
   * where the JDK code asks {@code Thread.currentThread().isInterrupted()}.
   */
  public static Program cancelledWorker(boolean swallowsInterrupt) {
    return () -> {
      LinkedBlockingQueue<String> tasks = new LinkedBlockingQueue<>();
      ExecutorService executor = Executors.newSingleThreadExecutor();
      Future<?> work = executor.submit(() -> {
        while (!RichThread.isCurrentInterrupted()) {
          try {
            tasks.take();
          } catch (InterruptedException e) {
            if (!swallowsInterrupt) {
              RichThread.interruptCurrent();
            }
          }
        }
      });
      tasks.put("render");
      work.cancel(true);
      executor.close();
    };
  }

  private static void startAndJoin(List<RichThread> threads) throws InterruptedException {
    for (RichThread thread : threads) {
      thread.start();
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }
}
