package org.richtest.sync;

import java.util.ArrayDeque;
import java.util.Deque;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * A signal-and-urgent-wait (SU) monitor: a signalled thread resumes inside at once and the signaller
 * waits in the urgent queue, which has priority over new entries. Only entries are events; resumptions
 * do not compete, so they are not (paper section III).
 */
public final class SignalAndUrgentMonitor extends Monitor {

  private final Deque<ThreadHandle> urgent = new ArrayDeque<>();

  /** Creates a monitor with the default name. */
  public SignalAndUrgentMonitor() {
    this(null);
  }

  /** Creates a monitor named {@code name}. */
  public SignalAndUrgentMonitor(@Nullable String name) {
    super(name);
  }

  @Override
  void leave(Controller controller) {
    ThreadHandle next;
    synchronized (this) {
      next = urgent.pollFirst();
    }
    handTo(controller, next);
  }

  @Override
  void await(ConditionVariable condition) {
    Controller controller = controller();
    ThreadHandle self = requireInside(controller, "await on ", condition);
    synchronized (this) {
      condition.add(new ConditionVariable.Waiter(self, insideMethod()));
    }
    controller.publish(this);
    leave(controller);
    controller.park(this, condition.signalOf());
  }

  @Override
  void signal(ConditionVariable condition) {
    Controller controller = controller();
    ThreadHandle self = requireInside(controller, "signal of ", condition);
    ConditionVariable.Waiter waiter;
    synchronized (this) {
      waiter = condition.poll();
      if (waiter == null) {
        return;
      }
      urgent.addLast(self);
    }
    controller.publish(this);
    handTo(controller, waiter.thread());
    controller.park(this, "re-entry from the urgent queue");
  }

  /** Signals and leaves: the waiter resumes inside, the signaller is out. */
  void signalAndExit(ConditionVariable condition) {
    Controller controller = controller();
    requireInside(controller, "signalAndExit of ", condition);
    ConditionVariable.Waiter waiter;
    synchronized (this) {
      waiter = condition.poll();
    }
    controller.publish(this);
    if (waiter == null) {
      leave(controller);
    } else {
      handTo(controller, waiter.thread());
    }
  }
}
