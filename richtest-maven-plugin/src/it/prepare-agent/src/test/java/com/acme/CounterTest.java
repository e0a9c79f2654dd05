package com.acme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** An existing test, unedited: explored because the build's richtest.explore matches its class. */
class CounterTest {

  @Test
  void twoThreads_hitOnceEach_countTwo() throws InterruptedException {
    Counter counter = new Counter();
    Thread first = new Thread(counter::hit);
    Thread second = new Thread(counter::hit);
    first.start();
    second.start();
    first.join();
    second.join();
    assertEquals(2, counter.hits(), "lost update");
  }
}
