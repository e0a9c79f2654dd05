package org.richtest.examples.unmodified;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.richtest.Program;

/**
 * A cache warm-up scheduled 100 ms ahead on a named scheduled pool, which reads a configuration
 * that {@code main} sets right after scheduling it, assuming the delay leaves time enough: when
 * the delay expires first, the warm-up finds no configuration.
 */
public final class WarmUpScenario implements Program {

  @Override
  public void run() throws Exception {
    AtomicReference<String> config = new AtomicReference<>();
    ScheduledExecutorService timer =
        Executors.newSingleThreadScheduledExecutor(new NamedWorkers("warm-up"));
    ScheduledFuture<Integer> warmed =
        timer.schedule(() -> config.get().length(), 100, TimeUnit.MILLISECONDS);
    config.set("entries=42");
    try {
      warmed.get();
    } catch (ExecutionException e) {
      throw new AssertionError("the warm-up ran before the configuration: " + e.getCause(), e);
    } finally {
      timer.shutdown();
    }
  }
}
