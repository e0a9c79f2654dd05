package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * Three entries flushed by a {@link BatchFlush}: carelessly, the count read after a wait that timed
 * out may still be 0; closing the pool, never.
 */
public final class BatchFlushScenario implements Program {

  private final boolean careful;

  /** The scenario of the careful caller, who closes the pool, or of the careless one. */
  public BatchFlushScenario(boolean careful) {
    this.careful = careful;
  }

  @Override
  public void run() throws Exception {
    BatchFlush batch = new BatchFlush();
    int flushed = careful ? batch.flushAndClose(3) : batch.flushAndWaitCarelessly(3);
    if (flushed != 3) {
      throw new AssertionError("read the count before the flush: " + flushed);
    }
  }
}
