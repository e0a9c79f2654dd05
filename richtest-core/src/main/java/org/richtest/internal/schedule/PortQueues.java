package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.RichTestInternalError;
import org.richtest.event.EventId;
import org.richtest.spi.PortObject;
import org.richtest.spi.SyncObject;

/**
 * The messages sent to a run's ports and not yet received, in issue order. Only the oldest pending
 * message of each sender to a port can be received (FIFO per sender and port, semantics §2).
 */
final class PortQueues {

  /** A message taken off a queue, and the index of the receive alternative it was sent to. */
  record Taken(PendingSend message, int alternative) {}

  /** Small at first: most programs have no ports. */
  private final Map<SyncObject, List<PendingSend>> queues = new IdentityHashMap<>(2);

  /** Makes {@code port} a port of this run. */
  void register(SyncObject port) {
    queues.put(port, new ArrayList<>(4));
  }

  /**
   * Checks that {@code port} belongs to this run.
   *
   * @throws IllegalStateException if it does not
   */
  void check(PortObject port) {
    queue(port);
  }

  /** Queues a message sent to {@code port}. */
  void add(PortObject port, PendingSend message) {
    queue(port).add(message);
  }

  /** Adds, for thread {@code receiver} blocked in a receive, one decision per receivable message. */
  void addDecisions(LogicalThread receiver, List<Decision> enabled) {
    EventId event = receiver.nextId();
    for (PortObject port : receiver.receivingFrom) {
      List<PendingSend> heads = new ArrayList<>();
      for (PendingSend message : queues.get(port)) {
        if (heads.stream().noneMatch(head -> head.sender() == message.sender())) {
          heads.add(message);
          enabled.add(new Decision(event, message.id(), message.issueOrder()));
        }
      }
    }
  }

  /** Removes the message {@code partner} from the ports {@code receiver} waits on. */
  Taken take(LogicalThread receiver, EventId partner) {
    for (int i = 0; i < receiver.receivingFrom.size(); i++) {
      List<PendingSend> queue = queues.get(receiver.receivingFrom.get(i));
      PendingSend message = find(queue, partner);
      if (message != null) {
        queue.remove(message);
        return new Taken(message, i);
      }
    }
    throw new RichTestInternalError("message " + partner + " is not receivable by " + receiver);
  }

  private static @Nullable PendingSend find(List<PendingSend> queue, EventId id) {
    for (PendingSend message : queue) {
      if (message.id().equals(id)) {
        return message;
      }
    }
    return null;
  }

  private List<PendingSend> queue(PortObject port) {
    List<PendingSend> queue = queues.get(port);
    if (queue == null) {
      throw new IllegalStateException(port.name() + " does not belong to this run");
    }
    return queue;
  }
}
