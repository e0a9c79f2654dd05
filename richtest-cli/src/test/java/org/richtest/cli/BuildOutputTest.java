package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Proves that Maven, run in this repository the way {@code ./richtest} runs it for its first build
 * ({@code mvn -q -B -ntp}), prints plain text: Maven 3.8's console library writes terminal reset
 * sequences ({@code ESC[0m}) at start and end even in batch mode, unless {@code .mvn/jvm.config}
 * sets {@code jansi.noreset}.
 */
class BuildOutputTest {

  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  @Test
  void quietBatchMaven_inThisRepository_printsNoEscapeCharacter() throws Exception {
    assertTrue(Files.isDirectory(ROOT.resolve(".mvn")), "run from a module directory: " + ROOT);
    Path output = Files.createTempFile("richtest-mvn", ".txt");
    Process mvn = new ProcessBuilder(List.of("mvn", "-q", "-B", "-ntp", "-v"))
        .directory(ROOT.toFile())
        .redirectErrorStream(true)
        .redirectOutput(output.toFile())
        .start();
    assertTrue(mvn.waitFor(120, TimeUnit.SECONDS), "mvn -v did not finish");
    String printed = Files.readString(output, StandardCharsets.ISO_8859_1);
    Files.delete(output);

    assertEquals(0, mvn.exitValue(), printed);
    assertFalse(printed.isBlank(), "mvn -v prints its version");
    assertFalse(printed.contains("\u001b"), "escape character in: " + printed.replace("\u001b", "ESC"));
  }
}
