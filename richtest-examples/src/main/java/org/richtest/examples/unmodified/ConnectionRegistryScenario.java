package org.richtest.examples.unmodified;

import java.util.concurrent.atomic.AtomicInteger;
import org.richtest.Program;

/**
 * Two connections registered, then a closer and a third registration at once: every connection
 * must end closed or still registered ({@link ConnectionRegistry}).
 */
public final class ConnectionRegistryScenario implements Program {

  @Override
  public void run() throws Exception {
    ConnectionRegistry.reset();
    ConnectionRegistry.register("a", "db://a");
    ConnectionRegistry.register("b", "db://b");
    AtomicInteger closed = new AtomicInteger();
    Thread closer = new Thread(() -> closed.set(ConnectionRegistry.closeAll()), "closer");
    Thread opener = new Thread(() -> ConnectionRegistry.register("c", "db://c"), "opener");
    closer.start();
    opener.start();
    closer.join();
    opener.join();
    int accounted = closed.get() + ConnectionRegistry.open();
    if (accounted != 3) {
      throw new AssertionError(accounted + " of 3 connections closed or open: one was lost");
    }
  }
}
