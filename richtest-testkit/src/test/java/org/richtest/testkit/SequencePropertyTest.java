package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.richtest.ExplorationOptions;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.event.SynSequence;
import org.richtest.trace.TraceJson;

/**
 * Properties of every recorded sequence of random programs: happened-before from vector timestamps
 * equals the closure of the explicit edges (semantics §3), the JSON form round-trips, and
 * deterministic replay reproduces the sequence exactly.
 */
class SequencePropertyTest {

  @TestFactory
  Stream<DynamicTest> recordedSequences_satisfyTheModel() {
    return LongStream.range(1000, 1150).boxed().flatMap(seed -> Stream.of(
        DynamicTest.dynamicTest("semaphores " + seed,
            () -> check(seed, ProgramGenerator.generate(seed))),
        DynamicTest.dynamicTest("monitors and locks " + seed,
            () -> check(seed, ProgramGenerator.generateMixed(seed))),
        DynamicTest.dynamicTest("message passing " + seed,
            () -> check(seed, ProgramGenerator.generateMessaging(seed)))));
  }

  private static void check(long seed, ProgramSpec program) {
    List<RunResult> runs = new ArrayList<>();
    RichTest.explore(program, ExplorationOptions.defaults()
        .withStopAtFirstBug(false)
        .withMaxRuns(25)
        .withListener(runs::add));
    for (RunResult run : runs) {
      SynSequence sequence = run.sequence();
      assertNull(TraceAssert.happenedBeforeMismatch(sequence), "seed " + seed + " " + program);
      assertEquals(sequence, TraceJson.read(TraceJson.write(sequence)), "seed " + seed);
      RunResult replayed = RichTest.replay(program, sequence);
      assertEquals(sequence, replayed.sequence(), "seed " + seed + " replay");
      assertEquals(run.outcome().getClass(), replayed.outcome().getClass(), "seed " + seed);
    }
  }
}
