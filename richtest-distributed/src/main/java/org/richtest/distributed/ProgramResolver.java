package org.richtest.distributed;

import org.richtest.Program;

/**
 * Finds a program by the name its exploration was submitted under; every member has one, and a
 * member that cannot resolve a name takes no work of that exploration.
 */
@FunctionalInterface
public interface ProgramResolver {

  /**
   * Returns the program called {@code name}.
   *
   * @throws IllegalArgumentException if there is none here, saying why
   */
  Program resolve(String name);
}
