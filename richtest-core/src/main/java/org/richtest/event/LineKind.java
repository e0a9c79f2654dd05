package org.richtest.event;

/** What a line of a space-time diagram stands for. */
public enum LineKind {
  /** A logical thread of the program; it owns a component of every vector timestamp. */
  THREAD,
  /** A synchronization object (semaphore, monitor, lock) whose receiving events are on its own line. */
  OBJECT,
  /**
   * A shared variable: its receiving events are its writes, in the order they took effect; a read
   * is a receiving event on the reader's line whose partner is the write it read.
   */
  VARIABLE
}
