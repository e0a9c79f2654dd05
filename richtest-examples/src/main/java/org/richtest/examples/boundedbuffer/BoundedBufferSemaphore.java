package org.richtest.examples.boundedbuffer;

import org.richtest.Program;
import org.richtest.sync.CountingSemaphore;

/**
 * The classic semaphore bounded buffer (Carver &amp; Tai's {@code BufferSemaphore}): counting
 * semaphores {@code notFull}, {@code notEmpty}, and a mutex per side. Each producer deposits once and
 * each consumer withdraws once; main starts p1, p2, c1, c2, c3, p3 and joins them (the order of the
 * paper's program, spec table4-programs §3.1).
 */
public final class BoundedBufferSemaphore implements BoundedBuffer {

  private final int[] buffer;
  private int in;
  private int out;
  private final CountingSemaphore notFull;
  private final CountingSemaphore notEmpty = new CountingSemaphore(0, "notEmpty");
  private final CountingSemaphore mutexD = new CountingSemaphore(1, "mutexD");
  private final CountingSemaphore mutexW = new CountingSemaphore(1, "mutexW");

  /** Creates a buffer with {@code capacity} slots; call inside the program under test. */
  public BoundedBufferSemaphore(int capacity) {
    buffer = new int[capacity];
    notFull = new CountingSemaphore(capacity, "notFull");
  }

  /** Deposits {@code value}, waiting while the buffer is full. */
  @Override
  public void deposit(int value) {
    mutexD.P();
    notFull.P();
    buffer[in] = value;
    in = (in + 1) % buffer.length;
    notEmpty.V();
    mutexD.V();
  }

  /** Withdraws the oldest value, waiting while the buffer is empty. */
  @Override
  public int withdraw() {
    mutexW.P();
    notEmpty.P();
    int value = buffer[out];
    out = (out + 1) % buffer.length;
    notFull.V();
    mutexW.V();
    return value;
  }

  /** Returns the program: {@code producers} and {@code consumers} threads, one operation each. */
  public static Program program(int producers, int consumers, int capacity) {
    return BoundedBuffer.program(producers, consumers, () -> new BoundedBufferSemaphore(capacity));
  }

}
