package org.richtest;

/**
 * A program under test. It runs as logical thread {@code main}, creates its synchronization objects
 * and further threads inside {@link #run()}, and must be deterministic apart from synchronization.
 */
@FunctionalInterface
public interface Program {

  /** Runs the program once. */
  void run() throws Exception;
}
