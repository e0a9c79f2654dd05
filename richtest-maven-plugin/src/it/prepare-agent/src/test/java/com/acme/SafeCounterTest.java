package com.acme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.richtest.junit5.ReachabilityTest;

/** A test written for RichTest: its annotation explores the method. */
class SafeCounterTest {

  @ReachabilityTest
  void threeThreads_hitOnceEach_countThree() throws InterruptedException {
    SafeCounter counter = new SafeCounter();
    List<Thread> threads =
        List.of(new Thread(counter::hit), new Thread(counter::hit), new Thread(counter::hit));
    for (Thread thread : threads) {
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    assertEquals(3, counter.hits());
  }
}
