package org.richtest.cli;

/** A command line that cannot be run as given: the command prints the usage and exits with 2. */
final class UsageException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** Creates the exception; {@code message} says what is wrong, without a prefix. */
  UsageException(String message) {
    super(message);
  }
}
