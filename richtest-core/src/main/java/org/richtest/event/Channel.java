package org.richtest.event;

/**
 * A destination together with an operation on it: the unit an {@link OpenList} is made of. The
 * operation {@link #ANY} matches every operation, as for monitor entries and port receives.
 */
public record Channel(String destination, String operation) implements Comparable<Channel> {

  /** Matches any operation on the destination. */
  public static final String ANY = "*";

  /** Returns whether a sending event to {@code dest} performing {@code op} is open on this channel. */
  public boolean admits(String dest, String op) {
    return destination.equals(dest) && (operation.equals(ANY) || operation.equals(op));
  }

  @Override
  public int compareTo(Channel other) {
    int byDestination = destination.compareTo(other.destination);
    return byDestination != 0 ? byDestination : operation.compareTo(other.operation);
  }

  @Override
  public String toString() {
    return destination + "." + operation;
  }
}
