package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.UnsupportedProgramException;
import org.richtest.event.SyncPair;

/**
 * Proves that a change of structure changed no behaviour: for every bundled example and every
 * strategy on one worker, the ordered list of the runs' partial orders (a hash of each run's
 * synchronization pairs and how it ended), the first {@value #RUNS} runs of each, must equal the
 * golden file recorded before. {@code -Drichtest.golden.record=true} records it anew (into the
 * source tree); only a change meant to alter behaviour may do so, and its commit says why.
 */
class GoldenRunsTest {

  private static final int RUNS = 100;
  private static final String GOLDEN = "/golden/runs.txt";
  private static final Path SOURCE = Path.of("src/test/resources/golden/runs.txt");

  @Test
  void everyExampleAndStrategy_runsAsRecorded() throws IOException {
    List<String> lines = new ArrayList<>();
    for (Example example : Examples.all()) {
      for (Strategy strategy : Strategy.values()) {
        lines.add(example.name() + " " + strategy.id() + ": " + runs(example, strategy));
      }
    }
    String actual = String.join("\n", lines) + "\n";
    if (Boolean.getBoolean("richtest.golden.record")) {
      Files.writeString(SOURCE, actual);
      return;
    }
    String expected = golden();
    if (!expected.equals(actual)) {
      Path written = Path.of("target/golden-runs.actual.txt");
      Files.writeString(written, actual);
      String[] want = expected.split("\n");
      for (int i = 0; i < lines.size(); i++) {
        if (i >= want.length || !want[i].equals(lines.get(i))) {
          fail("runs differ from the golden file (all of them in " + written + ") first at:\n"
              + "expected " + (i < want.length ? want[i] : "nothing") + "\nactual   "
              + lines.get(i));
        }
      }
      assertEquals(expected, actual);
    }
  }

  private static String golden() throws IOException {
    try (InputStream in = GoldenRunsTest.class.getResourceAsStream(GOLDEN)) {
      if (in == null) {
        throw new IOException(GOLDEN + " is missing: record it with -Drichtest.golden.record=true");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Returns the first runs of {@code example} explored by {@code strategy}, one word each. */
  private static String runs(Example example, Strategy strategy) {
    List<String> runs = new ArrayList<>();
    RunListener listener = new RunListener() {
      @Override
      public void onRun(RunResult run) {
        runs.add(word(run));
      }

      @Override
      public void onRestart(String reason) {
        runs.add("restart");
      }
    };
    ExplorationOptions options = ExplorationOptions.defaults()
        .withStrategy(strategy)
        .withParallelism(1)
        .withStopAtFirstBug(false)
        .withProbeShare(0)
        .withMaxRuns(RUNS)
        .withListener(listener);
    try {
      RichTest.explore(example.program(), options);
    } catch (UnsupportedProgramException unsupported) {
      runs.add("unsupported");
    }
    return String.join(" ", runs);
  }

  /** A run as its outcome's initial and a hash of its synchronization pairs. */
  private static String word(RunResult run) {
    Hasher hasher = Hashing.murmur3_128().newHasher();
    for (SyncPair pair : run.sequence().pairs()) {
      hasher.putString(pair.toString(), StandardCharsets.UTF_8).putByte((byte) 0);
    }
    String kind = switch (run.outcome()) {
      case RunOutcome.Completed c -> "c";
      case RunOutcome.Failure f -> "f";
      case RunOutcome.Deadlock d -> "d";
      case RunOutcome.PartialRun p -> "p";
      default -> run.outcome().getClass().getSimpleName().toLowerCase(Locale.ROOT);
    };
    return kind + hasher.hash().toString().substring(0, 8);
  }
}
