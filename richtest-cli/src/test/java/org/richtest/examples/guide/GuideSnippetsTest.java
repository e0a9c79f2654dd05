package org.richtest.examples.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.richtest.RichTest;
import org.richtest.examples.Examples;
import org.richtest.cli.Main;

/**
 * Keeps the user guide ({@code docs/guide.md}) in step with tested code. Every {@code java} block
 * of the guide must be a snippet: preceded by {@code <!-- snippet: <name> -->} and equal to the
 * region {@code <name>} of the guide's example sources (this package), which {@link
 * GuideExamplesTest} runs. Every {@code text} block preceded by {@code <!-- output: <name> -->}
 * must equal what the code registered here under {@code <name>} prints. Every region and every
 * output must appear in the guide.
 *
 * <p>A drifted block fails with a message naming it and showing the expected text. Running this
 * test with {@code -Drichtest.guide.overwrite=true} first rewrites every block of the guide from
 * its region or its code, so after a deliberate change of an example the guide follows by one run.
 */
class GuideSnippetsTest {

  /** The guide's example sources, relative to the module directory. */
  private static final Path SOURCES = Path.of("src/test/java/org/richtest/examples/guide");

  /** The guide, relative to the module directory. */
  private static final Path GUIDE = Path.of("../docs/guide.md");

  private static final String OVERWRITE = "richtest.guide.overwrite";

  /** The code behind each output block: what it returns is what the guide must show. */
  private static final Map<String, Callable<String>> OUTPUTS = outputs();

  private static Path guide;
  private static Map<String, GuideSnippets.Region> regions;

  private static Map<String, Callable<String>> outputs() {
    Map<String, Callable<String>> outputs = new LinkedHashMap<>();
    outputs.put("explore-bb-semaphore", () -> exploreWithoutTimes("bb-semaphore"));
    outputs.put(
        "explore-bb-semaphore-symmetry",
        () -> exploreWithoutTimes("bb-semaphore", "--reduce", "symmetry"));
    outputs.put(
        "mutex-sequence", () -> RichTest.runOnce(GuideExamplesTest::mutex).sequence().toText());
    outputs.put(
        "lost-update-outcome",
        () -> RichTest.explore(GuideExamplesTest::lostUpdate).bugs().get(0).outcome() + "\n");
    outputs.put(
        "deadlock-outcome",
        () -> RichTest.explore(GuideExamplesTest::oppositeOrder).bugs().get(0).outcome() + "\n");
    outputs.put(
        "double-checked-races",
        () -> RichTest.explore(Examples.byName("unmodified-double-checked").orElseThrow().program())
            .dataRaces().stream().map(race -> race + "\n").collect(Collectors.joining()));
    outputs.put(
        "unsafe-map-races",
        () -> RichTest.explore(Examples.byName("unmodified-unsafe-map").orElseThrow().program())
            .dataRaces().stream().map(race -> race + "\n").collect(Collectors.joining()));
    return outputs;
  }

  /**
   * Returns what {@code ./richtest explore <arguments>} prints, with the lines that vary from run
   * to run (time, rate, heap) replaced by one line {@code ...}.
   */
  private static String exploreWithoutTimes(String... arguments) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<String> command = new ArrayList<>(List.of("explore"));
    command.addAll(List.of(arguments));
    try (PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8)) {
      int status = Main.run(command, print, System.err);
      assertEquals(0, status);
    }
    StringBuilder text = new StringBuilder();
    boolean elided = false;
    for (String line : out.toString(StandardCharsets.UTF_8).lines().toList()) {
      boolean varies =
          line.startsWith("seconds ") || line.startsWith("rate ") || line.startsWith("peak heap ");
      if (!varies) {
        text.append(line).append('\n');
      } else if (!elided) {
        text.append("...\n");
        elided = true;
      }
    }
    return text.toString();
  }

  @BeforeAll
  static void readSourcesAndRewriteGuideIfAsked() throws Exception {
    Path module = moduleDirectory();
    guide = module.resolve(GUIDE).normalize();
    regions = GuideSnippets.regions(module.resolve(SOURCES));
    if (Boolean.getBoolean(OVERWRITE)) {
      Map<String, String> snippets = new LinkedHashMap<>();
      regions.forEach((name, region) -> snippets.put(name, region.text()));
      List<String> lines = GuideSnippets.rewrite(guideLines(), "snippet", snippets);
      lines = GuideSnippets.rewrite(lines, "output", expectedOutputs());
      Files.write(guide, lines, StandardCharsets.UTF_8);
      System.out.println("GuideSnippetsTest: rewrote the blocks of " + guide);
    }
  }

  /** Returns the module directory: the working directory under Maven, or its child in an IDE. */
  private static Path moduleDirectory() {
    Path here = Path.of("").toAbsolutePath();
    for (Path candidate : List.of(here, here.resolve("richtest-cli"))) {
      if (Files.isDirectory(candidate.resolve(SOURCES))) {
        return candidate;
      }
    }
    throw new IllegalStateException("cannot find " + SOURCES + " from " + here);
  }

  private static List<String> guideLines() throws IOException {
    return Files.readAllLines(guide, StandardCharsets.UTF_8);
  }

  private static Map<String, String> expectedOutputs() throws Exception {
    Map<String, String> expected = new LinkedHashMap<>();
    for (Map.Entry<String, Callable<String>> output : OUTPUTS.entrySet()) {
      expected.put(output.getKey(), output.getValue().call());
    }
    return expected;
  }

  @Test
  void guide_everySnippet_equalsItsRegion() throws IOException {
    List<String> problems = new ArrayList<>();
    for (GuideSnippets.Block block : GuideSnippets.blocks(guideLines())) {
      if (!block.kind().equals("snippet")) {
        continue;
      }
      GuideSnippets.Region region = regions.get(block.name());
      if (region == null) {
        problems.add(
            "snippet '" + block.name() + "' (docs/guide.md line " + block.markLine()
                + ") has no region // guide:begin " + block.name() + " in " + SOURCES);
        continue;
      }
      String source = "its region (" + region.file() + " line " + region.line() + ")";
      GuideSnippets.drift(block, source, region.text()).ifPresent(problems::add);
    }
    assertNoProblems(problems);
  }

  @Test
  void guide_everyOutput_equalsWhatItsCodePrints() throws Exception {
    Map<String, String> expected = expectedOutputs();
    List<String> problems = new ArrayList<>();
    for (GuideSnippets.Block block : GuideSnippets.blocks(guideLines())) {
      if (!block.kind().equals("output")) {
        continue;
      }
      String text = expected.get(block.name());
      if (text == null) {
        problems.add(
            "output '" + block.name() + "' (docs/guide.md line " + block.markLine()
                + ") has no code in GuideSnippetsTest.outputs()");
        continue;
      }
      String source = "what GuideSnippetsTest.outputs() prints for it";
      GuideSnippets.drift(block, source, text).ifPresent(problems::add);
    }
    assertNoProblems(problems);
  }

  @Test
  void guide_everyRegionAndOutput_isShown() throws IOException {
    Set<String> shown = new LinkedHashSet<>();
    for (GuideSnippets.Block block : GuideSnippets.blocks(guideLines())) {
      shown.add(block.kind() + " " + block.name());
    }
    List<String> problems = new ArrayList<>();
    for (GuideSnippets.Region region : regions.values()) {
      if (!shown.contains("snippet " + region.name())) {
        problems.add(
            "region '" + region.name() + "' (" + region.file() + " line " + region.line()
                + ") is not shown in docs/guide.md: add <!-- snippet: " + region.name()
                + " --> and a java block, or remove the marks");
      }
    }
    for (String output : OUTPUTS.keySet()) {
      if (!shown.contains("output " + output)) {
        problems.add(
            "output '" + output + "' is not shown in docs/guide.md: add <!-- output: " + output
                + " --> and a text block, or remove it from GuideSnippetsTest.outputs()");
      }
    }
    assertNoProblems(problems);
  }

  @Test
  void guide_everyJavaBlock_isAMarkedSnippet() throws IOException {
    List<Integer> unmarked = GuideSnippets.unmarkedJavaBlocks(guideLines());

    assertEquals(
        List.of(),
        unmarked,
        "java blocks of docs/guide.md without a <!-- snippet: name --> line before them (lines);"
            + " show code only from marked regions of " + SOURCES);
  }

  @Test
  void drift_changedSnippet_namesItAndShowsExpectedText() {
    List<String> guideText =
        List.of("intro", "<!-- snippet: hello -->", "```java", "old();", "```", "after");
    GuideSnippets.Block block = GuideSnippets.blocks(guideText).get(0);

    Optional<String> problem = GuideSnippets.drift(block, "its region", "hello();\n");

    assertTrue(problem.isPresent());
    assertTrue(problem.get().startsWith("snippet 'hello' (docs/guide.md line 2)"), problem.get());
    assertTrue(problem.get().contains("Expected:\n```java\nhello();\n```\n"), problem.get());
    assertTrue(problem.get().contains("Found:\n```java\nold();\n```\n"), problem.get());
    assertTrue(problem.get().contains("-Drichtest.guide.overwrite=true"), problem.get());
    assertEquals(Optional.empty(), GuideSnippets.drift(block, "its region", "old();\n"));
  }

  @Test
  void regions_indentedRegion_loseCommonIndentationKeepBlankLines() {
    List<String> source =
        List.of(
            "class A {",
            "  // guide:begin run",
            "  void run() {",
            "    go();   ",
            "",
            "  }",
            "  // guide:end run",
            "}");

    List<GuideSnippets.Region> found = GuideSnippets.regions("A.java", source);

    assertEquals(
        List.of(new GuideSnippets.Region("run", "A.java", 2, "void run() {\n  go();\n\n}\n")),
        found);
  }

  @Test
  void regions_unclosedOrMismatchedMarks_throwNamingFileAndLine() {
    IllegalArgumentException unclosed =
        assertThrows(
            IllegalArgumentException.class,
            () -> GuideSnippets.regions("A.java", List.of("// guide:begin a", "x();")));
    IllegalArgumentException mismatched =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                GuideSnippets.regions(
                    "A.java", List.of("// guide:begin a", "x();", "// guide:end b")));

    assertEquals("A.java:1: region 'a' has no end mark", unclosed.getMessage());
    assertEquals("A.java:3: end of region 'b', but region 'a' is open", mismatched.getMessage());
  }

  @Test
  void rewrite_driftedSnippet_takesTheRegionTextAndKeepsTheRest() {
    List<String> guideText =
        List.of(
            "<!-- snippet: a -->", "```java", "old();", "more();", "```",
            "text", "<!-- output: a -->", "```text", "out", "```");

    List<String> rewritten = GuideSnippets.rewrite(guideText, "snippet", Map.of("a", "new();\n"));

    assertEquals(
        List.of(
            "<!-- snippet: a -->", "```java", "new();", "```",
            "text", "<!-- output: a -->", "```text", "out", "```"),
        rewritten);
  }

  @Test
  void unmarkedJavaBlocks_plainJavaBlock_isReportedByLine() {
    List<String> guideText =
        List.of(
            "<!-- snippet: a -->", "```java", "a();", "```",
            "```bash", "ls", "```",
            "```java", "b();", "```");

    assertEquals(List.of(8), GuideSnippets.unmarkedJavaBlocks(guideText));
  }

  private static void assertNoProblems(List<String> problems) {
    if (!problems.isEmpty()) {
      fail(problems.size() + " problem(s) with docs/guide.md:\n\n" + String.join("\n\n", problems));
    }
  }
}
