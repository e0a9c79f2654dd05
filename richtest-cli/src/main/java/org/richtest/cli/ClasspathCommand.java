package org.richtest.cli;

import java.io.File;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code richtest classpath}: prints the class path RichTest runs on, for {@code javac -cp} and
 * {@code java -cp} outside Maven: absolute paths joined by the platform's separator. It is the JVM's
 * own class path (with {@code lib/*} already expanded by the {@code java} launcher) without the
 * entries of {@code $CLASSPATH}, which {@code ./richtest} appends for the user's programs.
 */
@Command(
    name = "classpath",
    description = "Print the class path of RichTest and its dependencies, for java -cp.")
final class ClasspathCommand implements Callable<Integer> {

  @Mixin HelpOption help = new HelpOption();

  private final PrintStream out;

  ClasspathCommand(PrintStream out) {
    this.out = out;
  }

  @Override
  public Integer call() {
    out.println(of(System.getProperty("java.class.path", ""), System.getenv("CLASSPATH")));
    return Main.OK;
  }

  /**
   * Returns the entries of {@code jvmClassPath} that {@code userClassPath} does not name, absolute,
   * without duplicates, in their order.
   */
  static String of(String jvmClassPath, @Nullable String userClassPath) {
    Set<Path> user = entries(userClassPath == null ? "" : userClassPath);
    Set<Path> own = entries(jvmClassPath);
    own.removeAll(user);
    return String.join(File.pathSeparator, own.stream().map(Path::toString).toList());
  }

  private static Set<Path> entries(String classPath) {
    Set<Path> entries = new LinkedHashSet<>();
    for (String entry : classPath.split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        entries.add(Path.of(entry).toAbsolutePath().normalize());
      }
    }
    return entries;
  }
}
