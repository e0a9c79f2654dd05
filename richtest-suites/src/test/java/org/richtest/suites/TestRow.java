package org.richtest.suites;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What one test of a published suite came to under the switch: how it was explored (from the report
 * entries the extension published, which its JSON record holds too), how long it took and JUnit's
 * verdict.
 *
 * @param library the test jar the class came from, without {@code -tests.jar}
 * @param testClass the test class's name
 * @param test the method, with the invocation's display name for a parameterized one
 * @param entry the extension's report entry ({@code richtest.*}), null if it published none: the
 *     test was not explored (a parameterized test) or failed before its exploration ended
 * @param time the test's wall-clock time, its exploration included
 * @param verdict {@code pass}, {@code FAIL: <first line>}, {@code aborted: …} or {@code skipped: …}
 */
record TestRow(String library, String testClass, String test, @Nullable Map<String, String> entry,
    Duration time, String verdict) {

  /** How the test ran: explored, ran once (its first run controlled nothing) or not explored. */
  String how() {
    if (entry == null) {
      return "not explored";
    }
    return Boolean.parseBoolean(entry.get("richtest.controlled")) ? "explored" : "ran once";
  }

  /** Returns the entry's value of {@code richtest.<key>}, or {@code —} without an entry. */
  String count(String key) {
    return entry == null ? "—" : entry.getOrDefault("richtest." + key, "—");
  }

  /**
   * Whether the test was explored and a budget cut it short; a failed test stopped at its first bug
   * instead, which is not counted as cut.
   */
  boolean cut() {
    return how().equals("explored") && passed()
        && !Boolean.parseBoolean(entry.get("richtest.complete"));
  }

  /**
   * {@code complete}, {@code cut} (by the budget), {@code bug} (stopped at the first failing run)
   * or {@code —} if nothing was explored.
   */
  String completeness() {
    if (!how().equals("explored")) {
      return "—";
    }
    return !passed() ? "bug" : cut() ? "cut" : "complete";
  }

  /** Whether JUnit passed the test. */
  boolean passed() {
    return verdict.equals("pass");
  }

  /** The time in seconds, with one decimal. */
  String seconds() {
    return String.format(Locale.ROOT, "%.1f", time.toMillis() / 1000.0);
  }
}
