package org.richtest.examples.boundedbuffer;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.examples.threads.Threads;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.RichThread;
import org.richtest.sync.SignalAndContinueMonitor;

/**
 * A buggy bounded buffer: the signal-and-continue {@link BoundedBufferMonitor} with its {@code
 * while} loops turned into {@code if}s, the classic mistake. A consumer woken from {@code notEmpty}
 * does not re-test its condition, but under signal-and-continue it competes with new callers to
 * re-enter: if another consumer barges in first and takes the value, the woken consumer withdraws
 * from an empty buffer, which the buffer reports by throwing {@link AssertionError}. The smallest
 * program with the bug has one producer that deposits twice into a one-slot buffer and two
 * consumers that withdraw once each; with a single consumer nobody can barge.
 */
public final class LostWakeupBuffer {

  private final SignalAndContinueMonitor monitor = new SignalAndContinueMonitor("Buffer");
  private final ConditionVariable notFull = monitor.condition("notFull");
  private final ConditionVariable notEmpty = monitor.condition("notEmpty");
  private final int[] buffer;
  private int fullSlots;
  private int in;
  private int out;

  /** Creates a buffer with {@code capacity} slots; call inside the program under test. */
  public LostWakeupBuffer(int capacity) {
    buffer = new int[capacity];
  }

  /**
   * Deposits {@code value}, waiting once if the buffer is full.
   *
   * @throws AssertionError if the buffer is full after the wait
   */
  public void deposit(int value) {
    monitor.run("deposit", () -> {
      if (fullSlots == buffer.length) {
        notFull.await();
      }
      if (fullSlots == buffer.length) {
        throw new AssertionError("deposit into a full buffer");
      }
      buffer[in] = value;
      in = (in + 1) % buffer.length;
      fullSlots++;
      notEmpty.signalAll();
    });
  }

  /**
   * Withdraws the oldest value, waiting once if the buffer is empty.
   *
   * @throws AssertionError if the buffer is empty after the wait
   */
  public int withdraw() {
    return monitor.call("withdraw", () -> {
      if (fullSlots == 0) {
        notEmpty.await();
      }
      if (fullSlots == 0) {
        throw new AssertionError("withdraw from an empty buffer");
      }
      int value = buffer[out];
      out = (out + 1) % buffer.length;
      fullSlots--;
      notFull.signalAll();
      return value;
    });
  }

  /**
   * Returns the program: one producer depositing one value per consumer into a buffer of {@code
   * capacity} slots, and {@code consumers} consumers withdrawing once each.
   */
  public static Program program(int consumers, int capacity) {
    return () -> {
      LostWakeupBuffer buffer = new LostWakeupBuffer(capacity);
      List<RichThread> threads = new ArrayList<>();
      threads.add(new RichThread("p1", () -> {
        for (int i = 1; i <= consumers; i++) {
          buffer.deposit(i);
        }
      }));
      for (int c = 1; c <= consumers; c++) {
        threads.add(new RichThread("c" + c, buffer::withdraw));
      }
      Threads.startAndJoin(threads);
    };
  }
}
