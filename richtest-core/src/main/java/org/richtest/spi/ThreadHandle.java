package org.richtest.spi;

/** A thread as a controller knows it: a logical thread of a run, or a real thread in production. */
public interface ThreadHandle {

  /** Returns the thread's deterministic name (semantics §1). */
  String name();
}
