package org.richtest.cli;

/**
 * A well-formed command that could not be carried out: a file could not be read or written, or a
 * trace is not valid or does not fit its program. The command prints the message and exits with 1.
 */
final class CommandException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** Creates the exception; {@code message} says what went wrong, without a prefix. */
  CommandException(String message, Throwable cause) {
    super(message, cause);
  }

  /** Creates the exception; {@code message} says what went wrong, without a prefix. */
  CommandException(String message) {
    super(message);
  }
}
