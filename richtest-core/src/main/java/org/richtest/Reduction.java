package org.richtest;

import java.util.Locale;

/**
 * A reduction of reachability testing (paper sections VII and VIII, semantics §9): a rule that
 * skips some race reversals, so that fewer sequences are exercised while some behaviours are still
 * all reached. Each is off by default and applies to {@link Strategy#REACHABILITY} only. A reduced
 * exploration no longer exercises every partially-ordered SYN-sequence; what it keeps is said per
 * constant.
 */
public enum Reduction {

  /**
   * Symmetry reduction for threads the program declares interchangeable ({@code
   * org.richtest.sync.Symmetry.group}). At a receiving event whose partner was sent by a thread of
   * a group, no other thread of that group calling the same operation of the same destination from
   * the same <em>label</em> (the chain of call sites in user code, plus an optional context) is
   * tried in the partner's place; of the other racing calls only the first per group, operation and
   * label is tried.
   *
   * <p>Preserves deadlocks, assertion failures and final states up to renaming the threads within
   * each group, provided that two threads of a group at the same label are interchangeable then:
   * same code, equal local state, and nothing else in the program telling them apart (a thread
   * that records its start rank in a local variable breaks this and loses outcomes). It does not
   * exercise every sequence up to renaming.
   */
  SYMMETRY,

  /**
   * P/V reduction for counting semaphores: no race is reversed at the completion of a {@code V},
   * which only ever enables other calls. Preserves every order in which {@code P} calls complete
   * on each counting semaphore, and so deadlocks, failures and final states of programs whose
   * behaviour depends on which {@code P} got through when; gives up the orders of {@code V}
   * completions among themselves and relative to later {@code P}s, so a program must not decide
   * anything on a semaphore's {@code value()}. Binary semaphores and the {@code Semaphore} drop-in
   * (whose {@code tryAcquire} and {@code availablePermits} observe the order) are not reduced. The
   * number of sequences depends on the free-run policy.
   */
  PV,

  /**
   * Commuting receives for ports the program declares order-insensitive ({@code
   * org.richtest.sync.Port.orderInsensitive()}): at a receive of a message sent to such a port, no
   * other message of that port is tried in its place. Preserves deadlocks, failures and final
   * states when the receiving thread does not depend on which of the port's messages it receives
   * when, as with replies that are only counted; gives up the orders among those messages.
   */
  COMMUTE;

  /** Returns the name the command line uses: {@code symmetry}, {@code pv} or {@code commute}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Returns the reduction the command line calls {@code name}.
   *
   * @throws IllegalArgumentException if there is none by that name
   */
  public static Reduction ofLabel(String name) {
    for (Reduction reduction : values()) {
      if (reduction.label().equals(name)) {
        return reduction;
      }
    }
    throw new IllegalArgumentException(
        "unknown reduction '" + name + "': expected symmetry, pv or commute");
  }
}
