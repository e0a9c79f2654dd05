package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.ExplorationOptions;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.examples.Examples;
import org.richtest.testkit.Corruptions;
import org.richtest.trace.TraceJson;

/**
 * Fuzzes every command that reads a trace file ({@code replay}, {@code diagram}) with seeded
 * corruptions of real traces: a deadlock on semaphores and a run of the select server with
 * receives on thread lines. Each corruption is accepted or rejected in one line
 * ({@link CorruptFileContract}), and most are rejected.
 */
class TraceFuzzTest {

  private static final int PER_TRACE = 150;

  @TempDir Path dir;

  private static String firstBugTrace(String example) {
    return TraceJson.write(RichTest.explore(Examples.byName(example).orElseThrow().program())
        .bugs().get(0).sequence()) + "\n";
  }

  private static String runTrace(String example) {
    RunResult run = RichTest.runOnce(
        Examples.byName(example).orElseThrow().program(), ExplorationOptions.defaults());
    return TraceJson.write(run.sequence()) + "\n";
  }

  private void fuzz(String example, String trace, long seed, boolean replay) throws IOException {
    CorruptFileContract contract = new CorruptFileContract(
        dir.resolve(example + (replay ? "-replay" : "-diagram")),
        example + "-1.json",
        file -> replay
            ? new String[] {"replay", file.toString()}
            : new String[] {"diagram", file.toString(), "--svg", file + ".svg", "--dot",
                file + ".dot"});
    contract.check(Corruptions.of(trace, seed, PER_TRACE));
    assertTrue(contract.rejected() > contract.accepted() * 3,
        "rejected " + contract.rejected() + ", accepted " + contract.accepted());
  }

  @Test
  void replay_corruptedDeadlockTraces_acceptedOrRejectedInOneLine() throws IOException {
    fuzz("dp-deadlock", firstBugTrace("dp-deadlock"), 1, true);
  }

  @Test
  void replay_corruptedSelectTraces_acceptedOrRejectedInOneLine() throws IOException {
    fuzz("bb-select", runTrace("bb-select"), 2, true);
  }

  @Test
  void diagram_corruptedDeadlockTraces_acceptedOrRejectedInOneLine() throws IOException {
    fuzz("dp-deadlock", firstBugTrace("dp-deadlock"), 3, false);
  }

  @Test
  void diagram_corruptedSelectTraces_acceptedOrRejectedInOneLine() throws IOException {
    fuzz("bb-select", runTrace("bb-select"), 4, false);
  }
}
