package org.richtest.suites;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The Markdown tables of a suites run: one row per test class (how many of its tests were explored,
 * complete or cut, ran once, not explored, failed; sequences and time), a total, and one row per
 * test.
 */
final class TableText {

  private TableText() {}

  /** Returns both tables of {@code rows}, in the order the tests ran. */
  static String of(List<TestRow> rows) {
    StringBuilder text = new StringBuilder();
    text.append("| library | test class | tests | explored: complete | explored: cut | ran once"
        + " | not explored | failed | sequences | seconds |\n|---|---|---:|---:|---:|---:|---:|---:"
        + "|---:|---:|\n");
    Map<String, List<TestRow>> byClass = new LinkedHashMap<>();
    for (TestRow row : rows) {
      byClass.computeIfAbsent(row.testClass(), c -> new java.util.ArrayList<>()).add(row);
    }
    byClass.forEach((testClass, tests) ->
        text.append(summary(tests.get(0).library(), simpleName(testClass), tests)));
    text.append(summary("", "**all**", rows)).append('\n');
    text.append("| library | test | how | sequences | runs | complete | seconds | verdict |\n"
        + "|---|---|---|---:|---:|---|---:|---|\n");
    for (TestRow row : rows) {
      text.append(String.format(Locale.ROOT, "| %s | %s.%s | %s | %s | %s | %s | %s | %s |%n",
          row.library(), simpleName(row.testClass()), cell(row.test()), row.how(),
          row.count("sequences"), row.count("runs"), row.completeness(), row.seconds(),
          cell(row.verdict())));
    }
    return text.toString();
  }

  private static String summary(String library, String name, List<TestRow> tests) {
    long sequences = tests.stream()
        .mapToLong(row -> row.entry() == null ? 0 : Long.parseLong(row.count("sequences"))).sum();
    Duration time = tests.stream().map(TestRow::time).reduce(Duration.ZERO, Duration::plus);
    return String.format(Locale.ROOT, "| %s | %s | %d | %d | %d | %d | %d | %d | %d | %.1f |%n",
        library, name, tests.size(),
        count(tests, row -> row.completeness().equals("complete")),
        count(tests, TestRow::cut),
        count(tests, row -> row.how().equals("ran once")),
        count(tests, row -> row.how().equals("not explored")),
        count(tests, row -> !row.passed()),
        sequences, time.toMillis() / 1000.0);
  }

  private static long count(List<TestRow> tests, Predicate<TestRow> which) {
    return tests.stream().filter(which).count();
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1).replace('$', '.');
  }

  /** Returns {@code text} fit for a table cell: no bar, at most 160 characters. */
  private static String cell(String text) {
    String flat = text.replace("|", "\\|");
    return flat.length() <= 160 ? flat : flat.substring(0, 157) + "...";
  }
}
