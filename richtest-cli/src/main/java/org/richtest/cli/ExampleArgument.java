package org.richtest.cli;

import org.jspecify.annotations.Nullable;
import org.richtest.examples.Example;
import picocli.CommandLine.Parameters;

/** The {@code <example>} argument that {@code run} and {@code explore} share. */
final class ExampleArgument {

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "<example>",
      description = "a bundled example (see 'richtest list') or a Program class on the class path")
  @Nullable String name;

  /**
   * Returns the example the argument names.
   *
   * @throws UsageException if it is missing or names nothing
   */
  Example resolve() {
    if (name == null) {
      throw new UsageException("missing example name; see 'richtest list'");
    }
    return ExampleLookup.find(name);
  }
}
