package org.richtest.diagram;

import java.util.Locale;

/** Escaping and number formatting shared by the SVG and HTML writers. */
final class Markup {

  private static final char REPLACEMENT = '\uFFFD';

  private Markup() {}

  /**
   * Returns {@code text} safe inside XML character data and quoted attribute values: the five
   * special characters become entities, and characters XML 1.0 cannot carry at all (most control
   * characters, unpaired surrogates) become U+FFFD.
   */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    text.codePoints()
        .forEach(
            c -> {
              switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.appendCodePoint(isXmlChar(c) ? c : REPLACEMENT);
              }
            });
    return out.toString();
  }

  private static boolean isXmlChar(int c) {
    return c == '\t'
        || c == '\n'
        || c == '\r'
        || (c >= 0x20 && c <= 0xD7FF)
        || (c >= 0xE000 && c <= 0xFFFD)
        || (c >= 0x10000 && c <= 0x10FFFF);
  }

  /**
   * Returns {@code value} with at most two decimals and no trailing zeros, independent of locale.
   */
  static String number(double value) {
    String text = String.format(Locale.ROOT, "%.2f", value);
    if (text.indexOf('.') >= 0) {
      text = text.replaceAll("0+$", "");
      text = text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }
    return text.equals("-0") ? "0" : text;
  }
}
