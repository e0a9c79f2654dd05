package org.richtest.examples.unmodified;

import java.util.HashMap;
import java.util.Map;

/**
 * Open connections by name in a static {@link HashMap}, as an old connection pool kept them: {@code
 * closeAll} iterates the map under the registry's lock, but {@code register} puts without it. A
 * put during the iteration throws a {@code ConcurrentModificationException} in the closer, and one
 * between the iteration and the {@code clear} loses the connection unclosed. Each call is one step
 * between lock operations, so only the race detector sees it, or an exploration of the map's calls
 * ({@code --explore-calls HashMap}).
 */
public final class ConnectionRegistry {

  private static final Object LOCK = new Object();
  private static final Map<String, String> CONNECTIONS = new HashMap<>();

  private ConnectionRegistry() {}

  /** Registers an open connection, without the lock the closer takes. */
  public static void register(String name, String url) {
    CONNECTIONS.put(name, url);
  }

  /** Closes every registered connection and forgets them all; returns how many it closed. */
  public static int closeAll() {
    synchronized (LOCK) {
      int closed = 0;
      for (String url : CONNECTIONS.values()) {
        closed += url.isEmpty() ? 0 : 1;
      }
      CONNECTIONS.clear();
      return closed;
    }
  }

  /** Returns how many connections are registered. */
  public static int open() {
    synchronized (LOCK) {
      return CONNECTIONS.size();
    }
  }

  /** Forgets every connection: each run of a test starts from an empty registry. */
  public static void reset() {
    synchronized (LOCK) {
      CONNECTIONS.clear();
    }
  }
}
