package com.acme;

/** Sequential code: nothing to explore. */
public final class Greeting {

  private Greeting() {}

  /** Returns a greeting for {@code name}. */
  public static String of(String name) {
    return "Hello, " + name + "!";
  }
}
