package org.richtest.testkit.dropin;

/** Which implementation of the drop-ins a generated program runs on. */
public enum Model {
  /** The native drop-ins of {@code org.richtest.sync.concurrent}: each a line of its own. */
  NATIVE,
  /** The lock-based reference model of {@code org.richtest.testkit.reference}. */
  REFERENCE
}
