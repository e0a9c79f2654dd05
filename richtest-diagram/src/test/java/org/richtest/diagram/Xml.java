package org.richtest.diagram;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Parses the writers' output with the JDK's namespace-aware parser, and finds elements in it. */
final class Xml {

  /** The SVG namespace. */
  static final String SVG = "http://www.w3.org/2000/svg";

  private Xml() {}

  /** Parses {@code text}, failing the test with the parser's message if it is not well-formed. */
  static Document parse(String text) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      return factory
          .newDocumentBuilder()
          .parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    } catch (Exception e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + text, e);
    }
  }

  /** Returns the elements called {@code localName} in {@code namespace}, in document order. */
  static List<Element> elements(Document document, String namespace, String localName) {
    NodeList nodes = document.getElementsByTagNameNS(namespace, localName);
    List<Element> elements = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      elements.add((Element) nodes.item(i));
    }
    return elements;
  }

  /** Returns the SVG elements called {@code localName} whose class list holds {@code cssClass}. */
  static List<Element> svgElements(Document document, String localName, String cssClass) {
    return elements(document, SVG, localName).stream()
        .filter(e -> List.of(e.getAttribute("class").split(" ")).contains(cssClass))
        .toList();
  }

  /** Returns the number attribute {@code name} of {@code element}. */
  static double number(Element element, String name) {
    return Double.parseDouble(element.getAttribute(name));
  }
}
