package org.richtest;

/**
 * The program uses something the chosen strategy does not explore (such as shared variables under
 * {@link Strategy#DPOR}): a documented limit of the options, not a fault of the program or of
 * RichTest. The message says what the program used and which strategy explores it.
 */
public final class UnsupportedProgramException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message naming what is unsupported and the way out. */
  public UnsupportedProgramException(String message) {
    super(message);
  }
}
