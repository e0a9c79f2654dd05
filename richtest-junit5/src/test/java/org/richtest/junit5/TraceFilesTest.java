package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.RichTest;
import org.richtest.event.SynSequence;
import org.richtest.sync.CountingSemaphore;

/** Checks where traces are saved, what they are named, and how a bad one is reported. */
class TraceFilesTest {

  @TempDir Path dir;

  @Test
  void save_missingDirectory_createsItAndNumbersFromOne() throws IOException {
    SynSequence sequence = oneSemaphoreCall();

    Path saved = TraceFiles.save(dir.resolve("a/b"), "Test.method", sequence);

    assertEquals(dir.resolve("a/b/Test.method-1.json").toAbsolutePath(), saved);
    assertEquals(sequence, SynSequence.fromJson(Files.readString(saved, StandardCharsets.UTF_8)));
  }

  @Test
  void save_nameTaken_takesTheNextNumberAndKeepsTheOldFile() throws IOException {
    Files.writeString(dir.resolve("Test.method-1.json"), "keep");

    Path saved = TraceFiles.save(dir, "Test.method", oneSemaphoreCall());

    assertEquals(dir.resolve("Test.method-2.json").toAbsolutePath(), saved);
    assertEquals("keep", Files.readString(dir.resolve("Test.method-1.json")));
  }

  @Test
  void load_savedTrace_readsTheSameSequence() throws IOException {
    SynSequence sequence = oneSemaphoreCall();
    Path saved = TraceFiles.save(dir, "Test.method", sequence);

    assertEquals(sequence, TraceFiles.load(saved));
  }

  @Test
  void load_notATrace_throwsNamingTheFile() throws IOException {
    Path file = Files.writeString(dir.resolve("bad.json"), "{\"not\": \"a trace\"}");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TraceFiles.load(file));

    assertTrue(e.getMessage().contains(file.toAbsolutePath().toString()), e.getMessage());
  }

  @Test
  void baseName_nestedClass_joinsClassNamesWithDots() throws NoSuchMethodException {
    String name =
        TraceFiles.baseName(
            Fixtures.Mutex.class, Fixtures.Mutex.class.getDeclaredMethod("twoThreads"));

    assertEquals("Fixtures.Mutex.twoThreads", name);
  }

  private static SynSequence oneSemaphoreCall() {
    return RichTest.runOnce(
            () -> {
              CountingSemaphore s = new CountingSemaphore(1, "s");
              s.P();
              s.V();
            })
        .sequence();
  }
}
