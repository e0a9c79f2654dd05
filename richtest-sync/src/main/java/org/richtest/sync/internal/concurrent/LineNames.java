package org.richtest.sync.internal.concurrent;

import java.util.HashMap;
import java.util.Map;
import org.richtest.spi.Controller;

/**
 * The names of the lines a pool creates for its callers, {@code <pool>-<submitter>-<what><k>} for
 * the k-th the calling thread creates: counted per caller, so the same in every run whatever the
 * schedule, as line names must be.
 */
final class LineNames {

  private final String pool;
  private final Map<String, Integer> createdBy = new HashMap<>();

  LineNames(String pool) {
    this.pool = pool;
  }

  /** Returns the name of the next line of {@code what} the calling thread of {@code run} creates. */
  String next(Controller run, String what) {
    String submitter = run.currentThread().name();
    int k = createdBy.merge(submitter, 1, Integer::sum);
    return pool + "-" + submitter + "-" + what + k;
  }
}
