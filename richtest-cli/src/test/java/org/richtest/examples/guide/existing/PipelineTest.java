package org.richtest.examples.guide.existing;

import java.util.ArrayList;
import java.util.List;
import org.richtest.examples.unmodified.Pipeline;
import org.richtest.junit5.ReachabilityTest;

/**
 * The guide's "Testing existing code" example: a reachability test, in plain JDK code, of production
 * code in plain JDK code. The agent this module's tests run with rewrites this package too.
 */
class PipelineTest {

  // guide:begin existing-code-test
  @ReachabilityTest
  void pipeline_twoProducersTwoConsumers_everyItemTakenOnce() throws InterruptedException {
    Pipeline pipeline = new Pipeline(1, 2, 4); // production code: ArrayBlockingQueue, CountDownLatch
    List<Thread> threads = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      int first = 2 * p;
      threads.add(new Thread(() -> {
        try {
          pipeline.produce(first);
          pipeline.produce(first + 1);
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }));
    }
    for (int c = 0; c < 2; c++) {
      threads.add(new Thread(() -> {
        try {
          pipeline.consume(2);
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }));
    }
    for (Thread thread : threads) {
      thread.start();
    }
    pipeline.awaitDone(); // throws if an item was taken twice or never
    for (Thread thread : threads) {
      thread.join();
    }
  }
  // guide:end existing-code-test
}
