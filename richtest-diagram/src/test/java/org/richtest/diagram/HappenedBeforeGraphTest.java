package org.richtest.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleDirectedGraph;
import org.jgrapht.nio.dot.DOTImporter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.richtest.diagram.HappenedBeforeGraph.Edge;
import org.richtest.diagram.HappenedBeforeGraph.EdgeKind;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;

/**
 * Proves the happened-before graph's contract: reachability in it is exactly the relation the
 * timestamps give, its edges are the line steps, pairs and exchanges, its DOT text for Fig. 4 is
 * the reviewed golden file, and odd names still give valid, unique DOT ids and labels that
 * JGraphT's own DOT importer reads back.
 */
class HappenedBeforeGraphTest {

  static Stream<Arguments> sequences() {
    return Stream.of(
        Arguments.of("fig4", Fixtures.fig4Run().sequence()),
        Arguments.of("deadlock", Fixtures.deadlockRun().sequence()),
        Arguments.of("odd names", Fixtures.oddNames()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sequences")
  void descendants_anySequence_equalHappenedBeforeFromTimestamps(
      String name, SynSequence sequence) {
    HappenedBeforeGraph graph = HappenedBeforeGraph.of(sequence);

    for (SynEvent a : sequence.events()) {
      Set<SynEvent> expected =
          sequence.events().stream()
              .filter(b -> sequence.happenedBefore(a, b))
              .collect(Collectors.toSet());
      assertEquals(expected, graph.descendants(a), () -> a.id() + " in\n" + sequence.toText());
    }
  }

  @Test
  void graph_fig4_hasOneEdgePerLineStepPairAndExchange() {
    SynSequence sequence = Fixtures.fig4Run().sequence();

    Graph<SynEvent, Edge> graph = HappenedBeforeGraph.of(sequence).graph();

    assertEquals(sequence.size(), graph.vertexSet().size());
    Map<EdgeKind, Long> kinds =
        graph.edgeSet().stream().collect(Collectors.groupingBy(Edge::kind, Collectors.counting()));
    // T1 and T2 have two events each, s four: 1 + 1 + 3 line steps.
    assertEquals(Map.of(EdgeKind.LINE, 5L, EdgeKind.SYNC, 4L, EdgeKind.EXCHANGE, 2L), kinds);
    for (Edge edge : graph.edgeSet()) {
      assertEquals(edge.from(), graph.getEdgeSource(edge).id());
      assertEquals(edge.to(), graph.getEdgeTarget(edge).id());
    }
  }

  @Test
  void toDot_fig4_matchesGoldenFile() throws IOException {
    Golden.assertMatches("fig4.dot", HappenedBeforeGraph.of(Fixtures.fig4Run().sequence()).toDot());
  }

  @Test
  void toDot_oddNames_isReadBackByJGraphTsImporterWithTheLabels() {
    SynSequence sequence = Fixtures.oddNames();
    HappenedBeforeGraph graph = HappenedBeforeGraph.of(sequence);

    Graph<String, DefaultEdge> imported = new SimpleDirectedGraph<>(DefaultEdge.class);
    Map<String, String> labels = new HashMap<>();
    DOTImporter<String, DefaultEdge> importer = new DOTImporter<>();
    importer.setVertexFactory(Function.identity());
    importer.addVertexAttributeConsumer(
        (vertex, attribute) -> {
          if (vertex.getSecond().equals("label") && attribute != null) {
            labels.put(vertex.getFirst(), attribute.getValue());
          }
        });
    importer.importGraph(imported, new StringReader(graph.toDot()));

    assertEquals(sequence.size(), imported.vertexSet().size());
    assertEquals(graph.graph().edgeSet().size(), imported.edgeSet().size());
    SynEvent call = sequence.events().get(0);
    String expected = call.id() + " " + EventText.descriptor(call);
    assertTrue(labels.containsValue(expected), labels + " lacks " + expected);
  }

  @Test
  void toDot_idsThatSanitizeAlike_areMadeUnique() {
    SynSequence sequence =
        new SynSequence(
            List.of("a.b", "a_b"),
            List.of(
                new Line("a.b", LineKind.THREAD),
                new Line("a_b", LineKind.THREAD),
                new Line("9", LineKind.OBJECT)),
            List.of(
                new SendingEvent(new EventId("a.b", 1), "9", "P", VectorTimestamp.of(1), null),
                new SendingEvent(new EventId("a_b", 1), "9", "P", VectorTimestamp.of(0, 1), null)));

    String dot = HappenedBeforeGraph.of(sequence).toDot();

    assertTrue(dot.contains("\n  a_b_1 [ label=\"a.b:1 P on 9\" ];\n"), dot);
    assertTrue(dot.contains("\n  a_b_1_2 [ label=\"a_b:1 P on 9\" ];\n"), dot);
  }

  @Test
  void of_exchangeToMissingEvent_throwsNamingTheEdge() {
    SynSequence sequence = Fixtures.withDanglingExchange();

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> HappenedBeforeGraph.of(sequence));

    assertTrue(e.getMessage().contains(":9"), e.getMessage());
  }
}
