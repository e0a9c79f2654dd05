package org.richtest.distributed;

/**
 * A worker process, or the thread of this process that feeds it, failed while exploring an item,
 * which ended the exploration. Its own type, so that a command line tells the user of it apart
 * from a defect of the engine, which it reports as an internal error.
 */
public final class WorkerProcessException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  WorkerProcessException(String message) {
    super(message);
  }

  WorkerProcessException(String message, Throwable cause) {
    super(message, cause);
  }
}
