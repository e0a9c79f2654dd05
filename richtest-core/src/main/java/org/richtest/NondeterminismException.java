package org.richtest;

/**
 * The program did something other than what a recorded or derived sequence prescribes, although
 * everything before was replayed: it is nondeterministic outside synchronization (random numbers,
 * clocks, hash order, unmanaged threads), or it changed since the sequence was recorded.
 */
public final class NondeterminismException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message naming the expected and the observed event. */
  public NondeterminismException(String message) {
    super(message);
  }

  /** Creates the exception with such a message and the failure that may have caused it. */
  public NondeterminismException(String message, Throwable cause) {
    super(message, cause);
  }
}
