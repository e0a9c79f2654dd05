package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.List;
import org.richtest.internal.clock.MutableClock;
import org.richtest.spi.SyncObject;

/** A synchronization object's line in a run: its clock, its event count and its pending calls. */
final class ObjectLine extends RunLine {

  final SyncObject object;
  /** Calls issued to the object and not yet received, in issue order. */
  final List<PendingSend> pending = new ArrayList<>(4);

  ObjectLine(SyncObject object, String name, int slot) {
    super(name, new MutableClock(), slot);
    this.object = object;
  }
}
