package org.richtest.testkit.reference;

/** The explanation given when a drop-in rejects an operation RichTest does not model. */
final class NotModelled {

  private NotModelled() {}

  /** Returns the exception for {@code what}, an operation whose outcome depends on timing. */
  static UnsupportedOperationException timed(String what) {
    return new UnsupportedOperationException(
        what
            + " is not modelled: its outcome depends on timing, not on a synchronization event "
            + "RichTest can explore; use the untimed operation or a timeout-free design");
  }
}
