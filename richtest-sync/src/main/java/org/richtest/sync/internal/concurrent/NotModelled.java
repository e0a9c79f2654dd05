package org.richtest.sync.internal.concurrent;

/** The explanations given when a drop-in rejects what an exploration does not model. */
public final class NotModelled {

  private NotModelled() {}

  /** Returns the exception for a fair drop-in under exploration. */
  public static UnsupportedOperationException fairness(String constructor) {
    return new UnsupportedOperationException(
        constructor + " with fair = true is not modelled under exploration: RichTest explores "
            + "every order in which waiting threads can be served, and a fair queue allows only "
            + "some of them; construct it non-fair (the JDK default) for the test");
  }

  /** Returns the exception for a query about waiting threads, which calls pending are not. */
  static UnsupportedOperationException queueQuery(String method) {
    return new UnsupportedOperationException(
        method + " is not modelled under exploration: which threads are still waiting to be served "
            + "is a matter of timing, not of a synchronization event; test the state it guards "
            + "instead");
  }
}
