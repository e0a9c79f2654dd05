package org.richtest.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.security.cert.Certificate;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.jspecify.annotations.Nullable;
import org.richtest.Program;
import org.richtest.agent.internal.AgentOptions;
import org.richtest.agent.internal.ConcurrencyTransformer;

/**
 * Loads the classes of {@code org.richtest.agent.fixtures} rewritten as the agent rewrites them, so
 * that the rewriting is tested without starting a JVM with the agent; every other class comes from
 * the test's own class loader. Defined with the test classes' code source, a directory, as the
 * user's classes are, or with a jar's, as a library's, when read from one.
 */
final class RewritingLoader extends ClassLoader {

  private static final String FIXTURES = "org.richtest.agent.fixtures.";

  private final ConcurrencyTransformer transformer;
  private final Map<String, byte[]> generated;
  private final @Nullable Path jar;
  private final ProtectionDomain domain;

  /**
   * Creates a loader of the fixtures and of {@code generated}, transformed as the agent with {@code
   * options} (besides including the fixtures) would transform them.
   */
  RewritingLoader(Map<String, byte[]> generated, String options) {
    this(generated, options, null);
  }

  private RewritingLoader(Map<String, byte[]> generated, String options, @Nullable Path jar) {
    super(RewritingLoader.class.getClassLoader());
    this.transformer = new ConcurrencyTransformer(AgentOptions.parse("include=" + FIXTURES
        + (options.isEmpty() ? "" : ";" + options)));
    this.generated = generated;
    this.jar = jar;
    this.domain = jar == null ? RewritingLoader.class.getProtectionDomain() : domainOf(jar);
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
    return program(simpleName, new RewritingLoader(generated, options));
  }

  /** Returns the fixture {@code simpleName} read from {@code jar}, as a library's class. */
  static Program programInJar(String simpleName, Path jar) {
    return program(simpleName, new RewritingLoader(Map.of(), "", jar));
  }

  private static Program program(String simpleName, RewritingLoader loader) {
    try {
      return (Program) loader.loadClass(FIXTURES + simpleName).getDeclaredConstructor()
          .newInstance();
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
        loaded = defineClass(name, bytes, 0, bytes.length, domain);
      }
      return loaded;
    }
  }

  private byte[] original(String name) throws ClassNotFoundException {
    byte[] bytes = generated.get(name);
    if (bytes != null) {
      return bytes;
    }
    String file = name.replace('.', '/') + ".class";
    if (jar != null) {
      try (JarFile classes = new JarFile(jar.toFile())) {
        JarEntry entry = classes.getJarEntry(file);
        if (entry == null) {
          throw new ClassNotFoundException(name + " in " + jar);
        }
        return classes.getInputStream(entry).readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    try (InputStream in = getParent().getResourceAsStream(file)) {
      if (in == null) {
        throw new ClassNotFoundException(name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static ProtectionDomain domainOf(Path jar) {
    try {
      return new ProtectionDomain(
          new CodeSource(jar.toUri().toURL(), (Certificate[]) null), null);
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException(e);
    }
  }
}
