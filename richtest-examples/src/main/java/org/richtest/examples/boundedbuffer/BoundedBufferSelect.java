package org.richtest.examples.boundedbuffer;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.examples.threads.Threads;
import org.richtest.sync.Channel;
import org.richtest.sync.RichThread;
import org.richtest.sync.Symmetry;
import org.richtest.sync.SelectiveWait;

/**
 * The bounded buffer as a server thread (Carver &amp; Tai's {@code BufferSelect}, spec
 * table4-programs §3.1, BB-select): thread {@code bufferSelect} owns the synchronous channels
 * {@code deposit} and {@code withdraw} and loops over a selective wait whose alternatives are
 * guarded by {@code fullSlots < capacity} and {@code fullSlots > 0}. A producer sends its value on
 * {@code deposit}; a consumer sends its id on {@code withdraw} and receives the value on its
 * private reply channel {@code replyPortC<id>}, which the server sends on. Each producer deposits
 * once and each consumer withdraws once, so the server runs one iteration per thread.
 */
public final class BoundedBufferSelect {

  private final Channel<Integer> deposit = new Channel<>("deposit");
  private final Channel<Integer> withdraw = new Channel<>("withdraw");
  private final List<Channel<Integer>> replyPorts = new ArrayList<>();
  private final int[] buffer;
  private int fullSlots;
  private int in;
  private int out;

  /**
   * Creates a buffer with {@code capacity} slots and reply channels for consumers 1 to {@code
   * consumers}; call inside the program under test.
   */
  public BoundedBufferSelect(int capacity, int consumers) {
    buffer = new int[capacity];
    for (int c = 1; c <= consumers; c++) {
      replyPorts.add(new Channel<>("replyPortC" + c));
    }
  }

  /** Deposits {@code value}: a rendezvous with the server, which waits while the buffer is full. */
  public void deposit(int value) {
    deposit.send(value);
  }

  /** Withdraws the oldest value for consumer {@code consumer} (1-based) and returns it. */
  public int withdraw(int consumer) {
    withdraw.send(consumer);
    return replyPorts.get(consumer - 1).receive();
  }

  /** Runs the server for {@code iterations} requests: the body of thread {@code bufferSelect}. */
  public void serve(int iterations) throws Exception {
    SelectiveWait select = new SelectiveWait()
        .when(() -> fullSlots < buffer.length, deposit, value -> {
          buffer[in] = value;
          in = (in + 1) % buffer.length;
          fullSlots++;
        })
        .when(() -> fullSlots > 0, withdraw, consumer -> {
          int value = buffer[out];
          out = (out + 1) % buffer.length;
          fullSlots--;
          replyPorts.get(consumer - 1).send(value);
        });
    for (int i = 0; i < iterations; i++) {
      select.choose();
    }
  }

  /**
   * Returns the program: the server {@code bufferSelect}, then {@code producers} and {@code
   * consumers} threads, one operation each, started in the order of the semaphore version; the
   * producers are one symmetry group and the consumers another.
   */
  public static Program program(int producers, int consumers, int capacity) {
    return () -> {
      BoundedBufferSelect buffer = new BoundedBufferSelect(capacity, consumers);
      List<RichThread> threads = new ArrayList<>();
      threads.add(new RichThread("bufferSelect", () -> buffer.serve(producers + consumers)));
      for (String name : BoundedBuffer.startOrder(producers, consumers)) {
        int id = Integer.parseInt(name.substring(1));
        threads.add(name.startsWith("p")
            ? new RichThread(name, () -> buffer.deposit(id))
            : new RichThread(name, () -> buffer.withdraw(id)));
      }
      Symmetry.group("producers", Threads.named(threads, "p"));
      Symmetry.group("consumers", Threads.named(threads, "c"));
      for (RichThread thread : threads) {
        thread.start();
      }
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }
}
