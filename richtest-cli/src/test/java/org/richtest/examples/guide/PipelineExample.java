package org.richtest.examples.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
// guide:begin drop-in-imports
import java.util.concurrent.BlockingQueue;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ArrayBlockingQueue; // was java.util.concurrent
import org.richtest.sync.concurrent.CountDownLatch; // was java.util.concurrent
// guide:end drop-in-imports

/**
 * The drop-in example of the user guide: a program written against {@code java.util.concurrent}
 * that an exploration covers once its imports name RichTest's drop-ins. {@link GuideExamplesTest}
 * explores it; {@link GuideSnippetsTest} checks that the guide shows its marked regions unchanged.
 */
final class PipelineExample {

  private PipelineExample() {}

  // guide:begin drop-in-queue
  /** Two producers put into a one-place queue; a consumer takes both items and opens a latch. */
  static void pipeline() throws InterruptedException {
    BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1, "queue");
    CountDownLatch done = new CountDownLatch(1, "done");
    List<Integer> taken = new ArrayList<>();
    RichThread.start("producer1", () -> queue.put(1));
    RichThread.start("producer2", () -> queue.put(2));
    RichThread.start("consumer", () -> {
      taken.add(queue.take());
      taken.add(queue.take());
      done.countDown();
    });
    done.await();
    assertEquals(3, taken.get(0) + taken.get(1));
  }
  // guide:end drop-in-queue
}
