package org.richtest.examples.unmodified;

import java.util.concurrent.CountDownLatch;

/**
 * A gate that opens once every service has started, on a {@link CountDownLatch}, with a counting
 * mistake: it waits for three services while only two exist, so {@code awaitAll} never returns.
 */
public final class StartupGate {

  private final CountDownLatch started = new CountDownLatch(3);

  /** Called by a service once it is up. */
  public void serviceStarted() {
    started.countDown();
  }

  /** Waits until every service is up. */
  public void awaitAll() throws InterruptedException {
    started.await();
  }
}
