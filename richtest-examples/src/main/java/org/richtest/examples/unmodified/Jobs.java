package org.richtest.examples.unmodified;

/** Where workers wait for their jobs: a queue they poll, or a hand-off. */
public interface Jobs {

  /** Hands out {@code job}. */
  void submit(String job) throws InterruptedException;

  /** Waits for a job, polling, and returns it. */
  String nextJob() throws InterruptedException;
}
