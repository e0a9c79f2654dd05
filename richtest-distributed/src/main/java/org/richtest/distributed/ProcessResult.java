package org.richtest.distributed;

import org.richtest.ExplorationResult;

/**
 * The result of an exploration over worker processes, with what the processes cost.
 *
 * @param result the counts, bugs and data races, as a local exploration reports them
 * @param processesStarted the worker processes launched, whether they then took part or not (0 if
 *     the exploration ended before they were due)
 * @param items the work items committed, here and in the worker processes
 * @param processItems the work items the worker processes explored
 * @param bytes the bytes that crossed the pipes, both ways
 */
public record ProcessResult(
    ExplorationResult result, int processesStarted, long items, long processItems, long bytes) {}
