package org.richtest.agent.internal;

import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Which classes the agent rewrites: the application's, never the JDK's. By default a class is the
 * application's if it was loaded from a directory (a build's {@code classes} or {@code test-classes})
 * rather than a jar, and is not one of the test and build tools' own; {@code include} and {@code
 * exclude} prefixes decide first.
 */
final class ClassFilter {

  /** Packages never rewritten unless included: the JDK, RichTest, and test and build tooling. */
  private static final List<String> TOOLING = List.of(
      "java.", "javax.", "jdk.", "sun.", "com.sun.", "org.richtest.", "org.junit.", "junit.",
      "org.opentest4j.", "org.apiguardian.", "org.apache.maven.", "org.codehaus.plexus.",
      "org.slf4j.", "ch.qos.logback.", "com.google.", "org.jgrapht.", "picocli.",
      "org.objectweb.asm.", "net.bytebuddy.", "org.mockito.", "org.hamcrest.", "org.assertj.",
      "kotlin.", "scala.", "groovy.", "org.jspecify.", "com.hazelcast.");

  private final AgentOptions options;

  ClassFilter(AgentOptions options) {
    this.options = options;
  }

  /** Returns whether to rewrite class {@code internalName} loaded by {@code loader}. */
  boolean rewrites(
      String internalName, @Nullable ClassLoader loader, @Nullable ProtectionDomain domain) {
    if (loader == null || loader == ClassLoader.getPlatformClassLoader()) {
      return false;
    }
    String name = internalName.replace('/', '.');
    if (startsWithAny(name, options.include())) {
      return true;
    }
    if (startsWithAny(name, options.exclude()) || startsWithAny(name, TOOLING)) {
      return false;
    }
    CodeSource source = domain == null ? null : domain.getCodeSource();
    return source != null
        && source.getLocation() != null
        && source.getLocation().getPath().endsWith("/");
  }

  private static boolean startsWithAny(String name, List<String> prefixes) {
    for (String prefix : prefixes) {
      if (name.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
