package org.richtest.examples.concurrent;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ArrayBlockingQueue;
import org.richtest.sync.concurrent.CountDownLatch;

/**
 * Producers and consumers written as against {@code java.util.concurrent}: producers put items into
 * an {@link ArrayBlockingQueue}, consumers take them and count a {@link CountDownLatch} down when
 * done, and {@code main} awaits the latch and checks that every item was taken exactly once. Only
 * the imports differ from the JDK version.
 */
public final class ProducerConsumerQueue {

  private ProducerConsumerQueue() {}

  /**
   * Returns the program: {@code producers} and as many consumers, each putting or taking {@code
   * items} items through a queue of {@code capacity} slots.
   */
  public static Program program(int producers, int items, int capacity) {
    return () -> {
      ArrayBlockingQueue<Integer> queue = new ArrayBlockingQueue<>(capacity, "queue");
      CountDownLatch done = new CountDownLatch(producers, "done");
      int[] taken = new int[producers * items];
      List<RichThread> threads = new ArrayList<>();
      for (int p = 0; p < producers; p++) {
        int first = p * items;
        threads.add(RichThread.start("P" + (p + 1), () -> {
          for (int i = 0; i < items; i++) {
            queue.put(first + i);
          }
        }));
      }
      for (int c = 0; c < producers; c++) {
        threads.add(RichThread.start("C" + (c + 1), () -> {
          for (int i = 0; i < items; i++) {
            taken[queue.take()]++;
          }
          done.countDown();
        }));
      }
      done.await();
      for (int item = 0; item < taken.length; item++) {
        if (taken[item] != 1) {
          throw new AssertionError("item " + item + " taken " + taken[item] + " times");
        }
      }
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }
}
