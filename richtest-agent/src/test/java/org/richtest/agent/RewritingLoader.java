package org.richtest.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import org.richtest.Program;
import org.richtest.agent.internal.AgentOptions;
import org.richtest.agent.internal.ConcurrencyTransformer;

/**
 * Loads the classes of {@code org.richtest.agent.fixtures} rewritten as the agent rewrites them, so
 * that the rewriting is tested without starting a JVM with the agent; every other class comes from
 * the test's own class loader.
 */
final class RewritingLoader extends ClassLoader {

  private static final String FIXTURES = "org.richtest.agent.fixtures.";

  private final ConcurrencyTransformer transformer;
  private final Map<String, byte[]> generated;

  /**
   * Creates a loader of the fixtures and of {@code generated}, transformed as the agent with {@code
   * options} (besides including the fixtures) would transform them.
   */
  RewritingLoader(Map<String, byte[]> generated, String options) {
    super(RewritingLoader.class.getClassLoader());
    this.transformer = new ConcurrencyTransformer(AgentOptions.parse("include=" + FIXTURES
        + (options.isEmpty() ? "" : ";" + options)));
    this.generated = generated;
  }

  /** Returns a new instance of the rewritten fixture {@code simpleName}, a {@link Program}. */
  static Program program(String simpleName) {
    return program(simpleName, Map.of());
  }

  /**
   * Returns a new instance of the rewritten fixture {@code simpleName}, whose loader also defines,
   * rewritten, the {@code generated} class files (by binary name, in the fixtures' package).
   */
  static Program program(String simpleName, Map<String, byte[]> generated) {
    return program(simpleName, generated, "");
  }

  /** Returns the fixture {@code simpleName} loaded as the agent with {@code options} would. */
  static Program program(String simpleName, Map<String, byte[]> generated, String options) {
    try {
      return (Program) new RewritingLoader(generated, options).loadClass(FIXTURES + simpleName)
          .getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (!name.startsWith(FIXTURES)) {
      return super.loadClass(name, resolve);
    }
    synchronized (getClassLoadingLock(name)) {
      Class<?> loaded = findLoadedClass(name);
      if (loaded == null) {
        byte[] original = original(name);
        byte[] transformed =
            transformer.transform(this, name.replace('.', '/'), null, null, original);
        byte[] bytes = transformed != null ? transformed : original;
        loaded = defineClass(name, bytes, 0, bytes.length);
      }
      return loaded;
    }
  }

  private byte[] original(String name) throws ClassNotFoundException {
    byte[] bytes = generated.get(name);
    if (bytes != null) {
      return bytes;
    }
    try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
      if (in == null) {
        throw new ClassNotFoundException(name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
