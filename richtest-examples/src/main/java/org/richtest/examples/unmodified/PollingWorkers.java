package org.richtest.examples.unmodified;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Workers that take their job from a shared queue by polling it with a timeout, as real code does
 * to stay responsive: {@code while ((job = jobs.poll(100, MILLISECONDS)) == null)}. A worker for
 * whom no job ever comes polls for ever: a JVM shows it hung, timing out and polling again.
 */
public final class PollingWorkers implements Jobs {

  private final BlockingQueue<String> jobs = new LinkedBlockingQueue<>();

  @Override
  public void submit(String job) {
    jobs.add(job);
  }

  @Override
  public String nextJob() throws InterruptedException {
    String job;
    while ((job = jobs.poll(100, TimeUnit.MILLISECONDS)) == null) {
      // nothing yet: poll again
    }
    return job;
  }
}
