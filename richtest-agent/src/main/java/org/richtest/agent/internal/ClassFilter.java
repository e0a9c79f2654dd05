package org.richtest.agent.internal;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Which classes the agent rewrites: the application's and its dependencies', from directories and
 * jars alike, never the JDK's, RichTest's own or those of the test and build tools (and RichTest's
 * own dependencies, whose code runs inside the engine). {@code include} and {@code exclude}
 * prefixes decide first. Real concurrency bugs live in the libraries an application runs on, so a
 * library's {@code synchronized} code is explored unless the user opts it out.
 */
final class ClassFilter {

  /** Packages never rewritten unless included: the JDK, RichTest, and test and build tooling. */
  private static final List<String> TOOLING = List.of(
      "java.", "javax.", "jdk.", "sun.", "com.sun.", "org.richtest.", "org.junit.", "junit.",
      "org.opentest4j.", "org.apiguardian.", "org.apache.maven.", "org.codehaus.plexus.",
      "org.slf4j.", "ch.qos.logback.", "com.google.", "org.jgrapht.", "picocli.",
      "org.objectweb.asm.", "net.bytebuddy.", "org.mockito.", "org.objenesis.", "org.hamcrest.", "org.assertj.",
      "kotlin.", "scala.", "groovy.", "org.jspecify.", "com.hazelcast.");

  private final AgentOptions options;

  ClassFilter(AgentOptions options) {
    this.options = options;
  }

  /** Returns whether to rewrite class {@code internalName} loaded by {@code loader}. */
  boolean rewrites(String internalName, @Nullable ClassLoader loader) {
    return loader != null && loader != ClassLoader.getPlatformClassLoader()
        && !excluded(internalName.replace('/', '.'));
  }

  /**
   * Returns whether class {@code name} is kept out of the rewriting. The longest prefix that names
   * it decides: an {@code include}, or an {@code exclude} or one of the JDK's, RichTest's and the
   * tools' packages; so {@code include=com.acme.} with {@code exclude=com.acme.legacy.} rewrites
   * all of {@code com.acme} but its legacy package.
   */
  boolean excluded(String name) {
    return longest(name, options.include()) < Math.max(
        longest(name, options.exclude()), longest(name, TOOLING));
  }

  /**
   * Returns the {@code exclude} prefix that keeps class {@code name} out of the rewriting, or null
   * if none does or it is the JDK's, RichTest's or a tool's (whose synchronization is no program's).
   */
  @Nullable String exclusion(String name) {
    int excluded = longest(name, options.exclude());
    if (excluded <= longest(name, options.include()) || excluded < longest(name, TOOLING)) {
      return null;
    }
    return name.substring(0, excluded);
  }

  /** Returns the length of the longest of {@code prefixes} that {@code name} starts with, or -1. */
  private static int longest(String name, List<String> prefixes) {
    int longest = -1;
    for (String prefix : prefixes) {
      if (name.startsWith(prefix)) {
        longest = Math.max(longest, prefix.length());
      }
    }
    return longest;
  }
}
