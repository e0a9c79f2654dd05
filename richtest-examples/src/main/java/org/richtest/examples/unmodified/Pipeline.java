package org.richtest.examples.unmodified;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;

/**
 * Producers and consumers through an {@link ArrayBlockingQueue}; consumers count a {@link
 * CountDownLatch} down when done. Correct.
 */
public final class Pipeline {

  private final BlockingQueue<Integer> queue;
  private final CountDownLatch done;
  private final int[] taken;

  /** Creates a pipeline for {@code consumers} consumers and {@code items} distinct items. */
  public Pipeline(int capacity, int consumers, int items) {
    this.queue = new ArrayBlockingQueue<>(capacity);
    this.done = new CountDownLatch(consumers);
    this.taken = new int[items];
  }

  /** Puts item {@code item}, waiting while the queue is full. */
  public void produce(int item) throws InterruptedException {
    queue.put(item);
  }

  /** Takes {@code count} items, then reports this consumer done. */
  public void consume(int count) throws InterruptedException {
    for (int i = 0; i < count; i++) {
      taken[queue.take()]++;
    }
    done.countDown();
  }

  /**
   * Waits until every consumer is done and checks that each item was taken once.
   *
   * @throws IllegalStateException if an item was taken twice or never
   */
  public void awaitDone() throws InterruptedException {
    done.await();
    for (int item = 0; item < taken.length; item++) {
      if (taken[item] != 1) {
        throw new IllegalStateException("item " + item + " taken " + taken[item] + " times");
      }
    }
  }
}
