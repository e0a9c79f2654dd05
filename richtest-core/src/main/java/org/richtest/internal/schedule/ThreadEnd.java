package org.richtest.internal.schedule;

import org.richtest.event.Channel;
import org.richtest.event.OpenList;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * The end of a thread as a line of the run, {@code <thread>.end}, when a run models the ends of
 * threads: the thread's last call is {@code end} here, and every question whether it is alive is a
 * call here too, so the order of the two is explored like any race (docs/decisions.md, "Thread life
 * as events"). Every call is always open.
 */
public final class ThreadEnd extends SyncObject {

  /** What the end of the thread is called. */
  static final String END = "end";
  /** What a question whether the thread is alive is called. */
  static final String IS_ALIVE = "isAlive";

  private final OpenList open;
  /** Whether the thread's end has been received. */
  private boolean ended;

  private ThreadEnd(String name) {
    super(name);
    this.open = OpenList.of(new Channel(name, Channel.ANY));
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

  /** Returns whether the thread's end has been received. */
  boolean ended() {
    return ended;
  }

  @Override
  public OpenList openList() {
    return open;
  }

  @Override
  public void accept(String operation, ThreadHandle caller) {
    if (operation.equals(END)) {
      ended = true;
    }
  }
}
