package org.richtest.sync.concurrent;

import org.richtest.sync.internal.concurrent.ModelledMonitor;

/**
 * The monitor of a plain Java object under exploration: what {@code synchronized}, {@code wait},
 * {@code notify} and {@code notifyAll} become when the RichTest agent rewrites a program, one per
 * object and run. Java's own discipline: reentrant, signal-and-continue, and {@code notify} wakes
 * an <em>arbitrary</em> waiter (JLS 17.2.2), so which one it wakes is explored, not fixed to FIFO.
 * Outside an exploration the rewritten code uses the object's own monitor, so this class has no
 * JDK side; it is public for the agent, and forwards to its modelled line.
 */
public final class ObjectMonitor {

  private final ModelledMonitor monitor;

  /**
   * Creates the monitor of an object; call it under an exploration only.
   *
   * @param name the line name, derived from the object by the caller
   * @param spuriousWakeups whether an untimed wait may return without a notify
   */
  public ObjectMonitor(String name, boolean spuriousWakeups) {
    this.monitor = new ModelledMonitor(name, spuriousWakeups);
  }

  /** Returns the line name. */
  public String name() {
    return monitor.name();
  }

  /** Enters the monitor ({@code monitorenter}); nested entries of the owner are no events. */
  public void enter() {
    monitor.enter();
  }

  /**
   * Leaves the monitor ({@code monitorexit}).
   *
   * @throws IllegalMonitorStateException if the calling thread does not own it
   */
  public void exit() {
    monitor.exit();
  }

  /** Returns whether the calling thread owns the monitor ({@code Thread.holdsLock}). */
  public boolean isHeldByCurrentThread() {
    return monitor.isHeldByCurrentThread();
  }

  /**
   * Waits to be notified ({@code Object.wait}), releasing the monitor, and takes it back. An
   * interrupt that reaches the wait first ends it: the thread takes the monitor back and throws,
   * leaving the notifications to the other waiters (JLS 17.2.4).
   *
   * @param timed whether the wait has a timeout (it may then return without a notify)
   * @return whether the wait ended without a notify: by its timeout, or spuriously
   * @throws IllegalMonitorStateException if the calling thread does not own the monitor
   * @throws InterruptedException if the thread is interrupted before or while it waits
   */
  public boolean await(boolean timed) throws InterruptedException {
    return monitor.await(timed);
  }

  /**
   * Wakes one waiter, which one being explored ({@code Object.notify}).
   *
   * @throws IllegalMonitorStateException if the calling thread does not own the monitor
   */
  public void notifyOne() {
    monitor.notifyOne();
  }

  /**
   * Wakes every waiter ({@code Object.notifyAll}).
   *
   * @throws IllegalMonitorStateException if the calling thread does not own the monitor
   */
  public void notifyAllWaiters() {
    monitor.notifyAllWaiters();
  }

  /** Returns the owner and the waiters, for debugging; not an event. */
  @Override
  public String toString() {
    return monitor.toString();
  }
}
