package org.richtest.examples.readerswriters;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.examples.threads.Threads;
import org.richtest.sync.Channel;
import org.richtest.sync.RichThread;
import org.richtest.sync.Symmetry;
import org.richtest.sync.SelectiveWait;

/**
 * Readers/writers with a controller thread (Carver &amp; Tai's {@code RWController}, strategy
 * R&gt;W.1, spec table4-programs §3.2, RW-select): thread {@code RWController} loops over a
 * selective wait on the synchronous channels {@code startRead}, {@code endRead}, {@code
 * startWrite} and {@code endWrite}, guarded by {@code !writerPresent}, true, {@code !writerPresent
 * && readerCount == 0} and true. A reader sends on {@code startRead}, reads, and sends on {@code
 * endRead}; a writer likewise with {@code startWrite} and {@code endWrite}. Each reader reads once,
 * each writer writes once, so the controller runs two iterations per thread; main starts the
 * controller, then r1, w1, r2, w2, r3, and joins them.
 */
public final class ReadersWritersSelect {

  private final Channel<Integer> startRead = new Channel<>("startRead");
  private final Channel<Integer> endRead = new Channel<>("endRead");
  private final Channel<Integer> startWrite = new Channel<>("startWrite");
  private final Channel<Integer> endWrite = new Channel<>("endWrite");
  private int readerCount;
  private boolean writerPresent;
  private int shared;

  /** Reads the shared value between {@code startRead} and {@code endRead}; {@code id} is sent. */
  public int read(int id) {
    startRead.send(id);
    int value = shared;
    endRead.send(id);
    return value;
  }

  /** Writes {@code value} between {@code startWrite} and {@code endWrite}. */
  public void write(int value) {
    startWrite.send(value);
    shared = value;
    endWrite.send(value);
  }

  /** Grants {@code requests} requests: the body of thread {@code RWController}. */
  public void control(int requests) throws Exception {
    SelectiveWait select = new SelectiveWait()
        .when(() -> !writerPresent, startRead, id -> readerCount++)
        .when(endRead, id -> readerCount--)
        .when(() -> !writerPresent && readerCount == 0, startWrite, id -> writerPresent = true)
        .when(endWrite, id -> writerPresent = false);
    for (int i = 0; i < requests; i++) {
      select.choose();
    }
  }

  /**
   * Returns the program: the controller, then {@code readers} readers and {@code writers} writers,
   * once each; the readers are one symmetry group and the writers another.
   */
  public static Program program(int readers, int writers) {
    return () -> {
      ReadersWritersSelect controller = new ReadersWritersSelect();
      List<RichThread> threads = new ArrayList<>();
      int requests = 2 * (readers + writers);
      threads.add(new RichThread("RWController", () -> controller.control(requests)));
      for (String name : ReadersWriters.startOrder(readers, writers)) {
        int id = Integer.parseInt(name.substring(1));
        threads.add(name.startsWith("r")
            ? new RichThread(name, () -> controller.read(id))
            : new RichThread(name, () -> controller.write(id)));
      }
      Symmetry.group("readers", Threads.named(threads, "r"));
      Symmetry.group("writers", Threads.named(threads, "w"));
      for (RichThread thread : threads) {
        thread.start();
      }
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }
}
