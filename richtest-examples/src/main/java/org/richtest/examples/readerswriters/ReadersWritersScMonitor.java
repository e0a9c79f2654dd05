package org.richtest.examples.readerswriters;

import org.richtest.Program;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.SignalAndContinueMonitor;

/**
 * Readers/writers on a signal-and-continue monitor (Carver &amp; Tai's {@code r_gt_w_1SC}, strategy
 * R&gt;W.1, spec table4-programs §3.2, RW-monitorSC) with {@code readerCount}, {@code writing},
 * {@code signaledReaders} and conditions {@code readerQ} and {@code writerQ}. A writer leaving
 * wakes every waiting reader at once (the book's {@code signalCall}) and records how many it woke
 * in {@code signaledReaders}, which keeps writers out until they have all re-entered; a writer
 * tests its condition in a loop because a woken thread competes with new callers. Each reader reads
 * once, each writer writes once; main starts r1, w1, r2, w2, r3 and joins them.
 */
public final class ReadersWritersScMonitor implements ReadersWriters {

  private final SignalAndContinueMonitor monitor = new SignalAndContinueMonitor("r_gt_w_1SC");
  private final ConditionVariable readerQ = monitor.condition("readerQ");
  private final ConditionVariable writerQ = monitor.condition("writerQ");
  private int readerCount;
  private boolean writing;
  private int signaledReaders;
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
        signaledReaders--;
      }
      readerCount++;
    });
  }

  private void endRead() {
    monitor.run("endRead", () -> {
      readerCount--;
      if (readerCount == 0 && signaledReaders == 0) {
        writerQ.signal();
      }
    });
  }

  private void startWrite() {
    monitor.run("startWrite", () -> {
      while (readerCount > 0 || writing || !readerQ.isEmpty() || signaledReaders > 0) {
        writerQ.await();
      }
      writing = true;
    });
  }

  private void endWrite() {
    monitor.run("endWrite", () -> {
      writing = false;
      if (!readerQ.isEmpty()) {
        signaledReaders = readerQ.length();
        readerQ.signalAll();
      } else {
        writerQ.signal();
      }
    });
  }

  /** Returns the program: {@code readers} readers and {@code writers} writers, once each. */
  public static Program program(int readers, int writers) {
    return ReadersWriters.program(readers, writers, ReadersWritersScMonitor::new);
  }
}
