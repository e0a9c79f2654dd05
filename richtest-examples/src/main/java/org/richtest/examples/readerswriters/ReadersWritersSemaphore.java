package org.richtest.examples.readerswriters;

import org.richtest.Program;
import org.richtest.sync.CountingSemaphore;

/**
 * Readers/writers with readers' priority in pass-the-baton style (Carver &amp; Tai's {@code
 * RWController}, spec table4-programs §3.2): counting semaphores {@code mutex}, {@code readersQue},
 * {@code writersQue} and four counters. Each reader reads once, each writer writes once; main starts
 * r1, w1, r2, w2, r3 and joins them.
 */
public final class ReadersWritersSemaphore implements ReadersWriters {

  private final CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
  private final CountingSemaphore readersQue = new CountingSemaphore(0, "readers_que");
  private final CountingSemaphore writersQue = new CountingSemaphore(0, "writers_que");
  private int activeReaders;
  private int activeWriters;
  private int waitingReaders;
  private int waitingWriters;
  private int shared;

  /** Reads the shared value; readers go first when both wait. */
  @Override
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
  @Override
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
    return ReadersWriters.program(readers, writers, ReadersWritersSemaphore::new);
  }

}
