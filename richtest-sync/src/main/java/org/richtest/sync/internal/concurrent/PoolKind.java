package org.richtest.sync.internal.concurrent;

/** How a modelled pool treats a task that no new core worker takes. */
public enum PoolKind {
  /** At most the core size of workers; tasks wait in a queue. */
  FIXED,
  /** Idle workers are reused, the most recently idle first; otherwise a new worker. */
  CACHED,
  /** A new worker per task, which ends with it. */
  PER_TASK
}
