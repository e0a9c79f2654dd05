package org.richtest.sync.concurrent;

import java.util.TimerTask;
import org.richtest.spi.Controller;
import org.richtest.sync.internal.concurrent.TimerModel;

/**
 * Where the RichTest agent sends the program's {@code TimerTask.cancel()} and {@code
 * scheduledExecutionTime()} calls, so that a modelled {@link Timer} sees and answers them: the JDK
 * keeps a task's state where no drop-in can read it. Public for the agent, not an API to call by
 * hand.
 */
public final class TimerTasks {

  private TimerTasks() {}

  /**
   * Cancels {@code task} as {@code task.cancel()} does; under an exploration the timer holding it
   * sees it too (an event racing with the task's expiry).
   */
  public static boolean cancel(TimerTask task) {
    Controller run = Controller.current();
    return run.isControlled() ? TimerModel.cancel(run, task) : task.cancel();
  }

  /**
   * Returns {@code task.scheduledExecutionTime()}; under an exploration, for a task a modelled
   * timer holds, the logical time its latest period was due: the clock when it was scheduled plus
   * its delay, plus one period for each period after the first (the first's before any ran).
   */
  public static long scheduledExecutionTime(TimerTask task) {
    Controller run = Controller.current();
    return run.isControlled()
        ? TimerModel.scheduledExecutionTime(run, task)
        : task.scheduledExecutionTime();
  }
}
