package org.richtest.internal.schedule;

import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * A thread's interrupt status as a line of the run, {@code <thread>.interrupt}: every interrupt of
 * the thread, every query of its status and every interruptible wait it starts is a call here, so
 * the order in which an interrupt meets the thread's own progress is explored like any other race
 * (docs/decisions.md, "Interruption"). Every call is always open.
 */
public final class InterruptLine extends SyncObject {

  /** What an interrupt is called on this line. */
  static final String INTERRUPT = "interrupt";
  /** What {@code Thread.interrupted()} and the clearing of a delivered interrupt are called. */
  static final String INTERRUPTED = "interrupted";
  /** What {@code isInterrupted()} is called. */
  static final String IS_INTERRUPTED = "isInterrupted";
  /** What the start of an interruptible wait is called. */
  static final String WAIT = "wait";
  /** What an interruption point that does not wait ({@code Thread.sleep}) is called. */
  static final String CHECK = "check";

  private final OpenList open;
  /** The interrupt status. */
  boolean status;
  /** Whether an interrupt of the thread was received, whatever became of its status since. */
  boolean reached;
  /** The latest interruptible wait the thread started, ended or not; null before the first. */
  @Nullable InterruptibleWait latest;

  InterruptLine(String name) {
    super(name);
    this.open = OpenList.of(new Channel(name, Channel.ANY));
  }

  /**
   * Returns {@code thread}'s interrupt line, making it, which registers it with the calling thread's
   * run, the first time any thread asks.
   */
  static InterruptLine of(LogicalThread thread) {
    InterruptLine line = thread.interrupts;
    if (line == null) {
      line = new InterruptLine(nameFor(thread.name));
      thread.interrupts = line;
    }
    return line;
  }

  /** Returns the name of thread {@code thread}'s interrupt line. */
  static String nameFor(String thread) {
    return thread + "." + INTERRUPT;
  }

  /**
   * Returns whether a line called {@code name} is an interrupt line: a sequence that has one was
   * recorded with interrupts modelled, and is replayed so.
   */
  public static boolean isOne(String name) {
    return name.endsWith("." + INTERRUPT);
  }

  @Override
  public OpenList openList() {
    return open;
  }

  @Override
  public void accept(String operation, ThreadHandle caller) {}
}
