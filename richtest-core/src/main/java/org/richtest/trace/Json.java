package org.richtest.trace;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A minimal JSON writer and recursive-descent parser. Values are {@link Map} (objects, keys in
 * document order), {@link List} (arrays), {@link String}, {@link Long} or {@link Integer}, {@link
 * BigDecimal} (written as it prints, for numbers of a fixed precision; the parser reads integers
 * only), {@link Boolean} and null. The parser remembers where each value starts, so that errors
 * found later, in what the values mean, can say where in the text they are ({@link Document}). The
 * writer is public: the command line writes its results with it, escaped as traces are.
 */
public final class Json {

  /** The deepest nesting of arrays and objects the parser accepts; it bounds the recursion. */
  static final int MAX_DEPTH = 256;

  /** The longest piece of the input an error message quotes. */
  private static final int QUOTED = 40;

  private final String text;
  private final IdentityHashMap<Object, int[]> childOffsets = new IdentityHashMap<>();
  private int pos;

  private Json(String text) {
    this.text = text;
  }

  /**
   * A parsed JSON text: its value, and where each value of an array or object starts in the text.
   */
  static final class Document {
    private final String text;
    private final @Nullable Object root;
    private final IdentityHashMap<Object, int[]> childOffsets;

    private Document(String text, @Nullable Object root, IdentityHashMap<Object, int[]> offsets) {
      this.text = text;
      this.root = root;
      this.childOffsets = offsets;
    }

    /** Returns the value of the whole text. */
    @Nullable Object root() {
      return root;
    }

    /**
     * Returns the offset of the {@code index}-th element of an array, or of the value of the {@code
     * index}-th member of an object, both parsed from this document; 0 if unknown.
     */
    int offset(Object container, int index) {
      int[] offsets = childOffsets.get(container);
      return offsets == null || index < 0 || index >= offsets.length ? 0 : offsets[index];
    }

    /** Returns the offset of the value of member {@code key} of {@code object}; 0 if unknown. */
    int offset(Map<?, ?> object, String key) {
      int index = 0;
      for (Object k : object.keySet()) {
        if (k.equals(key)) {
          return offset(object, index);
        }
        index++;
      }
      return 0;
    }

    /** Returns an exception whose message is {@code line L, column C: problem}. */
    IllegalArgumentException error(int offset, String problem) {
      return Json.error(text, offset, problem);
    }
  }

  /**
   * Returns the compact JSON text of {@code value}, with non-ASCII characters escaped.
   *
   * @throws IllegalArgumentException if {@code value} is, or holds, none of the values above
   */
  public static String write(@Nullable Object value) {
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
    } else if (value instanceof BigDecimal decimal) {
      out.append(decimal.toPlainString());
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
   * @throws IllegalArgumentException if {@code text} is not such a value; the message starts with
   *     the line and column of the problem
   */
  static @Nullable Object parse(String text) {
    return read(text).root();
  }

  /**
   * Parses {@code text} as {@link #parse} does and keeps where each value starts.
   *
   * @throws IllegalArgumentException as {@link #parse}
   */
  static Document read(String text) {
    Json parser = new Json(text);
    parser.skipWhitespace();
    Object value = parser.value(0);
    parser.skipWhitespace();
    if (parser.pos < text.length()) {
      throw parser.error("the end of the file");
    }
    return new Document(text, value, parser.childOffsets);
  }

  /**
   * Returns an exception whose message is {@code line L, column C: problem}, for the character at
   * {@code offset} of {@code text}; lines and columns count from 1.
   */
  static IllegalArgumentException error(String text, int offset, String problem) {
    int line = 1;
    int lineStart = 0;
    int end = Math.min(offset, text.length());
    for (int i = 0; i < end; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new IllegalArgumentException(
        "line " + line + ", column " + (end - lineStart + 1) + ": " + problem);
  }

  /**
   * Returns {@code value} in single quotes for an error message: on one line (control characters
   * escaped as in JSON) and cut short if long.
   */
  static String quote(String value) {
    StringBuilder out = new StringBuilder("'");
    String shown = value.length() > QUOTED ? value.substring(0, QUOTED) : value;
    for (int i = 0; i < shown.length(); i++) {
      char c = shown.charAt(i);
      if (c < 0x20 || c == 0x7f) {
        out.append("\\u").append(hex4(c));
      } else {
        out.append(c);
      }
    }
    return out.append(value.length() > QUOTED ? "...'" : "'").toString();
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
    List<Integer> offsets = new ArrayList<>();
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
        throw error(text, keyOffset, "duplicate key " + quote(key));
      }
      skipWhitespace();
      expect(':');
      skipWhitespace();
      offsets.add(pos);
      map.put(key, value(depth));
      skipWhitespace();
      if (peek(',')) {
        pos++;
      } else if (peek('}')) {
        pos++;
        childOffsets.put(map, offsets.stream().mapToInt(Integer::intValue).toArray());
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
    List<Integer> offsets = new ArrayList<>();
    skipWhitespace();
    if (peek(']')) {
      pos++;
      return list;
    }
    while (true) {
      skipWhitespace();
      offsets.add(pos);
      list.add(value(depth));
      skipWhitespace();
      if (peek(',')) {
        pos++;
      } else if (peek(']')) {
        pos++;
        childOffsets.put(list, offsets.stream().mapToInt(Integer::intValue).toArray());
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
        throw error(text, start, "a string that is not closed before the end of the file");
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
        throw error(
            text, pos, "unescaped control character U+" + hex4(c).toUpperCase(Locale.ROOT)
                + " in a string");
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
        throw error(text, start, "a number with a leading zero");
      }
    } else {
      while (pos < text.length() && isDigit(text.charAt(pos))) {
        pos++;
      }
    }
    if (peek('.') || peek('e') || peek('E')) {
      throw error(text, start, "only integer numbers are supported");
    }
    try {
      return Long.parseLong(text, start, pos, 10);
    } catch (NumberFormatException e) {
      throw error(text, start, "a number out of range");
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
      throw error(text, pos, "arrays and objects nested deeper than " + MAX_DEPTH);
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
    String found = pos >= text.length() ? "the end of the file" : describe(text.charAt(pos));
    return error(text, pos, "expected " + expected + " but found " + found);
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
