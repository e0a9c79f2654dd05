package org.richtest;

/** A bug in RichTest itself, not in the program under test. Please report it with the message. */
public final class RichTestInternalError extends Error {

  private static final long serialVersionUID = 1L;

  /** Creates the error. */
  public RichTestInternalError(String message) {
    super(message);
  }

  /** Creates the error with its cause. */
  public RichTestInternalError(String message, Throwable cause) {
    super(message, cause);
  }
}
