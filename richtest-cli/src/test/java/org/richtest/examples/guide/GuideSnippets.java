package org.richtest.examples.guide;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads the marked regions of the guide's example sources and the marked blocks of the guide, and
 * compares or rewrites them. A region is the lines between {@code // guide:begin <name>} and {@code
 * // guide:end <name>} in a Java file, without their common indentation. A block is a fenced block
 * of {@code docs/guide.md} right after an HTML comment {@code <!-- snippet: <name> -->} (a {@code
 * java} block showing a region) or {@code <!-- output: <name> -->} (a {@code text} block showing
 * what some code prints).
 */
final class GuideSnippets {

  private static final Pattern REGION_MARK =
      Pattern.compile("^\\s*// guide:(begin|end) (\\S+)\\s*$");
  private static final Pattern BLOCK_MARK =
      Pattern.compile("^<!-- (snippet|output): ([A-Za-z0-9._-]+) -->$");
  private static final String FENCE = "```";

  private GuideSnippets() {}

  /** A marked region of a source file; {@code line} is the 1-based line of its begin mark. */
  record Region(String name, String file, int line, String text) {}

  /**
   * A marked block of the guide. {@code kind} is {@code snippet} or {@code output}; {@code
   * markLine} is the 1-based line of the HTML comment; the content is the lines {@code from}
   * (inclusive) to {@code to} (exclusive), 0-based, between the fences.
   */
  record Block(String kind, String name, int markLine, int from, int to, String text) {}

  /**
   * Returns the regions of every {@code .java} file under {@code dir}, by name, in file and line
   * order.
   *
   * @throws IllegalArgumentException naming the file and line of a mark that is unclosed, nested,
   *     unmatched, or reuses a name
   */
  static Map<String, Region> regions(Path dir) throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dir)) {
      files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
    Map<String, Region> regions = new LinkedHashMap<>();
    for (Path file : files) {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (Region region : regions(file.getFileName().toString(), lines)) {
        Region earlier = regions.putIfAbsent(region.name(), region);
        if (earlier != null) {
          throw new IllegalArgumentException(
              region.file() + ":" + region.line() + ": region '" + region.name()
                  + "' is already marked at " + earlier.file() + ":" + earlier.line());
        }
      }
    }
    return regions;
  }

  /**
   * Returns the regions of one file's {@code lines}; {@code file} names it in messages.
   *
   * @throws IllegalArgumentException naming the file and line of a mark that is unclosed, nested,
   *     unmatched, or reuses a name
   */
  static List<Region> regions(String file, List<String> lines) {
    List<Region> regions = new ArrayList<>();
    String open = null;
    int openLine = 0;
    for (int i = 0; i < lines.size(); i++) {
      Matcher mark = REGION_MARK.matcher(lines.get(i));
      if (!mark.matches()) {
        continue;
      }
      String name = mark.group(2);
      String where = file + ":" + (i + 1) + ": ";
      if (mark.group(1).equals("begin")) {
        if (open != null) {
          throw new IllegalArgumentException(
              where + "region '" + name + "' begins inside region '" + open + "'");
        }
        for (Region region : regions) {
          if (region.name().equals(name)) {
            throw new IllegalArgumentException(
                where + "region '" + name + "' is already marked at line " + region.line());
          }
        }
        open = name;
        openLine = i + 1;
      } else {
        if (!name.equals(open)) {
          throw new IllegalArgumentException(
              where + "end of region '" + name + "', but "
                  + (open == null ? "no region is open" : "region '" + open + "' is open"));
        }
        regions.add(new Region(name, file, openLine, dedent(lines.subList(openLine, i))));
        open = null;
      }
    }
    if (open != null) {
      throw new IllegalArgumentException(
          file + ":" + openLine + ": region '" + open + "' has no end mark");
    }
    return regions;
  }

  /**
   * Returns {@code lines} without their common indentation and trailing blanks, joined with
   * newlines, with a final newline; blank lines stay empty.
   */
  static String dedent(List<String> lines) {
    int indent = Integer.MAX_VALUE;
    for (String line : lines) {
      if (!line.isBlank()) {
        indent = Math.min(indent, line.length() - line.stripLeading().length());
      }
    }
    StringBuilder text = new StringBuilder();
    for (String line : lines) {
      text.append(line.isBlank() ? "" : line.substring(indent).stripTrailing()).append('\n');
    }
    return text.toString();
  }

  /**
   * Returns the marked blocks of the guide's {@code lines}, in order.
   *
   * @throws IllegalArgumentException naming the line of a mark not followed by its fenced block
   */
  static List<Block> blocks(List<String> lines) {
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher mark = BLOCK_MARK.matcher(lines.get(i).strip());
      if (!mark.matches()) {
        continue;
      }
      String kind = mark.group(1);
      String fence = FENCE + language(kind);
      if (i + 1 >= lines.size() || !lines.get(i + 1).equals(fence)) {
        throw new IllegalArgumentException(
            "docs/guide.md:" + (i + 1) + ": " + mark.group() + " must be followed by " + fence);
      }
      int from = i + 2;
      int to = from;
      while (to < lines.size() && !lines.get(to).equals(FENCE)) {
        to++;
      }
      if (to == lines.size()) {
        throw new IllegalArgumentException(
            "docs/guide.md:" + (i + 2) + ": the block of " + mark.group() + " is not closed");
      }
      StringBuilder text = new StringBuilder();
      lines.subList(from, to).forEach(line -> text.append(line).append('\n'));
      blocks.add(new Block(kind, mark.group(2), i + 1, from, to, text.toString()));
      i = to;
    }
    return blocks;
  }

  /** Returns the 1-based lines of the guide's {@code java} blocks that are not marked snippets. */
  static List<Integer> unmarkedJavaBlocks(List<String> lines) {
    List<Integer> unmarked = new ArrayList<>();
    boolean inBlock = false;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (inBlock) {
        inBlock = !line.equals(FENCE);
      } else if (line.startsWith(FENCE)) {
        inBlock = true;
        boolean marked = i > 0 && BLOCK_MARK.matcher(lines.get(i - 1).strip()).matches();
        if (line.equals(FENCE + "java") && !marked) {
          unmarked.add(i + 1);
        }
      }
    }
    return unmarked;
  }

  /**
   * Returns the problem with {@code block} if its text is not {@code expected}: a message naming
   * the block and its source, showing the expected and the found text; empty if they are equal.
   */
  static Optional<String> drift(Block block, String source, String expected) {
    if (block.text().equals(expected)) {
      return Optional.empty();
    }
    String fence = FENCE + language(block.kind());
    return Optional.of(
        block.kind() + " '" + block.name() + "' (docs/guide.md line " + block.markLine()
            + ") differs from " + source + ". Expected:\n" + fence + "\n" + expected + FENCE
            + "\nFound:\n" + fence + "\n" + block.text() + FENCE
            + "\nRegenerate the guide's blocks with -Drichtest.guide.overwrite=true.");
  }

  /**
   * Returns the guide's {@code lines} with the content of every block of {@code kind} replaced by
   * its text in {@code expected}; blocks whose name it lacks stay as they are.
   */
  static List<String> rewrite(List<String> lines, String kind, Map<String, String> expected) {
    List<String> out = new ArrayList<>();
    int next = 0;
    for (Block block : blocks(lines)) {
      String text = expected.get(block.name());
      if (!block.kind().equals(kind) || text == null) {
        continue;
      }
      out.addAll(lines.subList(next, block.from()));
      text.lines().forEach(out::add);
      next = block.to();
    }
    out.addAll(lines.subList(next, lines.size()));
    return out;
  }

  private static String language(String kind) {
    return kind.equals("snippet") ? "java" : "text";
  }
}
