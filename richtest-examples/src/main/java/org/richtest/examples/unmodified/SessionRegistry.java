package org.richtest.examples.unmodified;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A registry of sessions on a {@link ConcurrentHashMap} with a check-then-act race: {@code
 * open(user)} tests for the user's session and then creates it, in two steps, so two threads can both
 * create one. ({@code computeIfAbsent} would do it in one.)
 */
public final class SessionRegistry {

  private final ConcurrentHashMap<String, Integer> sessions = new ConcurrentHashMap<>();
  private final AtomicInteger created = new AtomicInteger();

  /** Returns the user's session, creating it if there is none. */
  public int open(String user) {
    if (!sessions.containsKey(user)) {
      sessions.put(user, created.incrementAndGet());
    }
    return sessions.get(user);
  }

  /** Returns how many sessions were ever created. */
  public int created() {
    return created.get();
  }
}
