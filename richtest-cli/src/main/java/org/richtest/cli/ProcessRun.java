package org.richtest.cli;

import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.distributed.ProcessExploration;
import org.richtest.distributed.ProcessSettings;
import org.richtest.distributed.WorkerProcessException;
import org.richtest.examples.Example;

/**
 * {@code explore --processes N}: this process explores, and N-1 {@code richtest pipe-worker}
 * processes in JVMs like this one (its agent, options and class path) take items once the
 * exploration has run a second; they find the example by its name as this process did.
 */
final class ProcessRun {

  private ProcessRun() {}

  /** Explores {@code target} over {@code processes} processes, this one included. */
  static ExplorationResult explore(Example target, ExplorationOptions options, int processes) {
    try {
      return ProcessExploration.explore(target.name(), target.program(), options,
          ProcessSettings.of(processes, WorkerProcesses.pipeCommand())).result();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CommandException("interrupted while exploring over worker processes", e);
    } catch (WorkerProcessException e) {
      throw new CommandException(e.getMessage(), e);
    }
  }
}
