package com.acme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.richtest.junit5.ReachabilityTest;

/** A test written for RichTest: its annotation explores the method. */
class SafeCounterTest {

  @ReachabilityTest
  void twoThreads_hitOnceEach_countTwo() throws InterruptedException {
    SafeCounter counter = new SafeCounter();
    Thread first = new Thread(counter::hit);
    Thread second = new Thread(counter::hit);
    first.start();
    second.start();
    first.join();
    second.join();
    assertEquals(2, counter.hits());
  }
}
