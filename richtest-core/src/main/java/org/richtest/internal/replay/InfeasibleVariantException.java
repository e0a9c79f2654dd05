package org.richtest.internal.replay;

/**
 * Thrown by a {@link PrefixReplay} whose variant no run can exercise: it is stuck, and writes are
 * held back for prescribed reads of the values they would overwrite, whose threads wait on those
 * writes: the prescribed reads form a cycle with the writes they must read before. Only reads
 * of shared variables make such variants (a read of an older value holds back the writes after it,
 * which message passing never does), and no feasible sequence extends one, so the explorer drops it.
 */
public final class InfeasibleVariantException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  InfeasibleVariantException(String message) {
    super(message, null, false, false);
  }
}
