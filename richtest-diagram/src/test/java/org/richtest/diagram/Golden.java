package org.richtest.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files under {@code src/test/resources/golden/}: a test's text must equal the file's. Run
 * with {@code -Drichtest.golden.overwrite=true} to rewrite the files instead, then review the diff.
 */
final class Golden {

  private static final Path DIRECTORY = Path.of("src", "test", "resources", "golden");

  private Golden() {}

  /** Asserts that {@code actual} equals the golden file {@code name}, or rewrites the file. */
  static void assertMatches(String name, String actual) throws IOException {
    Path file = DIRECTORY.resolve(name);
    if (Boolean.getBoolean("richtest.golden.overwrite")) {
      Files.createDirectories(DIRECTORY);
      Files.writeString(file, actual, StandardCharsets.UTF_8);
      return;
    }
    assertTrue(
        Files.isRegularFile(file),
        "no golden file "
            + file.toAbsolutePath()
            + "; write it with -Drichtest.golden.overwrite=true");
    assertEquals(
        Files.readString(file, StandardCharsets.UTF_8),
        actual,
        "differs from "
            + file
            + "; if the change is intended, rerun with"
            + " -Drichtest.golden.overwrite=true and review the diff");
  }
}
