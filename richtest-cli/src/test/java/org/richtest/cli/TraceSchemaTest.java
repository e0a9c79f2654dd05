package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.RunSettings;
import org.richtest.Strategy;
import org.richtest.examples.Examples;
import org.richtest.testkit.PaperFig11;
import org.richtest.trace.TraceJson;

/**
 * Proves that the published trace format, {@code docs/trace.schema.json} (JSON Schema draft
 * 2020-12), describes what the writer produces: every sequence of explorations covering
 * semaphores, monitors, selective waits on channels and ports, deadlocks, failures and partial
 * runs validates; and the schema is strict enough to reject a trace missing a field or with an
 * unknown one.
 */
class TraceSchemaTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static JsonSchema schema;

  @BeforeAll
  static void loadSchema() throws IOException {
    Path file = Path.of("").toAbsolutePath().getParent().resolve("docs/trace.schema.json");
    schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
        .getSchema(Files.readString(file, StandardCharsets.UTF_8));
  }

  private static Set<ValidationMessage> validate(String json) throws IOException {
    return schema.validate(MAPPER.readTree(json));
  }

  /** Returns the sequences of up to {@code limit} runs of {@code example}, collecting all bugs. */
  private static List<RunResult> runs(String example, int limit) {
    List<RunResult> runs = new ArrayList<>();
    RichTest.explore(
        Examples.byName(example).orElseThrow().program(),
        ExplorationOptions.defaults()
            .withStopAtFirstBug(false)
            .withMaxRuns(limit)
            .withStrategy(Strategy.REACHABILITY)
            .withListener(runs::add));
    return runs;
  }

  @Test
  void writerOutput_examplesOfEveryConstructAndOutcome_validates() throws IOException {
    List<RunResult> runs = new ArrayList<>();
    for (String example : List.of(
        "bb-semaphore", "rw-monitor-sc", "bb-monitor-su", "bb-select", "dme", "dp-deadlock",
        "lost-wakeup")) {
      runs.addAll(runs(example, 40));
    }
    RichTest.explore(PaperFig11::run, ExplorationOptions.defaults()
        .withStopAtFirstBug(false)
        .withListener(runs::add));
    assertTrue(runs.stream().anyMatch(r -> r.outcome() instanceof RunOutcome.Deadlock));
    assertTrue(runs.stream().anyMatch(r -> r.outcome() instanceof RunOutcome.Failure));
    assertTrue(runs.stream().anyMatch(r -> r.outcome() instanceof RunOutcome.PartialRun));

    for (RunResult run : runs) {
      String json = TraceJson.write(run.sequence());
      Set<ValidationMessage> problems = validate(json);
      assertEquals(Set.of(), problems, json);
    }
  }

  @Test
  void schema_traceMissingAPartnerOrWithAnUnknownField_rejected() throws IOException {
    String json = TraceJson.write(runs("dp-deadlock", 1).get(0).sequence());
    assertEquals(Set.of(), validate(json));

    assertFalse(validate(json.replaceFirst(",\"partner\":null", "")).isEmpty());
    assertFalse(validate(json.replaceFirst("\"kind\":\"send\"", "\"kind\":\"send\",\"x\":1"))
        .isEmpty());
    assertFalse(validate(json.replace("\"version\":3", "\"version\":4")).isEmpty());
    RunResult run = runs("dp-deadlock", 1).get(0);
    String withSettings = TraceJson.write(
        run.trace("dp-deadlock", RunSettings.of(ExplorationOptions.defaults().withMaxPeriods(3))));
    assertEquals(Set.of(), validate(withSettings), withSettings);
    assertFalse(validate(withSettings.replace("\"maxPeriods\":\"3\"", "\"maxPeriods\":3"))
        .isEmpty());
    assertFalse(validate(json.replaceFirst("\"timestamp\":\\[0,", "\"timestamp\":[-1,")).isEmpty());
  }
}
