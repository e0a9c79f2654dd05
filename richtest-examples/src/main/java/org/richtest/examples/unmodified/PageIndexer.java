package org.richtest.examples.unmodified;

import java.util.concurrent.CountedCompleter;

/**
 * Indexes the pages of a site reachable from page 0 by a {@link CountedCompleter}: each page
 * forks a task for every page it links to, all completing the root, and counts each fork pending
 * on the root first; the root completes when the last of them has finished. A careless indexer
 * counts a fork by {@code setPendingCount(getPendingCount() + 1)}: a child finishing between the
 * read and the set loses its decrement, the count never reaches zero, and whoever waits for the
 * index hangs. The careful one counts by {@code addToPendingCount(1)}, which is atomic.
 */
public final class PageIndexer extends CountedCompleter<Void> {

  private final int[][] links;
  private final int page;
  private final boolean[] indexed;
  private final boolean careful;

  /**
   * The indexer of {@code page} completing {@code root} (null for the root itself); {@code
   * links[p]} are the pages page {@code p} links to, {@code indexed[p]} is set once it is indexed.
   */
  public PageIndexer(PageIndexer root, int[][] links, int page, boolean[] indexed,
      boolean careful) {
    super(root);
    this.links = links;
    this.page = page;
    this.indexed = indexed;
    this.careful = careful;
  }

  @Override
  public void compute() {
    indexed[page] = true;
    PageIndexer root = (PageIndexer) getRoot();
    for (int next : links[page]) {
      if (careful) {
        root.addToPendingCount(1);
      } else {
        root.setPendingCount(root.getPendingCount() + 1);
      }
      new PageIndexer(root, links, next, indexed, careful).fork();
    }
    tryComplete();
  }
}
