package org.richtest.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The text form of a sequence, {@link SynSequence#toText()}. */
class SequenceTextTest {

  @Test
  void text_isAlignedOneLinePerEvent() {
    assertEquals(
        "threads: main, main.1 | objects: s\n"
            + "main:1    send     P on s          [1]    -> s:1\n"
            + "s:1       receive  open {s.P,s.V}  [1]    <- main:1\n"
            + "main.1:1  send     P on s          [0,1]  (not received)\n"
            + "s:2       receive  open {s.V}      [1]    unmatched\n",
        Sequences.semaphore().toText());
  }

  @Test
  void text_ofEmptySequenceIsHeaderOnly() {
    assertEquals(
        "threads: (none) | objects: (none)\n",
        new SynSequence(List.of(), List.of(), List.of()).toText());
  }
}
