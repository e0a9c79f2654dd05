package org.richtest.examples.boundedbuffer;

import org.richtest.Program;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.Monitor;
import org.richtest.sync.SignalAndContinueMonitor;
import org.richtest.sync.SignalAndUrgentMonitor;

/**
 * The classic monitor bounded buffer (Carver &amp; Tai's {@code BufferMonitor}, spec
 * table4-programs §3.1) on an SU or an SC monitor {@code Buffer} with conditions {@code notFull} and
 * {@code notEmpty}. The SU version tests its condition with {@code if} and signals and exits; the SC
 * version tests with {@code while} and wakes every waiter (the book's {@code signalCall} is a
 * signal-all, as its use in the SC readers/writers shows).
 */
public final class BoundedBufferMonitor implements BoundedBuffer {

  private final Monitor monitor;
  private final ConditionVariable notFull;
  private final ConditionVariable notEmpty;
  private final boolean urgent;
  private final int[] buffer;
  private int fullSlots;
  private int in;
  private int out;

  /** Creates the buffer on an SU monitor if {@code urgent}, else on an SC monitor. */
  public BoundedBufferMonitor(int capacity, boolean urgent) {
    this.urgent = urgent;
    this.monitor = urgent ? new SignalAndUrgentMonitor("Buffer") : new SignalAndContinueMonitor("Buffer");
    this.notFull = monitor.condition("notFull");
    this.notEmpty = monitor.condition("notEmpty");
    this.buffer = new int[capacity];
  }

  /** Deposits {@code value}, waiting while the buffer is full. */
  @Override
  public void deposit(int value) {
    monitor.run("deposit", () -> {
      if (urgent) {
        if (fullSlots == buffer.length) {
          notFull.await();
        }
      } else {
        while (fullSlots == buffer.length) {
          notFull.await();
        }
      }
      buffer[in] = value;
      in = (in + 1) % buffer.length;
      fullSlots++;
      if (urgent) {
        notEmpty.signalAndExit();
      } else {
        notEmpty.signalAll();
      }
    });
  }

  /** Withdraws the oldest value, waiting while the buffer is empty. */
  @Override
  public int withdraw() {
    return monitor.call("withdraw", () -> {
      if (urgent) {
        if (fullSlots == 0) {
          notEmpty.await();
        }
      } else {
        while (fullSlots == 0) {
          notEmpty.await();
        }
      }
      int value = buffer[out];
      out = (out + 1) % buffer.length;
      fullSlots--;
      if (urgent) {
        notFull.signalAndExit();
      } else {
        notFull.signalAll();
      }
      return value;
    });
  }

  /** Returns the program: producers and consumers, one operation each, started as in the paper. */
  public static Program program(int producers, int consumers, int capacity, boolean urgent) {
    return BoundedBuffer.program(
        producers, consumers, () -> new BoundedBufferMonitor(capacity, urgent));
  }
}
