package org.richtest.examples.unmodified;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;

/** Two producers and two consumers of two items each through a {@link Pipeline} of one slot. */
public final class PipelineScenario implements Program {

  @Override
  public void run() throws Exception {
    Pipeline pipeline = new Pipeline(1, 2, 4);
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
      }, "P" + (p + 1)));
    }
    for (int c = 0; c < 2; c++) {
      threads.add(new Thread(() -> {
        try {
          pipeline.consume(2);
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }, "C" + (c + 1)));
    }
    for (Thread thread : threads) {
      thread.start();
    }
    pipeline.awaitDone();
    for (Thread thread : threads) {
      thread.join();
    }
  }
}
