package org.richtest.event;

/** A synchronization pair {@code <s, r>}: a sending event and the receiving event it synchronized with. */
public record SyncPair(EventId sender, EventId receiver) implements Comparable<SyncPair> {

  @Override
  public int compareTo(SyncPair other) {
    int byReceiver = receiver.compareTo(other.receiver);
    return byReceiver != 0 ? byReceiver : sender.compareTo(other.sender);
  }

  @Override
  public String toString() {
    return sender + "->" + receiver;
  }
}
