package org.richtest.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The text form of a sequence, {@link SynSequence#toText()}. */
class SequenceTextTest {

  @Test
  void text_isAlignedOneLinePerEvent() {
    assertEquals(
        "threads: main, main.1 | objects: s\n"
            + "main:1    send     P on s                           [1]    -> s:1\n"
            + "s:1       receive  accepts P from main; open: P, V  [1]    <- main:1\n"
            + "main.1:1  send     P on s                           [0,1]  (not received)\n"
            + "s:2       receive  open: V                          [1]    unmatched\n",
        Sequences.semaphore().toText());
  }

  @Test
  void text_describedLine_shownByItsLabelAndExplainedInTheHeader_notesAfterTheirEvents() {
    SynSequence plain = Sequences.semaphore();
    SynSequence described = Sequences.describedSemaphore();

    assertEquals(
        "threads: main, main.1 | objects: Gate.permits\n"
            + "  Gate.permits is s: Semaphore made at Gate.java:7\n"
            + "main:1          send     P on Gate.permits                [1]    -> Gate.permits:1\n"
            + "Gate.permits:1  receive  accepts P from main; open: P, V  [1]    <- main:1\n"
            + "main.1:1        send     P on Gate.permits                [0,1]  (not received)\n"
            + "Gate.permits:2  receive  open: V                          [1]    unmatched"
            + "          (woken by main)\n",
        described.toText());
    assertEquals(plain, described, "annotations are no part of a sequence's identity");
    assertEquals("Gate.permits (s, Semaphore made at Gate.java:7)", described.explain("s"));
  }

  @Test
  void text_labelTwoLinesShare_neitherShownByIt() {
    SynSequence plain = Sequences.semaphore();
    SynSequence described = new SynSequence(plain.threads(), plain.lines(), plain.events(),
        plain.exchanges(), Annotations.of(
            Map.of("s", new LineDescription("main", "")), Map.of()));

    assertEquals("s", described.displayName("s"), "a thread is called main already");
  }

  @Test
  void text_ofEmptySequenceIsHeaderOnly() {
    assertEquals(
        "threads: (none) | objects: (none)\n",
        new SynSequence(List.of(), List.of(), List.of()).toText());
  }
}
