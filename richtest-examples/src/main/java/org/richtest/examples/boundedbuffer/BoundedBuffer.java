package org.richtest.examples.boundedbuffer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.richtest.Program;
import org.richtest.examples.threads.Threads;
import org.richtest.sync.RichThread;
import org.richtest.sync.Symmetry;

/** A bounded buffer: what the producer and consumer threads of the examples call. */
public interface BoundedBuffer {

  /** Deposits {@code value}, waiting while the buffer is full. */
  void deposit(int value);

  /** Withdraws the oldest value, waiting while the buffer is empty. */
  int withdraw();

  /**
   * Returns the paper's program: producers {@code p1..} deposit once, consumers {@code c1..}
   * withdraw once; main creates the buffer, starts p1, p2, c1, …, cN, p3, … and joins them. The
   * producers are declared one symmetry group and the consumers another.
   */
  static Program program(int producers, int consumers, Supplier<? extends BoundedBuffer> buffers) {
    return () -> {
      BoundedBuffer buffer = buffers.get();
      List<RichThread> threads = new ArrayList<>();
      for (String name : startOrder(producers, consumers)) {
        int id = Integer.parseInt(name.substring(1));
        threads.add(name.startsWith("p")
            ? new RichThread(name, () -> buffer.deposit(id))
            : new RichThread(name, buffer::withdraw));
      }
      Symmetry.group("producers", Threads.named(threads, "p"));
      Symmetry.group("consumers", Threads.named(threads, "c"));
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
