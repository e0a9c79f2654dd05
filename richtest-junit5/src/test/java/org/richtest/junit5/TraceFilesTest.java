package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the extension names a test's traces and reports a trace it cannot replay. */
class TraceFilesTest {

  @TempDir Path dir;

  @Test
  void load_notATrace_throwsNamingTheFile() throws IOException {
    Path file = Files.writeString(dir.resolve("bad.json"), "{\"not\": \"a trace\"}");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ReachabilityExtension.load(file));

    assertTrue(e.getMessage().contains(file.toAbsolutePath().toString()), e.getMessage());
  }

  @Test
  void baseName_nestedClass_joinsClassNamesWithDots() throws NoSuchMethodException {
    String name = ReachabilityExtension.baseName(
        Fixtures.Mutex.class, Fixtures.Mutex.class.getDeclaredMethod("twoThreads"));

    assertEquals("Fixtures.Mutex.twoThreads", name);
  }
}
