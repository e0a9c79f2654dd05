package org.richtest.examples.readerswriters;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.richtest.Program;
import org.richtest.examples.threads.Threads;
import org.richtest.sync.RichThread;
import org.richtest.sync.Symmetry;

/** A readers/writers controller: what the reader and writer threads of the examples call. */
public interface ReadersWriters {

  /** Reads the shared value. */
  int read();

  /** Writes {@code value} exclusively. */
  void write(int value);

  /**
   * Returns the paper's program: readers {@code r1..} read once, writers {@code w1..} write once;
   * main creates the controller, starts them alternately (r1, w1, r2, w2, r3) and joins them. The
   * readers are declared one symmetry group and the writers another.
   */
  static Program program(int readers, int writers, Supplier<? extends ReadersWriters> controllers) {
    return () -> {
      ReadersWriters controller = controllers.get();
      List<RichThread> threads = new ArrayList<>();
      for (String name : startOrder(readers, writers)) {
        int id = Integer.parseInt(name.substring(1));
        threads.add(name.startsWith("r")
            ? new RichThread(name, controller::read)
            : new RichThread(name, () -> controller.write(id)));
      }
      Symmetry.group("readers", Threads.named(threads, "r"));
      Symmetry.group("writers", Threads.named(threads, "w"));
      Threads.startAndJoin(threads);
    };
  }

  /** r1, w1, r2, w2, r3, …: readers and writers alternate, the paper's start order. */
  static List<String> startOrder(int readers, int writers) {
    List<String> order = new ArrayList<>();
    for (int i = 1; i <= Math.max(readers, writers); i++) {
      if (i <= readers) {
        order.add("r" + i);
      }
      if (i <= writers) {
        order.add("w" + i);
      }
    }
    return order;
  }
}
