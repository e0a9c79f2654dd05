package org.richtest.sync;

/**
 * A semaphore with Dijkstra's {@code P} and {@code V} (paper section II.C): what {@link
 * CountingSemaphore} and {@link BinarySemaphore} share, so that code can take either. (The
 * {@code java.util.concurrent}-shaped drop-in is {@link org.richtest.sync.concurrent.Semaphore}.)
 */
public sealed interface PVSemaphore permits CountingSemaphore, BinarySemaphore {

  /** Waits until {@code P} can complete, then completes it. */
  @SuppressWarnings("MethodName")
  void P();

  /** Completes a {@code V}, waiting first if the semaphore is binary and its value is 1. */
  @SuppressWarnings("MethodName")
  void V();

  /** Returns the current value; reading it is not an event. */
  int value();

  /** Returns the semaphore's line name. */
  String name();
}
