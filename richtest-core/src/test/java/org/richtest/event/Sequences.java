package org.richtest.event;

import com.google.common.collect.ImmutableList;
import java.util.Map;

/** Sequences built by hand for the tests of their forms. */
public final class Sequences {

  private Sequences() {}

  /**
   * Returns {@link #semaphore()} with its semaphore described as the field {@code Gate.permits}
   * and a note on its last event.
   */
  public static SynSequence describedSemaphore() {
    SynSequence plain = semaphore();
    return new SynSequence(plain.threads(), plain.lines(), plain.events(), plain.exchanges(),
        Annotations.of(
            Map.of("s", new LineDescription("Gate.permits", "Semaphore made at Gate.java:7")),
            Map.of(new EventId("s", 2), "woken by main")));
  }

  /**
   * Returns a sequence on one semaphore: {@code main} calls P, which completes; {@code main.1}
   * calls P, which is not received; a second completion stays unmatched.
   */
  public static SynSequence semaphore() {
    return new SynSequence(
        ImmutableList.of("main", "main.1"),
        ImmutableList.of(
            new Line("main", LineKind.THREAD),
            new Line("main.1", LineKind.THREAD),
            new Line("s", LineKind.OBJECT)),
        ImmutableList.of(
            new SendingEvent(
                EventId.parse("main:1"), "s", "P", VectorTimestamp.of(1), EventId.parse("s:1")),
            new ReceivingEvent(
                EventId.parse("s:1"),
                OpenList.on("s", "P", "V"),
                VectorTimestamp.of(1),
                VectorTimestamp.ZERO,
                EventId.parse("main:1")),
            new SendingEvent(EventId.parse("main.1:1"), "s", "P", VectorTimestamp.of(0, 1), null),
            new ReceivingEvent(
                EventId.parse("s:2"),
                OpenList.on("s", "V"),
                VectorTimestamp.of(1),
                VectorTimestamp.of(1),
                null)));
  }
}
