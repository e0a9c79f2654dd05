package org.richtest.maven;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The JVM arguments that start a test JVM with the RichTest agent: {@code -javaagent} with the
 * agent's jar and its options, and, when asked to explore existing tests, the JUnit configuration
 * parameters that turn the switch on. Each argument is quoted if it holds white space, as Surefire
 * splits its {@code argLine} at white space outside quotes.
 *
 * @param agentJar the agent's jar
 * @param include class-name prefixes the agent rewrites besides the classes of directories
 * @param exclude class-name prefixes the agent leaves alone
 * @param explore the class-name patterns whose {@code @Test} methods run as explorations, or null
 */
record AgentArguments(
    Path agentJar, List<String> include, List<String> exclude, @Nullable String explore) {

  /** The configuration parameter of the switch, read by {@code richtest-junit5}. */
  static final String EXPLORE_PARAMETER = "richtest.explore";

  /** JUnit Jupiter's switch for extensions registered by {@code java.util.ServiceLoader}. */
  static final String AUTODETECTION_PARAMETER = "junit.jupiter.extensions.autodetection.enabled";

  AgentArguments {
    include = List.copyOf(include);
    exclude = List.copyOf(exclude);
  }

  /** Returns the arguments, each quoted if it needs to be, separated by spaces. */
  String line() {
    List<String> arguments = new ArrayList<>();
    arguments.add(quoted("-javaagent:" + agentJar.toAbsolutePath() + options()));
    if (explore != null && !explore.isBlank()) {
      arguments.add(quoted("-D" + EXPLORE_PARAMETER + "=" + explore.trim()));
      arguments.add("-D" + AUTODETECTION_PARAMETER + "=true");
    }
    return String.join(" ", arguments);
  }

  /**
   * Returns {@code existing} with these arguments after it: after, so that an agent that must see
   * the classes as compiled, such as JaCoCo's, transforms them first. Returns {@code existing}
   * unchanged if it already holds them, so that running the goal twice adds nothing.
   */
  String appendTo(@Nullable String existing) {
    String line = line();
    if (existing == null || existing.isBlank()) {
      return line;
    }
    String trimmed = existing.trim();
    return trimmed.contains(line) ? trimmed : trimmed + " " + line;
  }

  /** Returns the agent's options, {@code =include=a.,b.;exclude=c.}, or nothing if none. */
  private String options() {
    List<String> settings = new ArrayList<>();
    if (!include.isEmpty()) {
      settings.add("include=" + String.join(",", include));
    }
    if (!exclude.isEmpty()) {
      settings.add("exclude=" + String.join(",", exclude));
    }
    return settings.isEmpty() ? "" : "=" + String.join(";", settings);
  }

  private static String quoted(String argument) {
    return argument.chars().anyMatch(Character::isWhitespace) ? '"' + argument + '"' : argument;
  }
}
