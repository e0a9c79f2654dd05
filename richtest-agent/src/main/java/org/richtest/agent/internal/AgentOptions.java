package org.richtest.agent.internal;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The agent's options, from the text after {@code =} in {@code -javaagent:...jar=...}: settings
 * separated by {@code ;}, lists by {@code ,}.
 *
 * @param include class-name prefixes to rewrite whatever their origin
 * @param exclude class-name prefixes never to rewrite
 * @param spuriousWakeups whether an untimed {@code wait} may return without a notify
 * @param verbose whether to print each rewritten class on standard error
 */
public record AgentOptions(
    List<String> include, List<String> exclude, boolean spuriousWakeups, boolean verbose) {

  /**
   * Parses the options.
   *
   * @throws IllegalArgumentException naming the setting it does not understand
   */
  public static AgentOptions parse(@Nullable String text) {
    List<String> include = new ArrayList<>();
    List<String> exclude = new ArrayList<>();
    boolean spurious = false;
    boolean verbose = false;
    if (text != null) {
      for (String setting : text.split(";")) {
        String trimmed = setting.trim();
        if (trimmed.isEmpty()) {
          continue;
        }
        if (trimmed.startsWith("include=")) {
          include.addAll(prefixes(trimmed.substring("include=".length())));
        } else if (trimmed.startsWith("exclude=")) {
          exclude.addAll(prefixes(trimmed.substring("exclude=".length())));
        } else if (trimmed.equals("spurious-wakeups")) {
          spurious = true;
        } else if (trimmed.equals("verbose")) {
          verbose = true;
        } else {
          throw new IllegalArgumentException(
              "richtest-agent: unknown option '" + trimmed + "'; known: include=prefix,..., "
                  + "exclude=prefix,..., spurious-wakeups, verbose (separated by ;)");
        }
      }
    }
    return new AgentOptions(List.copyOf(include), List.copyOf(exclude), spurious, verbose);
  }

  private static List<String> prefixes(String list) {
    List<String> prefixes = new ArrayList<>();
    for (String prefix : list.split(",")) {
      if (!prefix.isBlank()) {
        prefixes.add(prefix.trim());
      }
    }
    return prefixes;
  }
}
