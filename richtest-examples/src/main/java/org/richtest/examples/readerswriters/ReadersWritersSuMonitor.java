package org.richtest.examples.readerswriters;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.examples.Threads;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.RichThread;
import org.richtest.sync.SignalAndUrgentMonitor;

/**
 * Readers/writers on a signal-and-urgent-wait monitor {@code RWController} (Carver &amp; Tai, spec
 * table4-programs §3.2, RW-monitorSU) with {@code readerCount}, {@code writing} and conditions
 * {@code readerQ} and {@code writerQ}. Every reader leaving {@code startRead} hands the monitor to
 * the next waiting reader, so readers held back by a writer enter in a cascade; the last reader out
 * hands it to a waiting writer, and a writer out prefers waiting readers. Each reader reads once,
 * each writer writes once; main starts r1, w1, r2, w2, r3 and joins them.
 */
public final class ReadersWritersSuMonitor {

  private final SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("RWController");
  private final ConditionVariable readerQ = monitor.condition("readerQ");
  private final ConditionVariable writerQ = monitor.condition("writerQ");
  private int readerCount;
  private boolean writing;
  private int shared;

  /** Reads the shared value between {@code startRead} and {@code endRead}. */
  public int read() {
    startRead();
    int value = shared;
    endRead();
    return value;
  }

  /** Writes {@code value} between {@code startWrite} and {@code endWrite}. */
  public void write(int value) {
    startWrite();
    shared = value;
    endWrite();
  }

  private void startRead() {
    monitor.run("startRead", () -> {
      if (writing) {
        readerQ.await();
      }
      readerCount++;
      readerQ.signalAndExit();
    });
  }

  private void endRead() {
    monitor.run("endRead", () -> {
      readerCount--;
      if (readerCount == 0) {
        writerQ.signalAndExit();
      }
    });
  }

  private void startWrite() {
    monitor.run("startWrite", () -> {
      if (writing || readerCount > 0) {
        writerQ.await();
      }
      writing = true;
    });
  }

  private void endWrite() {
    monitor.run("endWrite", () -> {
      writing = false;
      if (!readerQ.isEmpty()) {
        readerQ.signalAndExit();
      } else {
        writerQ.signalAndExit();
      }
    });
  }

  /** Returns the program: {@code readers} readers and {@code writers} writers, once each. */
  public static Program program(int readers, int writers) {
    return () -> {
      ReadersWritersSuMonitor controller = new ReadersWritersSuMonitor();
      List<RichThread> threads = new ArrayList<>();
      for (String name : ReadersWritersSemaphore.startOrder(readers, writers)) {
        int id = Integer.parseInt(name.substring(1));
        threads.add(name.startsWith("r")
            ? new RichThread(name, controller::read)
            : new RichThread(name, () -> controller.write(id)));
      }
      Threads.startAndJoin(threads);
    };
  }
}
