package org.richtest.internal.schedule;

import org.richtest.event.Channel;
import org.richtest.event.OpenList;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynSequence;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * The end of a thread as a line of the run, {@code <thread>.end}, when a run models the ends of
 * threads: the thread's last call is {@code end} here, and every question whether it is alive is a
 * call here too, so the order of the two is explored like any race (docs/decisions.md, "Thread life
 * as events"). Those calls are always open, and so is a timed join's, which times out if it comes
 * before the end (docs/decisions.md, "Timed joins"); a {@code join}, which a run that models
 * interrupts makes here so that an interrupt can race with the end (docs/decisions.md,
 * "Interruption"), is open only once the thread has ended, as is the repeat of a timed join that
 * timed out with nothing done since, since only the end changes this line.
 */
public final class ThreadEnd extends SyncObject {

  /** What a drop-in's taking of a task is called (fork/join), made only where ends are modelled. */
  private static final String TAKEN = "taken";
  /** What the end of the thread is called. */
  static final String END = "end";
  /** What a question whether the thread is alive is called. */
  static final String IS_ALIVE = "isAlive";
  /** What a join of the thread is called, when interrupts are modelled. */
  static final String JOIN = "join";
  /** What a timed join of the thread is called: it times out if received before the end. */
  static final String TIMED_JOIN = "join(timed)";
  /** What a timed join that repeats a timeout with nothing done since is called. */
  static final String TIMED_JOIN_AGAIN = Channel.repeat(TIMED_JOIN, 1);

  /** The open list while the thread lives: its end, questions whether it is alive, timed joins. */
  private final OpenList whileLiving;
  /** The open list once the thread has ended: joins too. */
  private final OpenList afterEnd;
  /** Whether the thread's end has been received. */
  private boolean hasEnded;

  private ThreadEnd(String name) {
    super(name);
    this.whileLiving = OpenList.on(name, END, IS_ALIVE, TIMED_JOIN);
    this.afterEnd = OpenList.of(new Channel(name, Channel.ANY));
  }

  /**
   * Returns {@code thread}'s end line, making it, which registers it with the calling thread's run,
   * the first time any thread asks.
   */
  static ThreadEnd of(LogicalThread thread) {
    ThreadEnd line = thread.end;
    if (line == null) {
      line = new ThreadEnd(thread.name + "." + END);
      thread.end = line;
    }
    return line;
  }

  /**
   * Returns whether a line called {@code name} is a thread's end line: a sequence that has one was
   * recorded with the ends of threads modelled, and is replayed so.
   */
  public static boolean isOne(String name) {
    return name.endsWith("." + END);
  }

  /**
   * Returns whether {@code sequence} was recorded with the ends of threads modelled: it has a
   * thread's end line, or, as a run whose threads never ended (a deadlock of {@code main} alone),
   * a {@code taken} event, which the fork/join drop-ins make only in such runs.
   */
  public static boolean recordedIn(SynSequence sequence) {
    return sequence.lines().stream().anyMatch(line -> isOne(line.name()))
        || sequence.events().stream().anyMatch(
            event -> event instanceof SendingEvent send && TAKEN.equals(send.operation()));
  }

  /** Returns whether the thread's end has been received. */
  boolean ended() {
    return hasEnded;
  }

  @Override
  public OpenList openList() {
    return hasEnded ? afterEnd : whileLiving;
  }

  @Override
  public void accept(String operation, ThreadHandle caller) {
    if (operation.equals(END)) {
      hasEnded = true;
    }
  }
}
