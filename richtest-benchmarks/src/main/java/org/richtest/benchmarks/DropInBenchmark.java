package org.richtest.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.examples.concurrent.ProducerConsumerQueue;
import org.richtest.sync.RichThread;
import org.richtest.testkit.reference.LockBasedCountDownLatch;
import org.richtest.testkit.reference.LockBasedQueue;

/**
 * The native drop-ins against their lock-based reference model, in one run: the same producers and
 * consumers on a queue and a latch, explored on both.
 */
final class DropInBenchmark {

  private DropInBenchmark() {}

  /** Prints the Markdown table of {@code docs/benchmarks.md}, "Native drop-ins". */
  static void report() {
    System.out.println("| pc-queue (2 producers, 2 consumers, 2 items, queue of 1) | sequences "
        + "| runs | seconds | sequences/s |");
    System.out.println("|---|---:|---:|---:|---:|");
    row("native drop-ins", ProducerConsumerQueue.program(2, 2, 1));
    row("lock-based reference model", referenceProgram());
    System.out.println();
  }

  private static void row(String model, Program program) {
    System.gc();
    ExplorationResult result = RichTest.explore(program, ExplorationOptions.defaults());
    double seconds = result.elapsed().toNanos() / 1e9;
    System.out.printf(Locale.ROOT, "| %s | %d | %d | %.2f | %.0f |%n",
        model, result.sequences(), result.runs(), seconds, result.sequences() / seconds);
  }

  /** {@link ProducerConsumerQueue#program}(2, 2, 1) written on the reference model. */
  private static Program referenceProgram() {
    return () -> {
      BlockingQueue<Integer> queue = new LockBasedQueue<>(1, "queue");
      LockBasedCountDownLatch done = new LockBasedCountDownLatch(2, "done");
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
          queue.take();
          queue.take();
          done.countDown();
        }));
      }
      done.await();
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }
}
