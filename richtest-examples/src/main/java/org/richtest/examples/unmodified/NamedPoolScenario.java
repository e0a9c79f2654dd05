package org.richtest.examples.unmodified;

import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.richtest.Program;

/**
 * Two hits of a {@link HitCounter} submitted to a fixed pool whose threads a {@link NamedWorkers}
 * factory makes: the tasks run on the factory's daemon threads {@code indexer-1} and {@code
 * indexer-2}, and an update is lost when both read before either writes.
 */
public final class NamedPoolScenario implements Program {

  @Override
  public void run() throws Exception {
    HitCounter counter = new HitCounter();
    String[] ranOn = new String[2];
    ExecutorService pool = Executors.newFixedThreadPool(2, new NamedWorkers("indexer"));
    for (int i = 0; i < 2; i++) {
      int task = i;
      pool.execute(() -> {
        Thread self = Thread.currentThread();
        ranOn[task] = self.getName() + (self.isDaemon() ? " daemon" : "");
        counter.hit();
      });
    }
    pool.close();
    if (!Set.of(ranOn[0], ranOn[1]).equals(Set.of("indexer-1 daemon", "indexer-2 daemon"))) {
      throw new IllegalStateException("tasks ran on " + ranOn[0] + ", " + ranOn[1]);
    }
    if (counter.hits() != 2) {
      throw new AssertionError("lost update: 2 hits counted as " + counter.hits());
    }
  }
}
