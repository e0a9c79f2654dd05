package org.richtest.suites;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Collects what every test of the run came to ({@link TestRow}) and, when the run ends, prints the
 * tables ({@link TableText}) and writes them to the file the system property {@value #TABLE}
 * names. Registered through {@code META-INF/services}, so that Surefire's JVM runs it beside the
 * published tests, which know nothing of it.
 */
public final class SuiteTable implements TestExecutionListener {

  /** The system property naming the Markdown file the tables go to. */
  static final String TABLE = "suites.table";

  private final Map<String, Long> started = new ConcurrentHashMap<>();
  private final Map<String, Map<String, String>> entries = new ConcurrentHashMap<>();
  private final List<TestRow> rows = new ArrayList<>();

  /** Creates the listener; the JUnit Platform does, through {@code ServiceLoader}. */
  public SuiteTable() {}

  @Override
  public void executionStarted(TestIdentifier test) {
    started.put(test.getUniqueId(), System.nanoTime());
  }

  @Override
  public void reportingEntryPublished(TestIdentifier test, ReportEntry entry) {
    Map<String, String> pairs = entry.getKeyValuePairs();
    if (pairs.containsKey("richtest.controlled")) {
      entries.put(test.getUniqueId(), pairs);
    }
  }

  @Override
  public void executionSkipped(TestIdentifier test, String reason) {
    if (test.isTest()) {
      add(test, Duration.ZERO, "skipped: " + reason);
    }
  }

  @Override
  public void executionFinished(TestIdentifier test, TestExecutionResult result) {
    if (!test.isTest()) {
      return;
    }
    Duration time = Duration.ofNanos(System.nanoTime() - started.get(test.getUniqueId()));
    String verdict = switch (result.getStatus()) {
      case SUCCESSFUL -> "pass";
      case FAILED -> "FAIL: " + firstLine(result);
      case ABORTED -> "aborted: " + firstLine(result);
    };
    add(test, time, verdict);
  }

  @Override
  public void testPlanExecutionFinished(TestPlan plan) {
    String text = TableText.of(List.copyOf(rows));
    System.out.println(text);
    String file = System.getProperty(TABLE);
    if (file != null) {
      try {
        Files.writeString(Path.of(file), text, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the suites' table to " + file, e);
      }
    }
  }

  private synchronized void add(TestIdentifier test, Duration time, String verdict) {
    if (test.getSource().orElse(null) instanceof MethodSource method) {
      String name = test.getDisplayName().equals(method.getMethodName() + "()")
          ? method.getMethodName() : method.getMethodName() + " " + test.getDisplayName();
      rows.add(new TestRow(library(method), method.getClassName(), name,
          entries.get(test.getUniqueId()), time, verdict));
    }
  }

  /** Returns the jar a test class came from without {@code -tests.jar}, or its directory's name. */
  private static String library(MethodSource method) {
    CodeSource source = method.getJavaClass().getProtectionDomain().getCodeSource();
    if (source == null) {
      return "?";
    }
    try {
      String name = Path.of(source.getLocation().toURI()).getFileName().toString();
      return name.endsWith("-tests.jar") ? name.substring(0, name.length() - "-tests.jar".length())
          : name;
    } catch (URISyntaxException e) {
      return source.getLocation().toString();
    }
  }

  private static String firstLine(TestExecutionResult result) {
    return result.getThrowable()
        .map(t -> t.getClass().getSimpleName() + ": "
            + String.valueOf(t.getMessage()).lines().findFirst().orElse(""))
        .orElse("");
  }
}
