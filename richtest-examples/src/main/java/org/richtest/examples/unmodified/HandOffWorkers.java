package org.richtest.examples.unmodified;

import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/**
 * Workers that take their job by a direct hand-off, polled with a timeout as a cached pool's idle
 * workers do: {@code while ((job = handOff.poll(100, MILLISECONDS)) == null)}. Each poll waits as
 * a registered taker until a submitter hands a job over or the timeout comes. A worker for whom no
 * job ever comes polls for ever: a JVM shows it hung, timing out and polling again.
 */
public final class HandOffWorkers implements Jobs {

  private final SynchronousQueue<String> handOff = new SynchronousQueue<>();

  /** Hands {@code job} to a waiting worker, waiting until one takes it. */
  @Override
  public void submit(String job) throws InterruptedException {
    handOff.put(job);
  }

  @Override
  public String nextJob() throws InterruptedException {
    String job;
    while ((job = handOff.poll(100, TimeUnit.MILLISECONDS)) == null) {
      // nothing handed over yet: poll again
    }
    return job;
  }
}
