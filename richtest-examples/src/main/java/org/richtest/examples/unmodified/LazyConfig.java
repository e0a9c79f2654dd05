package org.richtest.examples.unmodified;

import org.jspecify.annotations.Nullable;

/**
 * Double-checked locking without {@code volatile}: the first check reads {@code config} without
 * the lock, so a thread can see the reference before the constructor's writes to its fields. Under
 * sequential consistency no interleaving fails; the data-race detector reports the unsynchronized
 * read against the write, with both lines.
 */
public final class LazyConfig {

  /** What is built lazily. */
  public static final class Config {
    private int port;

    Config(int port) {
      this.port = port;
    }

    /** Returns the port. */
    public int port() {
      return port;
    }
  }

  private @Nullable Config config;

  /** Returns the configuration, building it on first use. */
  public @Nullable Config get() {
    if (config == null) {
      synchronized (this) {
        if (config == null) {
          config = new Config(8080);
        }
      }
    }
    return config;
  }
}
