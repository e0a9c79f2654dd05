package org.richtest.sync;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;
import org.richtest.spi.Controller;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * A monitor (paper section II.D): at most one thread inside, FIFO condition queues. Entering is a
 * call whose entry is an event on the monitor's line, open to every method while the monitor is
 * free. Write a monitor method as {@code monitor.run("deposit", () -> …)} or {@code
 * monitor.call("withdraw", () -> …)}; the method name goes into the event descriptor.
 *
 * <p>The signalling discipline is the subclass's: {@link SignalAndUrgentMonitor} or {@link
 * SignalAndContinueMonitor}. Clock rules (semantics §3): the entering thread merges the monitor's
 * clock; a thread leaving the monitor in any way merges its clock into the monitor's.
 */
public abstract sealed class Monitor extends SyncObject
    permits SignalAndUrgentMonitor, SignalAndContinueMonitor {

  private final OpenList anyMethod;
  private final Set<String> conditionNames = new HashSet<>();
  private @Nullable ThreadHandle inside;
  private String insideMethod = "";

  Monitor(@Nullable String name) {
    super(name);
    anyMethod = OpenList.of(new Channel(name(), Channel.ANY));
  }

  /**
   * Returns a new condition variable of this monitor. Each call creates a queue of its own, so a
   * name may be used once per monitor: keep the returned condition and share it.
   *
   * @throws IllegalArgumentException if this monitor already has a condition called {@code
   *     conditionName}
   */
  public final synchronized ConditionVariable condition(String conditionName) {
    if (!conditionNames.add(conditionName)) {
      throw new IllegalArgumentException(
          "monitor " + name() + " already has a condition named '" + conditionName + "'; a second "
              + "one would be a separate queue, so keep the first and share it");
    }
    return new ConditionVariable(this, conditionName);
  }

  /**
   * Enters the monitor as method {@code method}, waiting while another thread is inside.
   *
   * @throws IllegalStateException if the calling thread is already inside (methods do not nest)
   */
  public final void enter(String method) {
    Controller controller = controller();
    ThreadHandle self = controller.currentThread();
    synchronized (this) {
      if (inside == self) {
        throw new IllegalStateException(
            self.name() + " is already inside monitor " + name() + " (in " + insideMethod
                + "); monitor methods cannot enter the monitor again");
      }
    }
    controller.call(this, method);
  }

  /**
   * Leaves the monitor.
   *
   * @throws IllegalStateException if the calling thread is not inside
   */
  public final void exit() {
    Controller controller = controller();
    ThreadHandle self = controller.currentThread();
    synchronized (this) {
      requireInside(self, "exit");
    }
    controller.publish(this);
    leave(controller);
  }

  /** Runs {@code body} as monitor method {@code method}: enter, body, exit (also on a throw). */
  public final void run(String method, Runnable body) {
    call(method, () -> {
      body.run();
      return null;
    });
  }

  /** Runs {@code body} as monitor method {@code method} and returns its result. */
  public final <T extends @Nullable Object> T call(String method, Supplier<T> body) {
    enter(method);
    ThreadHandle self = controller().currentThread();
    try {
      return body.get();
    } finally {
      if (isInside(self)) {
        exit();
      }
    }
  }

  /** Returns whether {@code thread} is inside this monitor. */
  final synchronized boolean isInside(ThreadHandle thread) {
    return inside == thread;
  }

  /**
   * Returns the calling thread after checking it is inside; {@code operation} followed by {@code
   * condition} names the misuse, composed only then.
   */
  final ThreadHandle requireInside(
      Controller controller, String operation, ConditionVariable condition) {
    ThreadHandle self = controller.currentThread();
    synchronized (this) {
      if (inside != self) {
        requireInside(self, operation + condition);
      }
    }
    return self;
  }

  private void requireInside(ThreadHandle self, String operation) {
    if (inside != self) {
      throw new IllegalStateException(
          operation + " by " + self.name() + ", which is not inside monitor " + name()
              + (inside == null ? " (the monitor is free)" : " (" + inside.name() + " is)"));
    }
  }

  /** Passes the monitor to {@code next}, or frees it when null; the caller holds no lock. */
  final void handTo(Controller controller, @Nullable ThreadHandle next) {
    synchronized (this) {
      inside = next;
      if (next == null) {
        controller.stateChanged(this);
      }
    }
    if (next != null) {
      controller.resume(next, this);
    }
  }

  /** Returns the name of the method the thread inside is running. */
  final synchronized String insideMethod() {
    return insideMethod;
  }

  /** Lets the monitor go after the leaving thread published its clock (exit or wait). */
  abstract void leave(Controller controller);

  /** Waits on {@code condition}, the calling thread being inside. */
  abstract void await(ConditionVariable condition);

  /** Signals {@code condition}'s oldest waiter, if any. */
  abstract void signal(ConditionVariable condition);

  @Override
  public final synchronized OpenList openList() {
    return inside == null ? anyMethod : OpenList.EMPTY;
  }

  @Override
  public final synchronized void accept(String operation, ThreadHandle caller) {
    inside = caller;
    insideMethod = operation;
  }
}
