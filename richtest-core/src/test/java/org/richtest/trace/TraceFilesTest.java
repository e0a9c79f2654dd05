package org.richtest.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.event.SynSequence;

/** Where traces are saved, how they are numbered and named, and how a bad one is reported. */
class TraceFilesTest {

  private static final SynSequence EMPTY = new SynSequence(List.of(), List.of(), List.of());

  @TempDir Path dir;

  @Test
  void save_missingDirectory_createsItAndNumbersFromOne() throws IOException {
    Path saved = TraceFiles.save(dir.resolve("a/b"), "Test.method", EMPTY);

    assertEquals(dir.resolve("a/b/Test.method-1.json"), saved);
    assertEquals(EMPTY, TraceFiles.read(saved));
    assertTrue(Files.readString(saved).endsWith("}\n"));
  }

  @Test
  void save_nameTaken_takesTheNextNumberAndKeepsTheOldFile() throws IOException {
    Files.writeString(dir.resolve("Test.method-1.json"), "keep");

    Path saved = TraceFiles.save(dir, "Test.method", EMPTY);

    assertEquals(dir.resolve("Test.method-2.json"), saved);
    assertEquals("keep", Files.readString(dir.resolve("Test.method-1.json")));
  }

  @Test
  void read_notATrace_saysWhereInTheFile() throws IOException {
    Path file = Files.writeString(dir.resolve("bad.json"), "{\"not\": \"a trace\"}");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TraceFiles.read(file));

    assertTrue(e.getMessage().startsWith("line 1, column"), e.getMessage());
  }

  @Test
  void read_missingFile_isAnIoError() {
    assertThrows(NoSuchFileException.class, () -> TraceFiles.read(dir.resolve("none.json")));
  }

  @Test
  void companionAndBaseName_followTheSavedName() {
    Path trace = dir.resolve("dp-deadlock-12.json");

    assertEquals(dir.resolve("dp-deadlock-12.svg"), TraceFiles.companion(trace, "svg"));
    assertEquals(Optional.of("dp-deadlock"), TraceFiles.baseName(trace));
    assertEquals(Optional.empty(), TraceFiles.baseName(dir.resolve("nodash.json")));
    assertEquals(Optional.empty(), TraceFiles.baseName(dir.resolve("-1.json")));
  }
}
