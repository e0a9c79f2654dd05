package org.richtest.regressions;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One exploration of a bug's driver in one release: {@code org.richtest.cli.Main explore <driver>
 * --json} in a fresh JVM with the agent, and the figures of its JSON.
 *
 * @param status the command line's exit status (0: no bug, 3: a bug)
 * @param sequences the sequences explored
 * @param seconds the exploration's time (to the first bug, when there is one)
 * @param failures failing runs
 * @param deadlocks deadlocking runs
 * @param dataRaces distinct data races
 * @param complete whether every sequence was explored
 * @param output what the command printed, for assertion messages
 */
record Exploration(int status, long sequences, double seconds, int failures, int deadlocks,
    int dataRaces, boolean complete, String output) {

  /** An exploration that ends later than this is stuck: no driver here takes a minute. */
  private static final Duration TIMEOUT = Duration.ofMinutes(3);

  /** Explores {@code bug}'s driver in {@code release}, stopping at the first bug. */
  static Exploration of(LibraryBug bug, Release release) throws IOException, InterruptedException {
    List<String> arguments = new ArrayList<>(List.of("explore", bug.driver().getName(), "--json"));
    arguments.addAll(bug.exploreArguments());
    ChildJvm.Ran ran = ChildJvm.run(release, List.of(ChildJvm.agent(bug.agentOptions())),
        "org.richtest.cli.Main", arguments, TIMEOUT);
    String json = ran.out();
    if (!json.startsWith("{")) {
      throw new AssertionError("no JSON from explore: " + ran.describe());
    }
    return new Exploration(ran.status(), number(json, "sequences"), decimal(json, "seconds"),
        (int) number(json, "failures"), (int) number(json, "deadlocks"),
        (int) number(json, "dataRaces"), field(json, "complete", "true|false").equals("true"),
        ran.describe());
  }

  /** Whether the exploration found the bug the way {@code outcome} says. */
  boolean found(Outcome outcome) {
    return switch (outcome) {
      case DEADLOCK -> status == 3 && deadlocks > 0;
      case FAILURE -> status == 3 && failures > 0;
      case DATA_RACE -> status == 3 && dataRaces > 0;
      case NO_BUG -> status == 0 && complete && failures + deadlocks + dataRaces == 0;
    };
  }

  private static long number(String json, String name) {
    return Long.parseLong(field(json, name, "-?[0-9]+"));
  }

  private static double decimal(String json, String name) {
    return Double.parseDouble(field(json, name, "[0-9.]+"));
  }

  private static String field(String json, String name, String value) {
    Matcher matcher = Pattern.compile("\"" + name + "\":(" + value + ")").matcher(json);
    if (!matcher.find()) {
      throw new AssertionError("no " + name + " in " + json);
    }
    return matcher.group(1);
  }
}
