package org.richtest.agent.runtime;

import org.richtest.spi.Controller;

/**
 * What the agent's probes in code it does not rewrite call around the threads that code makes: a
 * thread constructed there in a run gets the daemon flag a plain JVM would give it, the creating
 * logical thread's ({@code main}'s: none), unless that code sets the flag itself. The JDK copies
 * the creating thread's flag, and a run's threads are virtual, always daemons, so without this a
 * thread an excluded library makes would be a daemon, and a hang of it would pass as a completed
 * run. Outside an exploration, nothing.
 */
public final class UnrewrittenThreadHooks {

  private UnrewrittenThreadHooks() {}

  /**
   * A {@code java.lang.Thread} constructor returned in unrewritten code, on {@code thread} (a new
   * {@code Thread}, or {@code this} in a subclass's constructor): its flag is put right ({@link
   * RunThreads#constructed}) before the rest of that code may set it.
   */
  public static void constructed(Object thread) {
    Controller run = Hooks.exploring();
    if (run != null && thread instanceof Thread made) {
      RunThreads.of(run).constructed(run, made);
    }
  }

  /**
   * Unrewritten code is about to call {@code setDaemon} on {@code thread}: the flag is its choice,
   * not to be put right later. {@code on} is the call's argument, left for the call itself.
   */
  public static void daemonChosen(Object thread, boolean on) {
    Controller run = Hooks.exploring();
    if (run != null && thread instanceof Thread chosen) {
      RunThreads.of(run).chose(chosen);
    }
  }
}
