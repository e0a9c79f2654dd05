package org.richtest.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
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

  private final ConcurrencyTransformer transformer =
      new ConcurrencyTransformer(AgentOptions.parse(null));

  RewritingLoader() {
    super(RewritingLoader.class.getClassLoader());
  }

  /** Returns a new instance of the rewritten fixture {@code simpleName}, a {@link Program}. */
  static Program program(String simpleName) {
    try {
      return (Program) new RewritingLoader().loadClass(FIXTURES + simpleName)
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
        byte[] rewritten = transformer.rewrite(original(name), this);
        loaded = defineClass(name, rewritten, 0, rewritten.length);
      }
      return loaded;
    }
  }

  private byte[] original(String name) throws ClassNotFoundException {
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
