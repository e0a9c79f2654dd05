package org.richtest.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.EventId;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Proves the space-time diagram's contract: the Fig. 4 picture is the reviewed golden file; it is
 * well-formed SVG with one circle per event, one line per synchronization pair and one path per
 * clock exchange, events placed top to bottom in occurrence order on their lines (threads first),
 * each with a hover title; odd names are escaped; a deadlock ends each blocked thread's line in red
 * with what it waits for; a failure puts a red cross with the exception on the thread's last event.
 */
class SpaceTimeDiagramTest {

  private static Element circleOf(Document svg, EventId id) {
    return Xml.elements(svg, Xml.SVG, "circle").stream()
        .filter(c -> c.getTextContent().startsWith(id + " "))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no circle for " + id));
  }

  private static double lineX(Document svg, String line) {
    return Xml.svgElements(svg, "text", "line-name").stream()
        .filter(t -> t.getTextContent().equals(line))
        .mapToDouble(t -> Xml.number(t, "x"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no line " + line));
  }

  @Test
  void svg_fig4_matchesGoldenFile() throws IOException {
    Golden.assertMatches("fig4.svg", SpaceTimeDiagram.svg(Fixtures.fig4Run().sequence()));
  }

  @Test
  void svg_fig4_drawsOneCircleLineAndPathPerEventPairAndExchange() {
    SynSequence sequence = Fixtures.fig4Run().sequence();

    Document svg = Xml.parse(SpaceTimeDiagram.svg(sequence));

    assertEquals(Xml.SVG, svg.getDocumentElement().getNamespaceURI());
    assertEquals("svg", svg.getDocumentElement().getLocalName());
    assertEquals(
        List.of(8, 4, 2),
        List.of(sequence.size(), sequence.pairs().size(), sequence.exchanges().size()));
    assertEquals(sequence.size(), Xml.elements(svg, Xml.SVG, "circle").size());
    assertEquals(sequence.pairs().size(), Xml.elements(svg, Xml.SVG, "line").size());
    assertEquals(sequence.exchanges().size(), Xml.elements(svg, Xml.SVG, "path").size());
  }

  @Test
  void svg_fig4_titlesEveryEventWithIdDescriptorTimestampAndPartner() {
    SynSequence sequence = Fixtures.fig4Run().sequence();

    Document svg = Xml.parse(SpaceTimeDiagram.svg(sequence));

    List<String> titles =
        Xml.elements(svg, Xml.SVG, "circle").stream().map(Element::getTextContent).toList();
    assertEquals("T1:1 send, P on s\ntimestamp [0,1]\nreceived by s:1", titles.get(0));
    assertEquals("s:2 receive, open {s.V}\ntimestamp [0,2]\nreceived T1:2", titles.get(4));
    for (int i = 0; i < sequence.size(); i++) {
      SynEvent event = sequence.events().get(i);
      assertTrue(titles.get(i).startsWith(event.id() + " "), titles.get(i));
      assertTrue(titles.get(i).contains("timestamp " + event.timestamp()), titles.get(i));
      assertTrue(titles.get(i).endsWith(" " + event.partner()), titles.get(i));
    }
  }

  @Test
  void svg_fig4_placesEventsDownwardsInOccurrenceOrderOnTheirLinesThreadsFirst() {
    SynSequence sequence = Fixtures.fig4Run().sequence();

    Document svg = Xml.parse(SpaceTimeDiagram.svg(sequence));

    List<String> columns =
        Xml.svgElements(svg, "text", "line-name").stream().map(Element::getTextContent).toList();
    assertEquals(List.of("main", "T1", "T2", "s"), columns);
    double previousY = Double.NEGATIVE_INFINITY;
    for (SynEvent event : sequence.events()) {
      Element circle = circleOf(svg, event.id());
      assertEquals(lineX(svg, event.line()), Xml.number(circle, "cx"), event.id().toString());
      assertTrue(
          Xml.number(circle, "cy") > previousY, event.id() + " is not below its predecessor");
      previousY = Xml.number(circle, "cy");
    }
    assertTrue(lineX(svg, "main") < lineX(svg, "T1") && lineX(svg, "T2") < lineX(svg, "s"));
  }

  @Test
  void svg_oddNames_escapesMarkupAndKeepsTheNamesReadable() {
    SynSequence sequence = Fixtures.oddNames();

    Document svg = Xml.parse(SpaceTimeDiagram.svg(sequence));

    List<String> columns =
        Xml.svgElements(svg, "text", "line-name").stream().map(Element::getTextContent).toList();
    assertEquals(
        List.of(Fixtures.ODD_THREAD, Fixtures.ODD_OBJECT.replace('\u0007', '\uFFFD')), columns);
    String callTitle = circleOf(svg, new EventId(Fixtures.ODD_THREAD, 1)).getTextContent();
    assertTrue(callTitle.contains(Fixtures.ODD_OPERATION + " on "), callTitle);
    assertEquals(3, Xml.elements(svg, Xml.SVG, "circle").size());
    assertEquals(1, Xml.elements(svg, Xml.SVG, "path").size());
  }

  @Test
  void svg_deadlock_endsEachBlockedThreadsLineInRedWithWhatItWaitsFor() {
    RunResult deadlock = Fixtures.deadlockRun();
    RunOutcome.Deadlock outcome = assertInstanceOf(RunOutcome.Deadlock.class, deadlock.outcome());

    Document svg = Xml.parse(SpaceTimeDiagram.svg(deadlock.sequence(), outcome));

    assertEquals(
        outcome.blocked().stream()
            .map(b -> "blocked: " + b.waitingFor())
            .collect(Collectors.toSet()),
        Xml.svgElements(svg, "text", "blocked-label").stream()
            .map(Element::getTextContent)
            .collect(Collectors.toSet()));
    assertTrue(
        outcome.blocked().stream().anyMatch(b -> b.waitingFor().equals("P on b")),
        outcome.toString());
    Set<Double> blockedX =
        Xml.svgElements(svg, "polyline", "blocked").stream()
            .map(p -> Double.parseDouble(p.getAttribute("points").split(",")[0]))
            .collect(Collectors.toSet());
    assertEquals(
        outcome.blocked().stream().map(b -> lineX(svg, b.thread())).collect(Collectors.toSet()),
        blockedX);
    assertEquals(outcome.blocked().size(), Xml.svgElements(svg, "polyline", "blocked").size());
  }

  @Test
  void svg_deadlock_blockedLabelsOnRowsOfTheirOwnWithinThePicture_legendExplainsTheArrows() {
    RunResult deadlock = Fixtures.deadlockRun();

    Document svg = Xml.parse(SpaceTimeDiagram.svg(deadlock.sequence(), deadlock.outcome()));

    List<Element> labels = Xml.svgElements(svg, "text", "blocked-label");
    assertTrue(labels.size() > 1, "a deadlock of several threads");
    assertEquals(labels.size(),
        labels.stream().map(l -> l.getAttribute("y")).collect(Collectors.toSet()).size(),
        "no two labels on one row");
    double width = Double.parseDouble(svg.getDocumentElement().getAttribute("width"));
    for (Element label : labels) {
      assertTrue(Double.parseDouble(label.getAttribute("x"))
          + 7 * label.getTextContent().length() <= width, "cut: " + label.getTextContent());
    }
    assertEquals(SpaceTimeDiagram.LEGEND, Xml.svgElements(svg, "text", "legend").stream()
        .map(Element::getTextContent).toList());
  }

  @Test
  void svg_withoutOutcome_marksNothing() {
    RunResult deadlock = Fixtures.deadlockRun();

    Document svg = Xml.parse(SpaceTimeDiagram.svg(deadlock.sequence()));

    assertEquals(List.of(), Xml.svgElements(svg, "polyline", "blocked"));
    assertEquals(List.of(), Xml.svgElements(svg, "g", "failure"));
  }

  @Test
  void svg_failure_putsRedCrossWithTheExceptionOnTheThreadsLastEvent() {
    RunResult run = RichTest.runOnce(Fixtures::failingThread);
    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, run.outcome());
    assertEquals("T1", failure.thread());

    Document svg = Xml.parse(SpaceTimeDiagram.svg(run.sequence(), failure));

    List<Element> crosses = Xml.svgElements(svg, "g", "failure");
    assertEquals(1, crosses.size());
    assertTrue(
        crosses.get(0).getTextContent().contains("boom <&> \"here\""),
        crosses.get(0).getTextContent());
    String[] diagonal =
        ((Element) crosses.get(0).getElementsByTagNameNS(Xml.SVG, "polyline").item(0))
            .getAttribute("points")
            .split("[ ,]");
    double centerX = (Double.parseDouble(diagonal[0]) + Double.parseDouble(diagonal[2])) / 2;
    double centerY = (Double.parseDouble(diagonal[1]) + Double.parseDouble(diagonal[3])) / 2;
    List<SynEvent> onT1 = run.sequence().eventsOn("T1");
    Element last = circleOf(svg, onT1.get(onT1.size() - 1).id());
    assertEquals(lineX(svg, "T1"), centerX, 0.01);
    assertEquals(Xml.number(last, "cy"), centerY, 0.01);
  }

  @Test
  void svg_exchangeToMissingEvent_throwsNamingTheExchange() {
    SynSequence sequence = Fixtures.withDanglingExchange();

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SpaceTimeDiagram.svg(sequence));

    assertTrue(e.getMessage().contains(":9"), e.getMessage());
  }
}
