package org.richtest.examples.unmodified;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;

/** Two producers and two consumers of one item each on a {@link NotifyBuffer}: deadlocks. */
public final class NotifyBufferScenario implements Program {

  @Override
  public void run() throws Exception {
    NotifyBuffer buffer = new NotifyBuffer();
    List<Thread> threads = new ArrayList<>();
    for (int i = 1; i <= 2; i++) {
      int value = i;
      threads.add(new Thread(() -> {
        try {
          buffer.put(value);
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }, "producer" + i));
      threads.add(new Thread(() -> {
        try {
          buffer.take();
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }, "consumer" + i));
    }
    for (Thread thread : threads) {
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
  }
}
