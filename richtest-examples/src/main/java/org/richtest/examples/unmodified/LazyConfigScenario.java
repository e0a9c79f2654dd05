package org.richtest.examples.unmodified;

import org.richtest.Program;

/** Two threads get the {@link LazyConfig}'s configuration and read its port. */
public final class LazyConfigScenario implements Program {

  @Override
  public void run() throws Exception {
    LazyConfig lazy = new LazyConfig();
    Runnable use = () -> {
      LazyConfig.Config config = lazy.get();
      if (config == null || config.port() != 8080) {
        throw new AssertionError("saw a half-built configuration");
      }
    };
    Thread first = new Thread(use, "first");
    Thread second = new Thread(use, "second");
    first.start();
    second.start();
    first.join();
    second.join();
  }
}
