package com.acme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A sequential test the switch matches too: it runs once, and says so. */
class GreetingTest {

  @Test
  void of_name_greetsIt() {
    assertEquals("Hello, Ada!", Greeting.of("Ada"));
  }
}
