package org.richtest.sync;

import java.util.ArrayDeque;
import java.util.Deque;
import org.richtest.spi.ThreadHandle;

/**
 * A condition variable of a {@link Monitor}: a FIFO queue of threads waiting to be signalled. Its
 * operations are not events; they move threads and clocks (semantics §3).
 */
public final class ConditionVariable {

  /** A waiting thread and the monitor method it waits in (an SC re-entry repeats the method). */
  record Waiter(ThreadHandle thread, String method) {}

  private final Monitor monitor;
  private final String name;
  private final Deque<Waiter> waiters = new ArrayDeque<>();

  /** What a waiter waits for, in deadlock reports; made once, as every wait names it. */
  private final String signalOf;

  ConditionVariable(Monitor monitor, String name) {
    this.monitor = monitor;
    this.name = name;
    this.signalOf = "signal of " + monitor.name() + "." + name;
  }

  /** Returns what a thread waiting on this condition waits for. */
  String signalOf() {
    return signalOf;
  }

  /** Returns the condition's name. */
  public String name() {
    return name;
  }

  /**
   * Leaves the monitor and waits until signalled.
   *
   * @throws IllegalStateException if the calling thread is not inside the monitor
   */
  public void await() {
    monitor.await(this);
  }

  /**
   * Wakes the oldest waiter, if any, by the monitor's discipline.
   *
   * @throws IllegalStateException if the calling thread is not inside the monitor
   */
  public void signal() {
    monitor.signal(this);
  }

  /**
   * Wakes every waiter (signal-and-continue monitors only).
   *
   * @throws IllegalStateException if the calling thread is not inside, or the monitor is SU
   */
  public void signalAll() {
    if (!(monitor instanceof SignalAndContinueMonitor sc)) {
      throw new IllegalStateException(
          "signalAll on " + name + ": a signal-and-urgent-wait monitor hands over to one thread");
    }
    sc.signalAll(this);
  }

  /**
   * Signals the oldest waiter and leaves the monitor (signal-and-urgent-wait monitors only): the
   * waiter resumes at once and the signaller does not wait to re-enter.
   *
   * @throws IllegalStateException if the calling thread is not inside, or the monitor is SC
   */
  public void signalAndExit() {
    if (!(monitor instanceof SignalAndUrgentMonitor su)) {
      throw new IllegalStateException(
          "signalAndExit on " + name + " needs a signal-and-urgent-wait monitor");
    }
    su.signalAndExit(this);
  }

  /** Returns whether no thread waits. */
  public boolean isEmpty() {
    synchronized (monitor) {
      return waiters.isEmpty();
    }
  }

  /** Returns the number of waiting threads. */
  public int length() {
    synchronized (monitor) {
      return waiters.size();
    }
  }

  /** Queues a waiter; the caller holds the monitor's lock. */
  void add(Waiter waiter) {
    waiters.addLast(waiter);
  }

  /** Dequeues the oldest waiter or returns null; the caller holds the monitor's lock. */
  Waiter poll() {
    return waiters.pollFirst();
  }

  @Override
  public String toString() {
    return monitor.name() + "." + name;
  }
}
