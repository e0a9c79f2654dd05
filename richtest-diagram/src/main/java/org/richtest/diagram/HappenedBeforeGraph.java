package org.richtest.diagram;

import java.io.StringWriter;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.graph.AsUnmodifiableGraph;
import org.jgrapht.graph.DirectedAcyclicGraph;
import org.jgrapht.nio.Attribute;
import org.jgrapht.nio.DefaultAttribute;
import org.jgrapht.nio.dot.DOTExporter;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.SyncPair;

/**
 * The happened-before relation of a SYN-sequence as an explicit JGraphT graph: the events, with an
 * edge from each event to the next on its line, from each sending event to its receiving partner
 * and along each clock exchange. Its reachability is the relation {@link
 * SynSequence#happenedBefore} computes from timestamps. {@link #toDot()} exports it for Graphviz.
 */
public final class HappenedBeforeGraph {

  /*
   * The graph is a DirectedAcyclicGraph, so a sequence whose edges form a cycle (a corrupt trace)
   * is rejected while it is built. Vertices and edges are added in the sequence's own order (events
   * in occurrence order; line edges, then pairs, then exchanges), which JGraphT's insertion-ordered
   * sets keep, so the DOT text is deterministic. Where two kinds would give the same edge, the
   * first added wins: a simple graph holds one edge per ordered pair of events. Building costs
   * O(n + p + x) edge insertions, each of which may reorder the DAG's topological index.
   */

  /** What an edge of the graph stands for. */
  public enum EdgeKind {
    /** An event and the next event on the same line. */
    LINE,
    /** A sending event and its receiving partner: a synchronization pair. */
    SYNC,
    /** A clock exchange: a causal edge that is not a synchronization pair. */
    EXCHANGE
  }

  /**
   * An edge of the graph.
   *
   * @param from the earlier event
   * @param to the later event
   * @param kind what the edge stands for
   */
  public record Edge(EventId from, EventId to, EdgeKind kind) {}

  private final DirectedAcyclicGraph<SynEvent, Edge> graph =
      new DirectedAcyclicGraph<>(null, null, false);
  private final SynSequence sequence;

  private HappenedBeforeGraph(SynSequence sequence) {
    this.sequence = sequence;
    sequence.events().forEach(graph::addVertex);
    for (SynEvent event : sequence.events()) {
      SynEvent next = sequence.event(new EventId(event.line(), event.id().index() + 1));
      if (next != null) {
        connect(event.id(), next.id(), EdgeKind.LINE);
      }
    }
    for (SyncPair pair : sequence.pairs()) {
      connect(pair.sender(), pair.receiver(), EdgeKind.SYNC);
    }
    for (ClockExchange exchange : sequence.exchanges()) {
      connect(exchange.from(), exchange.to(), EdgeKind.EXCHANGE);
    }
  }

  /**
   * Returns the graph of {@code sequence}.
   *
   * @throws IllegalArgumentException if a pair or an exchange names an event the sequence does not
   *     have, or the edges form a cycle
   */
  public static HappenedBeforeGraph of(SynSequence sequence) {
    return new HappenedBeforeGraph(sequence);
  }

  private void connect(EventId from, EventId to, EdgeKind kind) {
    SynEvent source = sequence.event(from);
    SynEvent target = sequence.event(to);
    if (source == null || target == null) {
      throw new IllegalArgumentException(
          kind + " edge " + from + "->" + to + " names an event the sequence does not have");
    }
    if (!graph.containsEdge(source, target)) {
      graph.addEdge(source, target, new Edge(from, to, kind));
    }
  }

  /** Returns the graph, unmodifiable; its vertices and edges iterate in the sequence's order. */
  public Graph<SynEvent, Edge> graph() {
    return new AsUnmodifiableGraph<>(graph);
  }

  /**
   * Returns every event that {@code event} happened before: the events reachable from it.
   *
   * @throws IllegalArgumentException if {@code event} is not an event of the sequence
   */
  public Set<SynEvent> descendants(SynEvent event) {
    return graph.getDescendants(event);
  }

  /**
   * Returns the graph in Graphviz's DOT language, written by JGraphT's {@link DOTExporter}. A
   * vertex is named after its event's id with every character but letters, digits and {@code _}
   * replaced by {@code _} (and made unique), and labelled with the id and the descriptor on one
   * line (JGraphT's DOT importer reads no {@code \n} escape); pairs are solid edges, exchanges
   * dashed, line order grey.
   */
  public String toDot() {
    Map<SynEvent, String> names = vertexNames();
    DOTExporter<SynEvent, Edge> exporter = new DOTExporter<>(names::get);
    exporter.setGraphIdProvider(() -> "happened_before");
    exporter.setVertexAttributeProvider(
        event -> {
          Map<String, Attribute> attributes = new LinkedHashMap<>();
          attributes.put(
              "label",
              DefaultAttribute.createAttribute(
                  dotString(event.id() + " " + EventText.descriptor(event))));
          return attributes;
        });
    exporter.setEdgeAttributeProvider(
        edge -> {
          Map<String, Attribute> attributes = new LinkedHashMap<>();
          switch (edge.kind()) {
            case LINE -> attributes.put("color", DefaultAttribute.createAttribute("grey"));
            case SYNC -> attributes.put("style", DefaultAttribute.createAttribute("solid"));
            case EXCHANGE -> attributes.put("style", DefaultAttribute.createAttribute("dashed"));
          }
          return attributes;
        });
    StringWriter dot = new StringWriter();
    exporter.exportGraph(graph, dot);
    return dot.toString();
  }

  private Map<SynEvent, String> vertexNames() {
    Map<SynEvent, String> names = new HashMap<>();
    Set<String> taken = new HashSet<>();
    for (SynEvent event : sequence.events()) {
      String base = sanitize(event.id().toString());
      String name = base;
      for (int n = 2; !taken.add(name); n++) {
        name = base + "_" + n;
      }
      names.put(event, name);
    }
    return names;
  }

  /** Returns {@code id} as a DOT identifier: {@code [A-Za-z_][A-Za-z0-9_]*}. */
  private static String sanitize(String id) {
    StringBuilder name = new StringBuilder();
    for (char c : id.toCharArray()) {
      boolean ascii = c < 128;
      name.append(ascii && (Character.isLetterOrDigit(c) || c == '_') ? c : '_');
    }
    if (name.isEmpty() || Character.isDigit(name.charAt(0))) {
      name.insert(0, '_');
    }
    return name.toString();
  }

  /**
   * Returns {@code text} for a DOT double-quoted string that the exporter will enclose: backslashes
   * doubled (so none starts an escape such as {@code \N}) and line breaks as spaces. The exporter
   * itself escapes double quotes.
   */
  private static String dotString(String text) {
    return text.replace("\\", "\\\\").replace('\n', ' ').replace('\r', ' ');
  }
}
