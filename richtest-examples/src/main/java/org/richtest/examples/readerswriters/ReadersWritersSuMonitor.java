package org.richtest.examples.readerswriters;

import org.richtest.Program;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.SignalAndUrgentMonitor;

/**
 * Readers/writers on a signal-and-urgent-wait monitor {@code RWController} (Carver &amp; Tai, spec
 * table4-programs §3.2, RW-monitorSU) with {@code readerCount}, {@code writing} and conditions
 * {@code readerQ} and {@code writerQ}. Every reader leaving {@code startRead} hands the monitor to
 * the next waiting reader, so readers held back by a writer enter in a cascade; the last reader out
 * hands it to a waiting writer, and a writer out prefers waiting readers. Each reader reads once,
 * each writer writes once; main starts r1, w1, r2, w2, r3 and joins them.
 */
public final class ReadersWritersSuMonitor implements ReadersWriters {

  private final SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("RWController");
  private final ConditionVariable readerQ = monitor.condition("readerQ");
  private final ConditionVariable writerQ = monitor.condition("writerQ");
  private int readerCount;
  private boolean writing;
  private int shared;

  /** Reads the shared value between {@code startRead} and {@code endRead}. */
  @Override
  public int read() {
    startRead();
    int value = shared;
    endRead();
    return value;
  }

  /** Writes {@code value} between {@code startWrite} and {@code endWrite}. */
  @Override
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
    return ReadersWriters.program(readers, writers, ReadersWritersSuMonitor::new);
  }
}
