package org.richtest.internal.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * The runs of one executor give each line name as one instance, so that replaying a variant of an
 * earlier run compares names by reference; the thread names a program makes anew in each run
 * ({@code "p" + i}) are the case.
 */
class LineNamesTest {

  private final LineNames names = new LineNames();

  private LineRegistry run() {
    return new LineRegistry(
        new SequenceRecorder(new RunShape()), new PortQueues(), false, 4, names);
  }

  @Test
  void claim_sameNameInTwoRuns_sameInstance() {
    String first = run().claim(new StringBuilder("p").append(0).toString(), () -> "unused");
    String second = run().claim(new StringBuilder("p").append(0).toString(), () -> "unused");

    assertSame(first, second);
  }

  @Test
  void claim_defaultNameInTwoRuns_sameInstance() {
    String first = run().claim(null, () -> new StringBuilder("main.").append(1).toString());
    String second = run().claim(null, () -> new StringBuilder("main.").append(1).toString());

    assertSame(first, second);
    assertEquals("main.1", second);
  }

  @Test
  void canonical_tableFull_namesKeptAsGiven() {
    for (int i = 0; i < 4096; i++) {
      names.canonical("line" + i);
    }
    String late = new StringBuilder("late").toString();
    String again = new StringBuilder("late").toString();

    assertSame(late, names.canonical(late));
    assertSame(again, names.canonical(again));
  }
}
