package org.richtest.distributed;

/**
 * A worker process failed while exploring an item (an error of its own, not the program's bug),
 * which ended the exploration. Its own type, so that a command line tells the user of it apart
 * from a defect of the engine here (the thread feeding a worker process failing among them), which
 * it reports as an internal error.
 */
public final class WorkerProcessException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  WorkerProcessException(String message) {
    super(message);
  }
}
