package org.richtest.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Reduction;
import org.richtest.RichTest;
import org.richtest.diagram.ExplorationReport.Sample;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Proves the HTML report's contract: it parses as XML, shows the options and every count of the
 * result, draws the progress plot when there are samples, and gives each bug its own space-time
 * diagram and replay command; with no bug it says so and draws no diagram.
 */
class ExplorationReportTest {

  private static final String XHTML_ANY = "*";

  private static final List<Sample> SAMPLES =
      List.of(new Sample(0, 0), new Sample(0.5, 3), new Sample(1.25, 7));

  private static Map<String, String> table(Document html) {
    Map<String, String> rows = new LinkedHashMap<>();
    for (Element row : Xml.elements(html, XHTML_ANY, "tr")) {
      rows.put(
          row.getElementsByTagName("th").item(0).getTextContent(),
          row.getElementsByTagName("td").item(0).getTextContent());
    }
    return rows;
  }

  private static List<String> commands(int count) {
    return IntStream.rangeClosed(1, count)
        .mapToObj(n -> "./richtest replay opposite-" + n + ".json")
        .toList();
  }

  @Test
  void toHtml_deadlockingProgram_showsCountsAndOneDiagramAndCommandPerBug() {
    ExplorationOptions options = ExplorationOptions.defaults().withStopAtFirstBug(false);
    ExplorationResult result = Fixtures.allDeadlocks();
    assertFalse(result.bugs().isEmpty(), result.summary());
    List<String> commands = commands(result.bugs().size());

    Document html =
        Xml.parse(
            new ExplorationReport(
                    "opposite <orders> & co",
                    "T1: a, b; T2: b, a",
                    options,
                    result,
                    SAMPLES,
                    "sequences",
                    commands)
                .toHtml());

    Map<String, String> table = table(html);
    assertEquals(String.valueOf(result.sequences()), table.get("sequences"));
    assertEquals(String.valueOf(result.runs()), table.get("runs"));
    assertEquals(String.valueOf(result.partialRuns()), table.get("partial runs"));
    assertEquals(String.valueOf(result.deadlocks().size()), table.get("deadlocks"));
    assertEquals("0", table.get("failures"));
    assertEquals("no", table.get("stop at first bug"));
    assertEquals(result.bugs().size(), Xml.svgElements(html, "svg", "space-time-diagram").size());
    assertEquals(1, Xml.svgElements(html, "svg", "plot").size());
    assertEquals(
        commands,
        Xml.elements(html, XHTML_ANY, "code").stream().map(Element::getTextContent).toList());
    assertTrue(
        Xml.elements(html, XHTML_ANY, "h1")
            .get(0)
            .getTextContent()
            .contains("opposite <orders> & co"));
  }

  @Test
  void toHtml_noBugsAndNoSamples_saysSoAndDrawsNothing() {
    ExplorationResult result = RichTest.explore(Fixtures::fig4);

    String text =
        new ExplorationReport(
                "fig4",
                "",
                ExplorationOptions.defaults(),
                result,
                List.of(),
                "sequences",
                List.of())
            .toHtml();

    Document html = Xml.parse(text);
    assertEquals("2", table(html).get("sequences"));
    assertFalse(table(html).containsKey("reductions"));
    assertEquals(List.of(), Xml.elements(html, Xml.SVG, "svg"));
    assertTrue(text.contains("No failure, deadlock or watchdog stop was found."), text);
  }

  @Test
  void toHtml_withReductions_namesThemAmongTheOptions() {
    ExplorationOptions options =
        ExplorationOptions.defaults().withReductions(Reduction.SYMMETRY, Reduction.COMMUTE);
    ExplorationResult result = RichTest.explore(Fixtures::fig4, options);

    Document html = Xml.parse(
        new ExplorationReport("fig4", "", options, result, List.of(), "sequences", List.of())
            .toHtml());

    assertEquals("symmetry, commute", table(html).get("reductions"));
  }

  @Test
  void toHtml_budgetCutExplorationWithEstimates_showsTheEstimateAndPlotsIt() {
    ExplorationOptions options = ExplorationOptions.defaults().withMaxRuns(1);
    ExplorationResult result = RichTest.explore(Fixtures::fig4, options);
    List<Sample> samples =
        List.of(new Sample(0, 0), new Sample(0.5, 1, Double.NaN), new Sample(1, 1, 2.0));

    Document html =
        Xml.parse(
            new ExplorationReport("fig4", "", options, result, samples, "sequences", List.of())
                .toHtml());

    Map<String, String> table = table(html);
    assertEquals(result.estimate().toString(), table.get("estimated sequences"));
    assertEquals(String.valueOf(result.probeRuns()), table.get("probe runs"));
    assertEquals("0", table.get("redundant runs"));
    assertEquals("3%", table.get("probe share"));
    List<Element> estimate = Xml.svgElements(html, "polyline", "estimate");
    assertEquals(1, estimate.size());
    assertEquals(1, estimate.get(0).getAttribute("points").split(" ").length);
  }

  @Test
  void toHtml_contextBoundedExploration_showsItsBoundAndTheBoundCompleted() {
    ExplorationOptions options =
        ExplorationOptions.defaults()
            .withStrategy(org.richtest.Strategy.CONTEXT_BOUNDED)
            .withPreemptionBound(1);
    ExplorationResult result = RichTest.explore(Fixtures::fig4, options);

    Map<String, String> table =
        table(
            Xml.parse(
                new ExplorationReport("fig4", "", options, result, List.of(), "runs", List.of())
                    .toHtml()));

    assertEquals("context-bounded", table.get("strategy"));
    assertEquals("1", table.get("preemption bound"));
    assertEquals(String.valueOf(result.completedBound()), table.get("bound completed"));
  }

  @Test
  void new_replayCommandsNotOnePerBug_throws() {
    ExplorationResult result = Fixtures.allDeadlocks();
    ExplorationOptions options = ExplorationOptions.defaults();

    assertThrows(
        IllegalArgumentException.class,
        () ->
            new ExplorationReport(
                "p", "", options, result, SAMPLES, "runs", commands(result.bugs().size() + 1)));
  }

  @Test
  void toHtml_withRaceTable_showsOneRowPerVariantUnderTheHeading() {
    ExplorationResult result = RichTest.explore(Fixtures::fig4);
    org.richtest.RaceTableView raceTable =
        RichTest.raceTable(RichTest.runOnce(Fixtures::fig4).sequence(), 10);

    Document html =
        Xml.parse(
            new ExplorationReport(
                    "fig4", "", ExplorationOptions.defaults(), result, List.of(), "sequences",
                    List.of(), raceTable)
                .toHtml());

    List<Element> tables = Xml.elements(html, XHTML_ANY, "table").stream()
        .filter(table -> "race-table".equals(table.getAttribute("class")))
        .toList();
    assertEquals(1, tables.size());
    assertEquals(
        1 + raceTable.rows().size(), tables.get(0).getElementsByTagName("tr").getLength());
    assertTrue(tables.get(0).getTextContent().contains("s:1 [T2:1]"), tables.get(0).getTextContent());
  }
}
