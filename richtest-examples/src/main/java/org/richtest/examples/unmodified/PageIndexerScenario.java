package org.richtest.examples.unmodified;

import java.util.concurrent.ForkJoinPool;
import org.richtest.Program;

/**
 * A site of three pages, page 0 linking to pages 1 and 2, indexed by a {@link PageIndexer} in the
 * common pool: the careful indexer always indexes all three; the careless one hangs when page 1's
 * task finishes between the root's read of its pending count and its set.
 */
public final class PageIndexerScenario implements Program {

  private final boolean careful;

  /** The scenario of the careful indexer, or of the careless one. */
  public PageIndexerScenario(boolean careful) {
    this.careful = careful;
  }

  @Override
  public void run() throws Exception {
    boolean[] indexed = new boolean[3];
    int[][] links = {{1, 2}, {}, {}};
    ForkJoinPool.commonPool().invoke(new PageIndexer(null, links, 0, indexed, careful));
    for (int page = 0; page < indexed.length; page++) {
      if (!indexed[page]) {
        throw new AssertionError("page " + page + " not indexed");
      }
    }
  }
}
