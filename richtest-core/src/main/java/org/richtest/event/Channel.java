package org.richtest.event;

/**
 * A destination together with an operation on it: the unit an {@link OpenList} is made of. The
 * operation {@link #ANY} matches every operation but a {@link #retry retry}, as for monitor entries
 * and port receives. An
 * operation {@code name(<=n)} is a <em>weighted</em> channel: it matches {@code name} and {@code
 * name(k)} for {@code k <= n}, as a semaphore with {@code n} permits is open to {@code acquire(k)}.
 */
public record Channel(String destination, String operation) implements Comparable<Channel> {

  /** Matches any operation on the destination. */
  public static final String ANY = "*";

  /**
   * Creates a channel.
   *
   * @throws IllegalArgumentException if {@code operation} is weighted but its limit is not a number
   */
  public Channel {
    int open = operation.indexOf("(<=");
    if (open >= 0) {
      String limit = operation.substring(open + 3, Math.max(open + 3, operation.length() - 1));
      if (!operation.endsWith(")") || limit.isEmpty() || !limit.chars().allMatch(Character::isDigit)
          || limit.length() > 18) {
        throw new IllegalArgumentException("malformed weighted operation '" + operation + "'");
      }
    }
  }

  /**
   * The operation of a read's channel when the read repeats reads of one write at one call site
   * with nothing done since: it admits only a write its reader has not read (docs/decisions.md,
   * "Spin loops"). A read's channel is otherwise {@link #ANY}, its whole variable.
   */
  public static final String UNREAD = "unread";

  /** The prefix of an interrupt's operation on the line its target waits on. */
  private static final String INTERRUPT = "interrupt(";
  /** The prefix of the channel that admits the pending call of an interrupted waiter. */
  private static final String INTERRUPTED = "interrupted(";
  /** What marks a timed call that repeats one that timed out with nothing changed since. */
  private static final String AGAIN = " again";
  /** What marks a compare-and-set that repeats one that failed with nothing written since. */
  private static final String RETRY = " retry";

  /**
   * Returns whether a sending event to {@code dest} performing {@code op} is open on this channel.
   */
  public boolean admits(String dest, String op) {
    return destination.equals(dest)
        && (operation.equals(op) || operation.equals(ANY) && !isRetry(op) || admitsWeighted(op));
  }

  /**
   * Returns whether a sending event of thread {@code sender} to {@code dest} performing {@code op}
   * is open on this channel: as {@link #admits(String, String)}, and an {@link #interruptedWaiter}
   * channel admits whatever its thread waits for.
   */
  public boolean admits(String dest, String op, String sender) {
    return admits(dest, op)
        || destination.equals(dest)
            && operation.length() == INTERRUPTED.length() + sender.length() + 1
            && operation.startsWith(INTERRUPTED)
            && operation.startsWith(sender, INTERRUPTED.length());
  }

  /**
   * Returns the operation with which an interrupt of {@code thread} reaches the line that thread
   * waits on. It is open at every receiving event of that line whose open list admits anything: an
   * interrupt waits for nothing, but a line that admits nothing is held by a thread that leaves it
   * with no event (a monitor's owner), so a receipt between would meet a state its line's events do
   * not determine ({@link OpenList#admits(String, String, String)}).
   */
  public static String interrupt(String thread) {
    return INTERRUPT + thread + ")";
  }

  /** Returns whether {@code op} is an {@link #interrupt interrupt}'s operation. */
  public static boolean isInterrupt(String op) {
    // The last character first: most operations do not end with ')' and are told apart at once,
    // as every pending call of every step is asked this.
    int length = op.length();
    return length > INTERRUPT.length() && op.charAt(length - 1) == ')' && op.startsWith(INTERRUPT);
  }

  /**
   * Returns the channel that admits the call {@code thread} waits in on {@code destination},
   * whatever its operation, after an interrupt reached it there: the call then ends the wait with
   * {@code InterruptedException}.
   */
  public static Channel interruptedWaiter(String destination, String thread) {
    return new Channel(destination, INTERRUPTED + thread + ")");
  }

  /**
   * Returns the operation of a timed call that repeats {@code operation}, which timed out with
   * nothing changed since, issued when its destination had changed {@code epoch} times (from 1):
   * {@code operation again(epoch)}. Its destination admits it only once it changed again ({@link
   * #repeatsBefore}), since timing out again would change nothing (docs/decisions.md, "Timed
   * operations").
   */
  public static String repeat(String operation, int epoch) {
    return weighted(operation + AGAIN, epoch);
  }

  /**
   * Returns the channel that admits the {@link #repeat repeats} of {@code operation} issued before
   * its destination's {@code epoch}-th change.
   */
  public static Channel repeatsBefore(String destination, String operation, int epoch) {
    return upTo(destination, operation + AGAIN, epoch - 1);
  }

  /** Returns whether {@code op} is a {@link #repeat repeat} of a timed call. */
  public static boolean isRepeat(String op) {
    return op.endsWith(")") && op.contains(AGAIN + "(") || op.endsWith(AGAIN);
  }

  /** Returns the timed call a {@link #repeat repeat} repeats, or {@code op} if it is none. */
  public static String repeated(String op) {
    int again = op.lastIndexOf(AGAIN);
    return isRepeat(op) ? op.substring(0, again) : op;
  }

  /**
   * Returns the operation of a compare-and-set that repeats {@code operation}, which failed at the
   * same call site when its variable had been written {@code version} times, with nothing done by
   * its thread since: {@code operation retry(version + 1)}. Only {@link #retriesBefore} admits it,
   * once the variable was written again, since failing again would change nothing
   * (docs/decisions.md, "Spin loops").
   */
  public static String retry(String operation, int version) {
    return operation + RETRY + "(" + (version + 1) + ")";
  }

  /**
   * Returns the channel that admits the {@link #retry retries} of {@code operation} on a variable
   * written {@code version} times.
   */
  public static Channel retriesBefore(String destination, String operation, int version) {
    return upTo(destination, operation + RETRY, version);
  }

  /** Returns whether {@code op} is a {@link #retry retry} of a compare-and-set. */
  public static boolean isRetry(String op) {
    // Most operations do not end with ')': told apart at once, as ANY asks it of every pending call.
    return !op.isEmpty() && op.charAt(op.length() - 1) == ')' && op.contains(RETRY + "(");
  }

  /** Returns the compare-and-set a {@link #retry retry} repeats, or {@code op} if it is none. */
  public static String retried(String op) {
    return isRetry(op) ? op.substring(0, op.lastIndexOf(RETRY)) : op;
  }

  /**
   * Returns the weighted channel {@code name(<=limit)}: {@code name(k)} for every {@code k <=
   * limit}.
   */
  public static Channel upTo(String destination, String name, int limit) {
    return new Channel(destination, name + "(<=" + limit + ")");
  }

  /** Returns the operation {@code name(k)}, or {@code name} for a weight of 1. */
  public static String weighted(String name, int weight) {
    return weight == 1 ? name : name + "(" + weight + ")";
  }

  private boolean admitsWeighted(String op) {
    if (operation.charAt(operation.length() - 1) != ')') {
      return false; // not weighted: spares the search below on every other channel
    }
    int open = operation.indexOf("(<=");
    if (open < 0 || !op.startsWith(operation.substring(0, open))) {
      return false;
    }
    long limit = Long.parseLong(operation.substring(open + 3, operation.length() - 1));
    if (op.length() == open) {
      return limit >= 1;
    }
    if (op.charAt(open) != '(' || op.charAt(op.length() - 1) != ')') {
      return false;
    }
    try {
      return Long.parseLong(op.substring(open + 1, op.length() - 1)) <= limit;
    } catch (NumberFormatException notAWeight) {
      return false;
    }
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
