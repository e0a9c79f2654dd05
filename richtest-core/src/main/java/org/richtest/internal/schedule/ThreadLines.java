package org.richtest.internal.schedule;

import java.util.HashSet;
import java.util.Set;
import org.richtest.event.EventId;

/**
 * The thread lines of a run, learnt from the events a {@link Chooser} is told of, and the thread a
 * decision lets go on: the receiving thread of a receive on a thread line, else the caller whose
 * call completes. That thread is the one a scheduler of threads (CHESS, PCT) would be choosing.
 */
public final class ThreadLines {

  private final Set<String> threads = new HashSet<>();

  /** Notes that {@code event} occurs on a thread line: a sending event, or a blocked receive. */
  public void observe(EventId event) {
    threads.add(event.line());
  }

  /**
   * Returns the thread {@code decision} lets go on. A receive on a thread line was announced by
   * {@link Chooser#onReceiveBlocked} before it could be enabled, so its line is known here.
   */
  public String threadOf(Decision decision) {
    String receiver = decision.receiver().line();
    return threads.contains(receiver) ? receiver : decision.partner().line();
  }
}
