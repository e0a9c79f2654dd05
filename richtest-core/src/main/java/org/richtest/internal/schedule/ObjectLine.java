package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.List;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;
import org.richtest.internal.clock.MutableClock;
import org.richtest.spi.SyncObject;

/** A synchronization object's line in a run: its clock, its event count and its pending calls. */
final class ObjectLine extends RunLine {

  final SyncObject object;
  /** The open list of a read of this line, if it is a variable: the whole line. */
  final OpenList whole;

  /** Calls issued to the object and not yet received, in issue order. */
  final List<PendingSend> pending = new ArrayList<>(4);
  /** The position of the line's latest event in the recorded sequence, -1 before the first. */
  int lastPosition = -1;

  ObjectLine(SyncObject object, String name, int slot, boolean detectDataRaces) {
    super(name, new MutableClock(), slot, detectDataRaces);
    this.object = object;
    this.whole = OpenList.of(new Channel(name, Channel.ANY));
  }
}
