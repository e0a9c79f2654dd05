package org.richtest.testkit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Seeded corruptions of a valid JSON file, for fuzzing every file a command reads (traces today,
 * checkpoints later): truncations, byte flips, values of the wrong type, huge numbers, deep nesting,
 * deleted, duplicated and swapped lines, and a few fixed cases (empty, whitespace, binary). The same
 * seed and file give the same list, so a failure is reproduced by its index.
 */
public final class Corruptions {

  /** One corrupted file: what was done to it, and its bytes. */
  public record Corruption(String description, byte[] content) {

    /** Returns the content as UTF-8 text, bad bytes replaced. */
    public String text() {
      return new String(content, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
      return description;
    }
  }

  /** Values of every JSON type and size put in place of a value of the file. */
  private static final List<String> REPLACEMENTS = List.of(
      "\"x\"", "\"\"", "0", "-1", "2147483648", "-2147483649", "9223372036854775807",
      "99999999999999999999999999", "1e309", "1.5", "true", "null", "[]", "{}", "[[]]",
      "{\"a\":1}", "\"main:1\"", "\"main:0\"", "\"main:2147483647\"", "\"::\"");

  /** Deep enough to overflow the stack of a naive recursive parser. */
  private static final int DEEP = 100_000;

  private final byte[] valid;
  private final Random random;
  private final List<int[]> valueSpans;

  private Corruptions(byte[] valid, long seed) {
    this.valid = valid;
    this.random = new Random(seed);
    this.valueSpans = scalarSpans(new String(valid, StandardCharsets.ISO_8859_1));
  }

  /**
   * Returns {@code count} corruptions of {@code valid} for {@code seed}, after the fixed cases.
   *
   * @throws IllegalArgumentException if {@code valid} holds no JSON scalar to replace
   */
  public static List<Corruption> of(String valid, long seed, int count) {
    Corruptions corruptions = new Corruptions(valid.getBytes(StandardCharsets.UTF_8), seed);
    if (corruptions.valueSpans.isEmpty()) {
      throw new IllegalArgumentException("no JSON string, number or literal to corrupt");
    }
    List<Corruption> all = new ArrayList<>(corruptions.fixed());
    for (int i = 0; i < count; i++) {
      all.add(corruptions.next());
    }
    return all;
  }

  private List<Corruption> fixed() {
    byte[] binary = new byte[64];
    new Random(0).nextBytes(binary);
    return List.of(
        new Corruption("empty", new byte[0]),
        new Corruption("whitespace only", " \n\t\n".getBytes(StandardCharsets.UTF_8)),
        new Corruption("binary", binary),
        new Corruption("nested " + DEEP + " arrays, unclosed", ascii("[".repeat(DEEP))),
        new Corruption("nested " + DEEP + " arrays", ascii("[".repeat(DEEP) + "]".repeat(DEEP))),
        new Corruption("nested " + DEEP + " objects", ascii("{\"a\":".repeat(DEEP) + "1"
            + "}".repeat(DEEP))),
        new Corruption("a bare array", ascii("[]")),
        new Corruption("a bare string", ascii("\"richtest-sequence\"")),
        new Corruption("doubled", concat(valid, valid)));
  }

  private Corruption next() {
    return switch (random.nextInt(8)) {
      case 0 -> truncate();
      case 1 -> flipByte();
      case 2 -> replaceValue(REPLACEMENTS.get(random.nextInt(REPLACEMENTS.size())), "a value");
      case 3 -> replaceValue(hugeNumber(), "a huge number");
      case 4 -> replaceValue("[".repeat(DEEP) + "]".repeat(DEEP), "deep nesting");
      case 5 -> deleteLine();
      case 6 -> duplicateLine();
      default -> swapLines();
    };
  }

  private Corruption truncate() {
    int at = random.nextInt(valid.length);
    return new Corruption("truncated at byte " + at, Arrays.copyOf(valid, at));
  }

  private Corruption flipByte() {
    int at = random.nextInt(valid.length);
    int mask = 1 + random.nextInt(255);
    byte[] content = valid.clone();
    content[at] = (byte) (content[at] ^ mask);
    return new Corruption("byte " + at + " xor " + mask, content);
  }

  private String hugeNumber() {
    return switch (random.nextInt(4)) {
      case 0 -> "1" + "0".repeat(10 + random.nextInt(40));
      case 1 -> "-" + "9".repeat(10 + random.nextInt(40));
      case 2 -> Long.toString(Integer.MAX_VALUE + 1L + random.nextInt(1000));
      default -> "9".repeat(100_000);
    };
  }

  private Corruption replaceValue(String replacement, String what) {
    int[] span = valueSpans.get(random.nextInt(valueSpans.size()));
    String shown = replacement.length() > 40 ? replacement.substring(0, 20) + "..." : replacement;
    return new Corruption(
        what + " " + shown + " for bytes " + span[0] + ".." + span[1],
        concat(
            Arrays.copyOfRange(valid, 0, span[0]),
            ascii(replacement),
            Arrays.copyOfRange(valid, span[1], valid.length)));
  }

  private Corruption deleteLine() {
    List<byte[]> lines = lines();
    int at = random.nextInt(lines.size());
    lines.remove(at);
    return new Corruption("line " + (at + 1) + " deleted", join(lines));
  }

  private Corruption duplicateLine() {
    List<byte[]> lines = lines();
    int at = random.nextInt(lines.size());
    lines.add(at, lines.get(at));
    return new Corruption("line " + (at + 1) + " doubled", join(lines));
  }

  private Corruption swapLines() {
    List<byte[]> lines = lines();
    int a = random.nextInt(lines.size());
    int b = random.nextInt(lines.size());
    byte[] first = lines.get(a);
    lines.set(a, lines.get(b));
    lines.set(b, first);
    return new Corruption("lines " + (a + 1) + " and " + (b + 1) + " swapped", join(lines));
  }

  /** Returns the lines of the file, each with its line break. */
  private List<byte[]> lines() {
    List<byte[]> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < valid.length; i++) {
      if (valid[i] == '\n') {
        lines.add(Arrays.copyOfRange(valid, start, i + 1));
        start = i + 1;
      }
    }
    if (start < valid.length) {
      lines.add(Arrays.copyOfRange(valid, start, valid.length));
    }
    return lines;
  }

  /**
   * Returns the {@code [start, end)} byte spans of the strings, numbers and literals of a JSON text
   * read byte by byte (multi-byte characters only occur inside strings).
   */
  private static List<int[]> scalarSpans(String text) {
    List<int[]> spans = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      int start = i;
      if (c == '"') {
        i++;
        while (i < text.length() && text.charAt(i) != '"') {
          i += text.charAt(i) == '\\' ? 2 : 1;
        }
        i++;
        if (i < text.length() && text.charAt(skipSpace(text, i)) == ':') {
          continue; // a key, not a value
        }
        spans.add(new int[] {start, Math.min(i, text.length())});
      } else if (c == '-' || Character.isDigit(c) || Character.isLetter(c)) {
        while (i < text.length() && (text.charAt(i) == '-' || Character.isLetterOrDigit(text.charAt(i)))) {
          i++;
        }
        spans.add(new int[] {start, i});
      } else {
        i++;
      }
    }
    return spans;
  }

  private static int skipSpace(String text, int i) {
    while (i < text.length() - 1 && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }

  private static byte[] join(List<byte[]> parts) {
    return concat(parts.toArray(byte[][]::new));
  }

  private static byte[] concat(byte[]... parts) {
    int length = 0;
    for (byte[] part : parts) {
      length += part.length;
    }
    byte[] all = new byte[length];
    int at = 0;
    for (byte[] part : parts) {
      System.arraycopy(part, 0, all, at, part.length);
      at += part.length;
    }
    return all;
  }
}
