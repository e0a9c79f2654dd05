package org.richtest.examples.unmodified;

import java.util.concurrent.ForkJoinPool;
import org.richtest.Program;

/**
 * Four values summed by a {@link ChunkedTotal} in a pool of two: the total is always 10, but the
 * progress may count the two chunks as one, when both read {@code chunks} before either writes.
 */
public final class ChunkedTotalScenario implements Program {

  @Override
  public void run() throws Exception {
    ChunkedTotal.Progress progress = new ChunkedTotal.Progress();
    long total = new ForkJoinPool(2).invoke(
        new ChunkedTotal(new int[] {1, 2, 3, 4}, 0, 4, progress));
    if (total != 10) {
      throw new IllegalStateException("total " + total);
    }
    if (progress.chunks != 2) {
      throw new AssertionError("lost update: 2 chunks counted as " + progress.chunks);
    }
  }
}
