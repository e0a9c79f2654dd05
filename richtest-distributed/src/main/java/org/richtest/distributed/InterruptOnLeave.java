package org.richtest.distributed;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.LifecycleEvent.LifecycleState;
import com.hazelcast.core.LifecycleService;
import java.util.UUID;

/**
 * Interrupts the thread that made it when its member shuts down or is terminated, until closed.
 * A call that waits on every partition ({@code IMap.isEmpty}) when its member is terminated may
 * wait for ever: the submitter's watch of its exploration would then outlive its member. Closing
 * it clears an interrupt it made, so that the caller's thread goes on as it came.
 */
final class InterruptOnLeave implements AutoCloseable {

  private final LifecycleService lifecycle;
  private final Thread watcher = Thread.currentThread();
  private final UUID registration;
  private boolean watching = true;
  private boolean interrupted;

  InterruptOnLeave(HazelcastInstance hazelcast) {
    this.lifecycle = hazelcast.getLifecycleService();
    this.registration = lifecycle.addLifecycleListener(event -> {
      if (event.getState() == LifecycleState.SHUTTING_DOWN
          || event.getState() == LifecycleState.SHUTDOWN) {
        interrupt();
      }
    });
  }

  /** Returns whether the member has left (or is leaving) the cluster. */
  boolean left() {
    return !lifecycle.isRunning();
  }

  private synchronized void interrupt() {
    if (watching) {
      interrupted = true;
      watcher.interrupt();
    }
  }

  @Override
  public void close() {
    if (lifecycle.isRunning()) {
      lifecycle.removeLifecycleListener(registration);
    }
    synchronized (this) {
      watching = false;
      if (interrupted) {
        Thread.interrupted();
      }
    }
  }
}
