package org.richtest.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the running JDK's home to a file. The build runs it with the JDK the toolchains plugin
 * selected, so the launcher can start the same JDK without Maven.
 */
public final class JavaHome {

  private JavaHome() {}

  /** Writes {@code java.home} to the file named by the first argument. */
  public static void main(String[] args) throws IOException {
    Files.writeString(Path.of(args[0]), System.getProperty("java.home"), StandardCharsets.UTF_8);
  }
}
