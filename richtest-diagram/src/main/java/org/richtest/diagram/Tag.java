package org.richtest.diagram;

import java.util.ArrayList;
import java.util.List;

/**
 * An XML element under construction, for the SVG and HTML writers: attribute values and text are
 * escaped as they are added, numbers formatted by {@link Markup#number}, attributes kept in the
 * order they were set. An element with no content is written self-closed, which SVG and the HTML
 * void elements accept; HTML elements that must not be self-closed are always given content.
 */
final class Tag {

  private final String name;
  private final StringBuilder attributes = new StringBuilder();
  private final List<String> content = new ArrayList<>();

  private Tag(String name) {
    this.name = name;
  }

  /** Returns an empty element called {@code name}. */
  static Tag of(String name) {
    return new Tag(name);
  }

  /** Sets an attribute; {@code value} is escaped. */
  Tag attr(String attribute, String value) {
    attributes.append(' ').append(attribute).append("=\"").append(Markup.escape(value)).append('"');
    return this;
  }

  /** Sets a numeric attribute. */
  Tag attr(String attribute, double value) {
    return attr(attribute, Markup.number(value));
  }

  /** Appends escaped character data. */
  Tag text(String text) {
    content.add(Markup.escape(text));
    return this;
  }

  /** Appends a child element. */
  Tag child(Tag child) {
    content.add(child.toString());
    return this;
  }

  /** Appends markup that is already well-formed, such as another writer's SVG document. */
  Tag markup(String wellFormed) {
    content.add(wellFormed);
    return this;
  }

  /** Returns the element as markup. */
  @Override
  public String toString() {
    if (content.isEmpty()) {
      return "<" + name + attributes + "/>";
    }
    return "<" + name + attributes + ">" + String.join("", content) + "</" + name + ">";
  }
}
