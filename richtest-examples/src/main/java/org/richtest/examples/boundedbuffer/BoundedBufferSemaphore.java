package org.richtest.examples.boundedbuffer;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.examples.Threads;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;

/**
 * The classic semaphore bounded buffer (Carver &amp; Tai's {@code BufferSemaphore}): counting
 * semaphores {@code notFull}, {@code notEmpty}, and a mutex per side. Each producer deposits once and
 * each consumer withdraws once; main starts p1, p2, c1, c2, c3, p3 and joins them (the order of the
 * paper's program, spec table4-programs §3.1).
 */
public final class BoundedBufferSemaphore {

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
  public void deposit(int value) {
    mutexD.P();
    notFull.P();
    buffer[in] = value;
    in = (in + 1) % buffer.length;
    notEmpty.V();
    mutexD.V();
  }

  /** Withdraws the oldest value, waiting while the buffer is empty. */
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
    return () -> {
      BoundedBufferSemaphore buffer = new BoundedBufferSemaphore(capacity);
      List<RichThread> threads = new ArrayList<>();
      for (String name : startOrder(producers, consumers)) {
        int id = Integer.parseInt(name.substring(1));
        threads.add(name.startsWith("p")
            ? new RichThread(name, () -> buffer.deposit(id))
            : new RichThread(name, buffer::withdraw));
      }
      Threads.startAndJoin(threads);
    };
  }

  /** p1, p2, c1, …, cN, then the remaining producers: the paper's start order for 3 and 3. */
  static List<String> startOrder(int producers, int consumers) {
    List<String> order = new ArrayList<>();
    for (int p = 1; p <= Math.min(2, producers); p++) {
      order.add("p" + p);
    }
    for (int c = 1; c <= consumers; c++) {
      order.add("c" + c);
    }
    for (int p = 3; p <= producers; p++) {
      order.add("p" + p);
    }
    return order;
  }
}
