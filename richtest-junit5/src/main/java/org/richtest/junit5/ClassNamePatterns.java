package org.richtest.junit5;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The value of the configuration parameter {@code richtest.explore}: class-name patterns separated
 * by commas, in which {@code *} stands for any characters (none included), matched against the whole
 * name of a test class, a nested class named with dots ({@code com.acme.OuterTest.Inner}).
 *
 * @param patterns one regular expression per pattern
 */
record ClassNamePatterns(List<Pattern> patterns) {

  /** Matches no class: the configuration parameter is not set. */
  static final ClassNamePatterns NONE = new ClassNamePatterns(List.of());

  ClassNamePatterns {
    patterns = List.copyOf(patterns);
  }

  /** Reads {@code text}, such as {@code com.acme.*, org.vendor.*Test}. */
  static ClassNamePatterns parse(String text) {
    List<Pattern> patterns = new ArrayList<>();
    for (String pattern : text.split(",")) {
      String trimmed = pattern.trim();
      if (!trimmed.isEmpty()) {
        StringBuilder regex = new StringBuilder();
        for (String literal : trimmed.split("\\*", -1)) {
          regex.append(regex.isEmpty() ? "" : ".*").append(Pattern.quote(literal));
        }
        patterns.add(Pattern.compile(regex.toString()));
      }
    }
    return new ClassNamePatterns(patterns);
  }

  /** Returns whether some pattern matches the whole name of {@code testClass}. */
  boolean matches(Class<?> testClass) {
    String name = testClass.getName().replace('$', '.');
    return patterns.stream().anyMatch(pattern -> pattern.matcher(name).matches());
  }
}
