package org.richtest.examples.unmodified;

import org.richtest.Program;

/** One producer of two items and two consumers of one on an {@link IfWaitBuffer} of one slot. */
public final class IfWaitBufferScenario implements Program {

  @Override
  public void run() throws Exception {
    IfWaitBuffer buffer = new IfWaitBuffer(1);
    Thread producer = new Thread(() -> {
      try {
        buffer.put(1);
        buffer.put(2);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }, "producer");
    Thread consumer1 = new Thread(() -> take(buffer), "consumer1");
    Thread consumer2 = new Thread(() -> take(buffer), "consumer2");
    producer.start();
    consumer1.start();
    consumer2.start();
    producer.join();
    consumer1.join();
    consumer2.join();
  }

  private static void take(IfWaitBuffer buffer) {
    try {
      buffer.take();
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }
}
