package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;
import org.richtest.internal.clock.MutableClock;
import org.richtest.spi.SyncObject;

/** A synchronization object's line in a run: its clock, its event count and its pending calls. */
final class ObjectLine extends RunLine {

  final SyncObject object;
  /** The open list of a read of this line, if it is a variable (the whole line); made once asked. */
  private @Nullable OpenList whole;
  /** The open list of a read that repeats one of this variable's latest write; made once asked. */
  private @Nullable OpenList unread;

  /** Calls issued to the object and not yet received, in issue order. */
  final List<PendingSend> pending = new ArrayList<>(4);
  /** The position of the line's latest event in the recorded sequence, -1 before the first. */
  int lastPosition = -1;
  /** The threads whose pending call here an interrupt reached: open whatever the object's state. */
  private final List<String> interruptedCallers = new ArrayList<>(0);

  ObjectLine(SyncObject object, String name, int slot, int clockWidth, boolean detectDataRaces) {
    super(name, new MutableClock(clockWidth), slot, detectDataRaces);
    this.object = object;
  }

  /** Returns the open list of a read of this line, a variable: the whole line. */
  OpenList whole() {
    whole = readOf(whole, Channel.ANY);
    return whole;
  }

  /**
   * Returns the open list of a read of this line that repeats a read of its latest write with
   * nothing done since: open only to a write its reader has not read ({@link Channel#UNREAD}).
   */
  OpenList unread() {
    unread = readOf(unread, Channel.UNREAD);
    return unread;
  }

  /** Returns {@code made}, or if null the open list of a read of this line by {@code operation}. */
  private OpenList readOf(@Nullable OpenList made, String operation) {
    return made != null ? made : OpenList.of(new Channel(name, operation));
  }

  /**
   * Returns the object's open list, with a channel for the pending call of each thread an interrupt
   * reached here, unless the object receives nothing now: a monitor's waiter takes the monitor back
   * before it throws.
   */
  OpenList openList() {
    OpenList base = object.openList();
    if (interruptedCallers.isEmpty() || base.isEmpty()) {
      return base;
    }
    List<Channel> channels = new ArrayList<>(base.channels());
    for (String thread : interruptedCallers) {
      channels.add(Channel.interruptedWaiter(name, thread));
    }
    return OpenList.of(channels.toArray(new Channel[0]));
  }

  /** Opens the pending call of {@code thread}, which an interrupt reached. */
  void interruptCaller(String thread) {
    interruptedCallers.add(thread);
  }

  /** Forgets that an interrupt reached {@code thread}'s call, which was received. */
  void callerReceived(String thread) {
    interruptedCallers.remove(thread);
  }
}
