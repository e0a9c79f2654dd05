package org.richtest.internal.explore;

import org.richtest.ExplorationProgress;
import org.richtest.RunListener;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;

/**
 * A listener that passes every call on to another one thread at a time, so that a listener written
 * for one exploring thread works unchanged when workers, probes and the checkpoint timer call it.
 */
final class SerialListener implements RunListener {

  private final RunListener listener;

  SerialListener(RunListener listener) {
    this.listener = listener;
  }

  @Override
  public synchronized void onRun(RunResult run) {
    listener.onRun(run);
  }

  @Override
  public synchronized void onEstimate(SpaceEstimate estimate) {
    listener.onEstimate(estimate);
  }

  @Override
  public synchronized void onProgress(ExplorationProgress progress) {
    listener.onProgress(progress);
  }
}
