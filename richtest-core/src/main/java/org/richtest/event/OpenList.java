package org.richtest.event;

import com.google.common.collect.ImmutableSortedSet;
import java.util.Arrays;

/**
 * The channels that were open when a receiving event occurred (paper Table 2). A sending event is
 * <em>open</em> at a receiving event iff its destination and operation are admitted by one of them.
 */
public record OpenList(ImmutableSortedSet<Channel> channels) {

  /** An open list that admits nothing: the receiver was not ready. */
  public static final OpenList EMPTY = new OpenList(ImmutableSortedSet.of());

  /** Returns the open list of the given channels. */
  public static OpenList of(Channel... channels) {
    return new OpenList(ImmutableSortedSet.copyOf(Arrays.asList(channels)));
  }

  /** Returns the open list admitting {@code operations} on {@code destination}. */
  public static OpenList on(String destination, String... operations) {
    ImmutableSortedSet.Builder<Channel> builder = ImmutableSortedSet.naturalOrder();
    for (String operation : operations) {
      builder.add(new Channel(destination, operation));
    }
    return new OpenList(builder.build());
  }

  /** Returns whether a sending event to {@code destination} performing {@code operation} is open here. */
  public boolean admits(String destination, String operation) {
    for (Channel channel : channels) {
      if (channel.admits(destination, operation)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns whether a sending event of thread {@code sender} to {@code destination} performing
   * {@code operation} is open at a receiving event of line {@code destination} with this open list.
   * An {@link Channel#interrupt interrupt} is, unless the list is empty: an object admits nothing
   * only while a thread holds it (a monitor's owner, a barrier's action, a phaser's advance) and
   * leaves it with no event, so the state a receipt between would meet depends on where the holder
   * is, not on the line's own events, and the race analysis would miss the orders in which the
   * holder left first (docs/decisions.md, "Interruption"). The pending call of an interrupted
   * waiter is open when an {@link Channel#interruptedWaiter} channel names its thread.
   */
  public boolean admits(String destination, String operation, String sender) {
    if (Channel.isInterrupt(operation)) {
      return !channels.isEmpty();
    }
    for (Channel channel : channels) {
      if (channel.admits(destination, operation, sender)) {
        return true;
      }
    }
    return false;
  }

  /** Returns whether no channel is open. */
  public boolean isEmpty() {
    return channels.isEmpty();
  }

  @Override
  public String toString() {
    return channels.toString().replace('[', '{').replace(']', '}');
  }
}
