package org.richtest.junit5;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The extension's JUnit configuration parameters (system properties or {@code
 * junit-platform.properties}), which apply to every explored test.
 *
 * @param failIfIncomplete {@value #FAIL_IF_INCOMPLETE}: a budget that cuts an exploration short
 *     fails the test, as {@link ReachabilityTest#failIfIncomplete()} does for one test
 * @param allowUncontrolled {@value #ALLOW_UNCONTROLLED}: a test whose first run controlled nothing
 *     passes after it, as {@link ReachabilityTest#allowUncontrolled()} lets one test
 * @param reportDir {@value #REPORT_DIR}: where each explored test's record goes, {@value
 *     #DEFAULT_REPORT_DIR} by default (relative to the working directory, the module's under Maven)
 */
record Configuration(boolean failIfIncomplete, boolean allowUncontrolled, Path reportDir) {

  static final String FAIL_IF_INCOMPLETE = "richtest.failIfIncomplete";
  static final String ALLOW_UNCONTROLLED = "richtest.allowUncontrolled";
  static final String REPORT_DIR = "richtest.reportDir";
  static final String DEFAULT_REPORT_DIR = "target/richtest";

  /** Reads the parameters of the test in {@code context}. */
  static Configuration of(ExtensionContext context) {
    return new Configuration(
        context.getConfigurationParameter(FAIL_IF_INCOMPLETE, Boolean::parseBoolean).orElse(false),
        context.getConfigurationParameter(ALLOW_UNCONTROLLED, Boolean::parseBoolean).orElse(false),
        Path.of(context.getConfigurationParameter(REPORT_DIR).orElse(DEFAULT_REPORT_DIR)));
  }
}
