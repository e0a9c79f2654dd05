package org.richtest.internal.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A minimal JSON writer and recursive-descent parser. Values are {@link Map} (objects, keys in
 * document order), {@link List} (arrays), {@link String}, {@link Long} (only integer numbers are
 * supported), {@link Boolean} and null.
 */
final class Json {

  /** The deepest nesting of arrays and objects the parser accepts. */
  static final int MAX_DEPTH = 256;

  private final String text;
  private int pos;

  private Json(String text) {
    this.text = text;
  }

  /** Returns the compact JSON text of {@code value}, with non-ASCII characters escaped. */
  static String write(@Nullable Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  /** Appends the compact JSON text of {@code value} to {@code out}. */
  static void write(@Nullable Object value, StringBuilder out) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String s) {
      writeString(s, out);
    } else if (value instanceof Boolean b) {
      out.append(b.booleanValue());
    } else if (value instanceof Long || value instanceof Integer) {
      out.append(((Number) value).longValue());
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        if (!(entry.getKey() instanceof String key)) {
          throw new IllegalArgumentException("JSON object key is not a string: " + entry.getKey());
        }
        out.append(first ? "" : ",");
        first = false;
        writeString(key, out);
        out.append(':');
        write(entry.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        out.append(i == 0 ? "" : ",");
        write(list.get(i), out);
      }
      out.append(']');
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }
  }

  private static void writeString(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c >= 0x7f) {
            out.append("\\u").append(hex4(c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  /**
   * Parses one JSON value that makes up all of {@code text}, apart from surrounding whitespace.
   *
   * @throws IllegalArgumentException if {@code text} is not such a value; the message gives the
   *     character offset of the problem
   */
  static @Nullable Object parse(String text) {
    Json parser = new Json(text);
    parser.skipWhitespace();
    Object value = parser.value(0);
    parser.skipWhitespace();
    if (parser.pos < text.length()) {
      throw parser.error("end of input");
    }
    return value;
  }

  /** Returns the JSON type name of a parsed value, for error messages. */
  static String typeName(@Nullable Object value) {
    if (value == null) {
      return "null";
    } else if (value instanceof Map) {
      return "object";
    } else if (value instanceof List) {
      return "array";
    } else if (value instanceof String) {
      return "string";
    } else if (value instanceof Boolean) {
      return "boolean";
    } else {
      return "number";
    }
  }

  private @Nullable Object value(int depth) {
    if (pos >= text.length()) {
      throw error("a value");
    }
    char c = text.charAt(pos);
    return switch (c) {
      case '{' -> object(depth + 1);
      case '[' -> array(depth + 1);
      case '"' -> string();
      case 't' -> literal("true", Boolean.TRUE);
      case 'f' -> literal("false", Boolean.FALSE);
      case 'n' -> literal("null", null);
      default -> {
        if (c == '-' || (c >= '0' && c <= '9')) {
          yield number();
        }
        throw error("a value");
      }
    };
  }

  private Map<String, @Nullable Object> object(int depth) {
    checkDepth(depth);
    pos++;
    Map<String, @Nullable Object> map = new LinkedHashMap<>();
    skipWhitespace();
    if (peek('}')) {
      pos++;
      return map;
    }
    while (true) {
      skipWhitespace();
      if (!peek('"')) {
        throw error("'\"'");
      }
      int keyOffset = pos;
      String key = string();
      if (map.containsKey(key)) {
        throw new IllegalArgumentException("duplicate key '" + key + "' at offset " + keyOffset);
      }
      skipWhitespace();
      expect(':');
      skipWhitespace();
      map.put(key, value(depth));
      skipWhitespace();
      if (peek(',')) {
        pos++;
      } else if (peek('}')) {
        pos++;
        return map;
      } else {
        throw error("',' or '}'");
      }
    }
  }

  private List<@Nullable Object> array(int depth) {
    checkDepth(depth);
    pos++;
    List<@Nullable Object> list = new ArrayList<>();
    skipWhitespace();
    if (peek(']')) {
      pos++;
      return list;
    }
    while (true) {
      skipWhitespace();
      list.add(value(depth));
      skipWhitespace();
      if (peek(',')) {
        pos++;
      } else if (peek(']')) {
        pos++;
        return list;
      } else {
        throw error("',' or ']'");
      }
    }
  }

  private String string() {
    int start = pos;
    pos++;
    StringBuilder s = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw new IllegalArgumentException(
            "unterminated string starting at offset " + start + ": reached end of input");
      }
      char c = text.charAt(pos);
      if (c == '"') {
        pos++;
        return s.toString();
      } else if (c == '\\') {
        pos++;
        if (pos >= text.length()) {
          throw error("an escape character");
        }
        char e = text.charAt(pos);
        switch (e) {
          case '"', '\\', '/' -> s.append(e);
          case 'b' -> s.append('\b');
          case 'f' -> s.append('\f');
          case 'n' -> s.append('\n');
          case 'r' -> s.append('\r');
          case 't' -> s.append('\t');
          case 'u' -> {
            int code = 0;
            for (int i = 1; i <= 4; i++) {
              int digit = pos + i < text.length() ? hexDigit(text.charAt(pos + i)) : -1;
              if (digit < 0) {
                pos += i;
                throw error("a hexadecimal digit");
              }
              code = code * 16 + digit;
            }
            s.append((char) code);
            pos += 4;
          }
          default -> throw error("an escape character");
        }
        pos++;
      } else if (c < 0x20) {
        throw new IllegalArgumentException(
            "unescaped control character U+"
                + hex4(c).toUpperCase(Locale.ROOT)
                + " in string at offset "
                + pos);
      } else {
        s.append(c);
        pos++;
      }
    }
  }

  private Long number() {
    int start = pos;
    if (peek('-')) {
      pos++;
    }
    if (pos >= text.length() || !isDigit(text.charAt(pos))) {
      throw error("a digit");
    }
    if (text.charAt(pos) == '0') {
      pos++;
      if (pos < text.length() && isDigit(text.charAt(pos))) {
        throw new IllegalArgumentException("number with a leading zero at offset " + start);
      }
    } else {
      while (pos < text.length() && isDigit(text.charAt(pos))) {
        pos++;
      }
    }
    if (peek('.') || peek('e') || peek('E')) {
      throw new IllegalArgumentException(
          "only integer numbers are supported, found '" + text.charAt(pos) + "' at offset " + pos);
    }
    try {
      return Long.parseLong(text, start, pos, 10);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("number out of range at offset " + start, e);
    }
  }

  private @Nullable Object literal(String word, @Nullable Object value) {
    if (!text.startsWith(word, pos)) {
      throw error("'" + word + "'");
    }
    pos += word.length();
    return value;
  }

  private void checkDepth(int depth) {
    if (depth > MAX_DEPTH) {
      throw new IllegalArgumentException("nesting deeper than " + MAX_DEPTH + " at offset " + pos);
    }
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw error("'" + c + "'");
    }
    pos++;
  }

  private boolean peek(char c) {
    return pos < text.length() && text.charAt(pos) == c;
  }

  private void skipWhitespace() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        return;
      }
      pos++;
    }
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static int hexDigit(char c) {
    if (isDigit(c)) {
      return c - '0';
    } else if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    } else if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  private IllegalArgumentException error(String expected) {
    String found = pos >= text.length() ? "end of input" : describe(text.charAt(pos));
    return new IllegalArgumentException(
        "expected " + expected + " but found " + found + " at offset " + pos);
  }

  private static String describe(char c) {
    if (c < 0x20 || c >= 0x7f) {
      return "U+" + hex4(c).toUpperCase(Locale.ROOT);
    }
    return "'" + c + "'";
  }

  private static String hex4(char c) {
    String hex = Integer.toHexString(c);
    return "0".repeat(4 - hex.length()) + hex;
  }
}
