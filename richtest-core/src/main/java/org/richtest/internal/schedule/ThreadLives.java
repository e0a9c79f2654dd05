package org.richtest.internal.schedule;

import org.richtest.spi.ThreadHandle;

/**
 * The life of a run's threads, as {@link ControlledRun} hands it over: starting one, joining it
 * (untimed, interruptibly, or with a timeout that races with its end), asking whether it is alive,
 * and its end as an event on its end line when the run models the ends of threads
 * (docs/decisions.md, "Interruption", "Timed joins").
 */
final class ThreadLives {

  private final ControlledRun run;
  private final RunModel model;
  private final Baton baton;
  private final LineRegistry registry;
  private final Interrupts interrupts;
  private final RunEnd end;
  private final RunTiming timing;

  ThreadLives(ControlledRun run, RunModel model, Baton baton, LineRegistry registry,
      Interrupts interrupts, RunEnd end, RunTiming timing) {
    this.run = run;
    this.model = model;
    this.baton = baton;
    this.registry = registry;
    this.interrupts = interrupts;
    this.end = end;
    this.timing = timing;
  }

  ThreadHandle start(String name, Runnable body) {
    LogicalThread parent = baton.running();
    parent.acted();
    LogicalThread child = baton.start(parent, name, body);
    child.endsByEvent = model.threadEnds();
    return child;
  }

  void join(ThreadHandle thread) throws InterruptedException {
    LogicalThread self = baton.running();
    if (thread == self) {
      throw new IllegalStateException("thread " + self.name + " cannot join itself");
    }
    self.acted();
    interrupts.join(self, (LogicalThread) thread);
  }

  /**
   * A timed join: a call on the joined thread's end line, open at once, which times out if it comes
   * before the end, so that both outcomes and every order with other events are explored; a call
   * that repeats a timeout of the thread with nothing done since waits for the end instead, so a
   * loop on a thread that never ends is a timed deadlock (docs/decisions.md, "Timed joins"). A run
   * that does not model the ends of threads ends with {@link ThreadEndsNotModelled}, so programs
   * without timed joins pay nothing; in one that does, {@code main}'s end is an event too. A
   * thread joining itself waits its timeout out, as the JDK's.
   */
  boolean join(ThreadHandle thread, long nanos) throws InterruptedException {
    LogicalThread self = baton.running();
    LogicalThread target = (LogicalThread) thread;
    if (target == self) {
      timing.sleep();
      timing.timePassed(nanos);
      return false;
    }
    if (!target.endsByEvent) {
      throw end.refused(new ThreadEndsNotModelled(
          "thread " + self.name + " joins " + target.name + " with a timeout"));
    }
    ThreadEnd ends = ThreadEnd.of(target);
    ObjectLine line = registry.line(ends);
    boolean repeats = self.timeouts.begin(line) >= model.timeoutsInARow();
    boolean ended = interrupts.joinTimed(
        self, ends, repeats ? ThreadEnd.TIMED_JOIN_AGAIN : ThreadEnd.TIMED_JOIN);
    if (!ended) {
      self.timeouts.timedOut(line);
      timing.timePassed(nanos);
    }
    return ended;
  }

  void markDaemon(ThreadHandle thread) {
    baton.running();
    ((LogicalThread) thread).daemon = true;
  }

  /**
   * Asks whether {@code thread} is alive: a call on its end line when the run models the ends of
   * threads (a thread asking about itself needs none), else
   * the end of the run with {@link ThreadEndsNotModelled}. A thread that timed out in a join of
   * the thread with nothing done since and finds it still alive learns nothing new: its streak of
   * timeouts goes on, so {@code while (t.isAlive()) t.join(100)} repeats its join as a loop of
   * timed joins alone would (docs/decisions.md, "Timed joins").
   */
  boolean isAlive(ThreadHandle thread) {
    LogicalThread self = baton.running();
    LogicalThread target = (LogicalThread) thread;
    if (target == self) {
      return true;
    }
    if (!target.endsByEvent) {
      throw end.refused(new ThreadEndsNotModelled(
          "thread " + self.name + " asked whether " + target.name + " is alive"));
    }
    ThreadEnd line = ThreadEnd.of(target);
    boolean quiet = self.timeouts.quietOn(registry.line(line));
    run.call(line, ThreadEnd.IS_ALIVE);
    if (line.ended()) {
      return false;
    }
    self.timeouts.keep(quiet);
    return true;
  }

  /** Makes the end of {@code thread}, which holds the baton and has run its body, an event. */
  void end(LogicalThread thread) {
    run.call(ThreadEnd.of(thread), ThreadEnd.END);
  }
}
