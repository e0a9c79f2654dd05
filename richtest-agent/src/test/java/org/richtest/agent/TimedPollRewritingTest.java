package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.assertTimedDeadlocksOnly;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.EventId;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.trace.TraceJson;

/**
 * A flag polled around a timed call on an object, {@code while (!done.get())
 * LockSupport.parkNanos(…)} or {@code queue.poll(…)}: a call that timed out, refused, keeps the
 * poller's turn, so a turn that read the flag's same write again waits for another write or for an
 * event of the object (an unpark, an offer). With a writer, 2 sequences (the poller's first read
 * before or after the write), as the oracle; with a server that comes first, every order of the
 * service and the write against the poller's turns, as the oracle; without either, the timed
 * deadlock a plain JVM shows hung, in a few events, where every run was cut at the length limit
 * before. A loop that counts its turns keeps its give-up.
 */
class TimedPollRewritingTest {

  private static final ExplorationOptions SHORT =
      ExplorationOptions.defaults().withMaxRunEvents(200);

  @ParameterizedTest
  @ValueSource(strings = {"TimedPollKinds$ParkWithWriter", "TimedPollKinds$PollWithWriter",
      "TimedPollKinds$VolatileWithWriter"})
  void timedPoll_withWriter_endsWithTheOraclesCount(String fixture) {
    ExplorationResult result = exploreLikeTheOracle(RewritingLoader.program(fixture), SHORT);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  @ParameterizedTest
  @ValueSource(strings = {"TimedPollKinds$ParkWithWriter", "TimedPollKinds$PollWithWriter"})
  void timedPoll_withWriter_onTheClock_endsWithTheOraclesCount(String fixture) {
    ExplorationResult result =
        exploreLikeTheOracle(RewritingLoader.program(fixture), SHORT.withClock(true));

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  /**
   * Main serves the timed call (an unpark, an offer), then writes. The poller's first read takes
   * the write (1); else its call comes after the service (the permit or element taken, then its
   * second read before or after the write, the turn after a read before it waiting for the write:
   * 2) or before it, timing out: its next turn waits, and the write frees it directly (1), or the
   * service wakes it and it reads the write (1) or the old value, takes what was served and reads
   * again, the write or the old value, the turn after it waiting for the write (2): 7 in all.
   */
  @ParameterizedTest
  @ValueSource(strings = {"TimedPollKinds$ParkWithUnparker", "TimedPollKinds$PollWithOfferer"})
  void timedPoll_withServer_everyOrderAsTheOracle(String fixture) {
    ExplorationResult result = exploreLikeTheOracle(RewritingLoader.program(fixture), SHORT);

    result.assertNoBugs();
    assertEquals(7, result.sequences(), result.summary());
  }

  /**
   * With two turns in a row before a wait (the user's option), the timed call's receipts, another
   * event at every turn, still make the same turn: as many sequences as the oracle, none cut.
   */
  @ParameterizedTest
  @ValueSource(strings = {"TimedPollKinds$ParkWithUnparker", "TimedPollKinds$PollWithoutWriter"})
  void timedPoll_twoTurnsInARow_asTheOracle(String fixture) {
    ExplorationResult result = exploreLikeTheOracle(
        RewritingLoader.program(fixture), SHORT.withReadsInARow(2));

    assertTrue(result.bugs().stream()
        .noneMatch(run -> run.outcome() instanceof RunOutcome.LengthLimit), result.summary());
  }

  @ParameterizedTest
  @ValueSource(strings = {"TimedPollKinds$ParkWithoutWriter", "TimedPollKinds$PollWithoutWriter",
      "TimedPollKinds$VolatileWithoutWriter"})
  void timedPoll_withoutWriter_oneTimedDeadlock(String fixture) {
    ExplorationResult result = exploreLikeTheOracle(RewritingLoader.program(fixture), SHORT);

    assertEquals(1, result.sequences(), result.summary());
    assertTimedDeadlocksOnly(result, 60);
    ExplorationResult onTheClock =
        exploreLikeTheOracle(RewritingLoader.program(fixture), SHORT.withClock(true));
    assertEquals(1, onTheClock.sequences(), onTheClock.summary());
    assertTimedDeadlocksOnly(onTheClock, 60);
  }

  /**
   * Main only unparks: the unpark comes before the poller's first park, which takes the permit, or
   * after it timed out, and wakes the poller's waiting turn; either way the poller is left in a
   * timed deadlock: 2 sequences. The run with the wake, whose partner is the unpark's event on the
   * permit's line, survives a trace file and replays to the same outcome.
   */
  @Test
  void wakeByTheObject_survivesATraceFile() {
    Program program = RewritingLoader.program("TimedPollKinds$ParkWithUnparkerOnly");
    ExplorationResult result = exploreLikeTheOracle(program, SHORT);

    assertEquals(2, result.sequences(), result.summary());
    assertTimedDeadlocksOnly(result, 60);
    RunResult woken = result.deadlocks().stream().filter(run -> wake(run.sequence()) != null)
        .findFirst().orElseThrow(() -> new AssertionError("no wake: " + result.summary()));
    SynSequence read = TraceJson.read(TraceJson.write(woken.sequence()));
    SynEvent wake = Objects.requireNonNull(wake(read));
    assertTrue(read.happenedBefore(read.event(Objects.requireNonNull(wake.partner())), wake));
    assertEquals("timed-deadlock", RichTest.replay(program, read).outcome().kind());
  }

  /** Returns the read on a thread's line whose partner is an object's event, or null. */
  private static @Nullable SynEvent wake(SynSequence sequence) {
    for (SynEvent event : sequence.events()) {
      EventId partner = event.partner();
      if (event instanceof ReceivingEvent && partner != null
          && sequence.line(event.line()).isThread() && !sequence.line(partner.line()).isThread()
          && !sequence.isVariable(partner.line())) {
        return event;
      }
    }
    return null;
  }

  /** The report names the flag and the object the poller waits on. */
  @Test
  void timedDeadlock_namesTheFlagAndTheObject() {
    ExplorationResult result = exploreLikeTheOracle(
        RewritingLoader.program("TimedPollKinds$PollWithoutWriter"), SHORT);

    String report = result.deadlocks().get(0).outcome().toString();
    assertTrue(report.contains("timing out"), report);
    assertTrue(report.contains("an event on"), report);
  }

  /**
   * The write comes before the poller's first, second, third or fourth read, or never before its
   * give-up: the counter makes the loop no pure spin, so nothing waits and the give-up fails a run.
   */
  @Test
  void countingLoop_keepsItsGiveUp() {
    ExplorationResult result =
        exploreLikeTheOracle(RewritingLoader.program("TimedPollKinds$Counting"), SHORT);

    assertEquals(1, result.failures().size(), result.summary());
    assertFalse(result.failures().get(0).outcome() instanceof RunOutcome.LengthLimit,
        result.summary());
  }
}
