package org.richtest.examples.unmodified;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.richtest.Program;

/**
 * A loader runs on a pool of its own while a getter, interrupted as soon as it starts, waits for
 * its future and expects its {@code get} to throw {@link InterruptedException} (the shape of
 * commons-lang3's {@code BackgroundInitializerTest.testGetInterruptedException}). When the loader
 * sleeps a minute, the test assumes that the minute outlasts starting and interrupting the getter:
 * a plain JVM does not promise it, and where the sleep ends first the future is done, so {@code
 * get} returns its value with the interrupt still pending. When the loader waits for something
 * only the pool's {@code shutdownNow} gives it, no order of events lets {@code get} return.
 */
public final class InterruptedGetScenario implements Program {

  private final boolean loaderSleeps;

  /**
   * Creates the scenario whose loader sleeps a minute, or, with {@code loaderSleeps} false, waits
   * on a latch nobody counts down (so that only {@code shutdownNow}'s interrupt ends it).
   */
  public InterruptedGetScenario(boolean loaderSleeps) {
    this.loaderSleeps = loaderSleeps;
  }

  @Override
  public void run() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor();
    CountDownLatch never = new CountDownLatch(1);
    Future<String> loaded = pool.submit(() -> {
      if (loaderSleeps) {
        Thread.sleep(TimeUnit.MINUTES.toMillis(1));
      } else {
        never.await();
      }
      return "loaded";
    });
    AtomicReference<InterruptedException> seen = new AtomicReference<>();
    Thread getter = new Thread(() -> {
      try {
        loaded.get();
      } catch (InterruptedException e) {
        seen.set(e);
      } catch (ExecutionException e) {
        throw new IllegalStateException(e);
      }
    }, "getter");
    getter.start();
    getter.interrupt();
    getter.join();
    pool.shutdownNow();
    if (seen.get() == null) {
      throw new AssertionError("get returned without an InterruptedException: the loader was done");
    }
  }
}
