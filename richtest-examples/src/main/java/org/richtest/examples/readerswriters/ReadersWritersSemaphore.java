package org.richtest.examples.readerswriters;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.examples.Threads;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;

/**
 * Readers/writers with readers' priority in pass-the-baton style (Carver &amp; Tai's {@code
 * RWController}, spec table4-programs §3.2): counting semaphores {@code mutex}, {@code readersQue},
 * {@code writersQue} and four counters. Each reader reads once, each writer writes once; main starts
 * r1, w1, r2, w2, r3 and joins them.
 */
public final class ReadersWritersSemaphore {

  private final CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
  private final CountingSemaphore readersQue = new CountingSemaphore(0, "readers_que");
  private final CountingSemaphore writersQue = new CountingSemaphore(0, "writers_que");
  private int activeReaders;
  private int activeWriters;
  private int waitingReaders;
  private int waitingWriters;
  private int shared;

  /** Reads the shared value; readers go first when both wait. */
  public int read() {
    mutex.P();
    if (activeWriters > 0) {
      waitingReaders++;
      mutex.V();
      readersQue.P();
    }
    activeReaders++;
    if (waitingReaders > 0) {
      waitingReaders--;
      readersQue.V();
    } else {
      mutex.V();
    }
    int value = shared;
    mutex.P();
    activeReaders--;
    if (activeReaders == 0 && waitingWriters > 0) {
      waitingWriters--;
      writersQue.V();
    } else {
      mutex.V();
    }
    return value;
  }

  /** Writes {@code value} exclusively. */
  public void write(int value) {
    mutex.P();
    if (activeReaders > 0 || activeWriters > 0) {
      waitingWriters++;
      mutex.V();
      writersQue.P();
    }
    activeWriters++;
    mutex.V();
    shared = value;
    mutex.P();
    activeWriters--;
    if (waitingReaders > 0) {
      waitingReaders--;
      readersQue.V();
    } else if (waitingWriters > 0) {
      waitingWriters--;
      writersQue.V();
    } else {
      mutex.V();
    }
  }

  /** Returns the program: {@code readers} readers and {@code writers} writers, once each. */
  public static Program program(int readers, int writers) {
    return () -> {
      ReadersWritersSemaphore controller = new ReadersWritersSemaphore();
      List<RichThread> threads = new ArrayList<>();
      for (String name : startOrder(readers, writers)) {
        int id = Integer.parseInt(name.substring(1));
        threads.add(name.startsWith("r")
            ? new RichThread(name, controller::read)
            : new RichThread(name, () -> controller.write(id)));
      }
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
