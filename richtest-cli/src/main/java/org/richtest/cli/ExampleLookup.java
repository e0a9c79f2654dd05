package org.richtest.cli;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.Optional;
import org.richtest.Program;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * Finds the program a command line names: a bundled example, or else a class on the class path that
 * implements {@link Program} and has a public no-argument constructor.
 */
final class ExampleLookup {

  private ExampleLookup() {}

  /**
   * Returns the bundled example called {@code name}, or an example running a new instance of the
   * class called {@code name} in every run (so state the instance keeps cannot leak between runs).
   * An example made from a class has no expected sequence count (-1).
   *
   * @throws UsageException if there is neither such an example nor such a class
   */
  static Example find(String name) {
    Optional<Example> bundled = Examples.byName(name);
    return bundled.isPresent() ? bundled.get() : fromClass(name);
  }

  private static Example fromClass(String name) {
    Class<?> type;
    try {
      type = Class.forName(name, false, ExampleLookup.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new UsageException(
          "no example '" + name + "' and no class of that name on the class path (the launcher "
              + "adds $CLASSPATH to it: CLASSPATH=target/classes ./richtest ...); see 'richtest "
              + "list'");
    }
    if (!Program.class.isAssignableFrom(type)) {
      throw new UsageException("class " + name + " does not implement " + Program.class.getName());
    }
    int modifiers = type.getModifiers();
    if (!Modifier.isPublic(modifiers) || Modifier.isAbstract(modifiers)) {
      throw new UsageException("class " + name + " must be public and not abstract");
    }
    Constructor<? extends Program> constructor;
    try {
      constructor = type.asSubclass(Program.class).getConstructor();
    } catch (NoSuchMethodException e) {
      throw new UsageException("class " + name + " has no public no-argument constructor");
    }
    return new Example(
        name,
        "a Program class from the class path",
        () -> () -> newInstance(constructor).run(),
        -1,
        -1,
        false);
  }

  private static Program newInstance(Constructor<? extends Program> constructor) throws Exception {
    try {
      return constructor.newInstance();
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof Exception cause) {
        throw cause;
      }
      if (e.getCause() instanceof Error cause) {
        throw cause;
      }
      throw e;
    }
  }
}
