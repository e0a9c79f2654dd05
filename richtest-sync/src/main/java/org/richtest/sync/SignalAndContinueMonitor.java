package org.richtest.sync;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;

/**
 * A signal-and-continue (SC) monitor: the signaller goes on; a signalled thread learns the monitor's
 * clock and then competes with new callers to re-enter, by a re-entry call that is an event (paper
 * section III). The signaller's clock is merged into the monitor's before the signal, so the
 * re-entry depends on everything the signaller did inside.
 */
public final class SignalAndContinueMonitor extends Monitor {

  /** Creates a monitor with the default name. */
  public SignalAndContinueMonitor() {
    this(null);
  }

  /** Creates a monitor named {@code name}. */
  public SignalAndContinueMonitor(@Nullable String name) {
    super(name);
  }

  @Override
  void leave(Controller controller) {
    handTo(controller, null);
  }

  @Override
  void await(ConditionVariable condition) {
    Controller controller = controller();
    ConditionVariable.Waiter waiter;
    synchronized (this) {
      waiter = new ConditionVariable.Waiter(
          requireInside(controller, "await on ", condition), insideMethod());
      condition.add(waiter);
    }
    controller.publish(this);
    leave(controller);
    controller.park(this, condition.signalOf());
    controller.call(this, waiter.method());
  }

  @Override
  void signal(ConditionVariable condition) {
    Controller controller = controller();
    requireInside(controller, "signal of ", condition);
    ConditionVariable.Waiter waiter;
    synchronized (this) {
      waiter = condition.poll();
    }
    if (waiter != null) {
      controller.publish(this);
      controller.resume(waiter.thread(), this);
    }
  }

  /** Wakes every waiter of {@code condition}. */
  void signalAll(ConditionVariable condition) {
    Controller controller = controller();
    requireInside(controller, "signalAll of ", condition);
    List<ConditionVariable.Waiter> waiters = new ArrayList<>();
    synchronized (this) {
      for (ConditionVariable.Waiter w = condition.poll(); w != null; w = condition.poll()) {
        waiters.add(w);
      }
    }
    if (!waiters.isEmpty()) {
      controller.publish(this);
    }
    for (ConditionVariable.Waiter waiter : waiters) {
      controller.resume(waiter.thread(), this);
    }
  }
}
