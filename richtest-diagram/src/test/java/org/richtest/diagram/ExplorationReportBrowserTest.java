package org.richtest.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;

/**
 * End to end: the HTML report of an exploration that found deadlocks, opened in headless Chromium,
 * shows a person the program, the counts, one space-time diagram per deadlock and its replay command,
 * and renders to a picture that is not blank. The set-up installs Debian's {@code chromium} when it is
 * missing (as root, through apt-get) and fails, rather than skips, when it cannot: a browser test
 * that silently does not run proves nothing.
 */
class ExplorationReportBrowserTest {

  private static final List<String> BROWSERS = List.of("chromium", "chromium-browser");

  private static String browser;

  @BeforeAll
  static void findOrInstallChromium() throws Exception {
    browser = onPath();
    if (browser == null && "root".equals(System.getProperty("user.name"))) {
      run(List.of("apt-get", "update", "-qq"), 600);
      run(List.of("apt-get", "install", "-y", "-qq", "chromium"), 900);
      browser = onPath();
    }
    if (browser == null) {
      fail("headless Chromium is needed: install Debian's 'chromium' package (the test installs it "
          + "itself when it runs as root)");
    }
  }

  private static String onPath() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      for (String name : BROWSERS) {
        Path candidate = Path.of(dir, name);
        if (Files.isExecutable(candidate)) {
          return candidate.toString();
        }
      }
    }
    return null;
  }

  private static String run(List<String> command, long seconds)
      throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).redirectErrorStream(false).start();
    byte[] out = process.getInputStream().readAllBytes();
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail(command.get(0) + " did not finish in " + seconds + " s");
    }
    return new String(out, StandardCharsets.UTF_8);
  }

  private static List<String> chromium(Path profile, String... args) {
    List<String> command = new ArrayList<>(List.of(browser, "--headless", "--no-sandbox",
        "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile));
    command.addAll(List.of(args));
    return command;
  }

  @Test
  void report_openedInChromium_showsCountsDiagramsAndReplayCommands(@TempDir Path dir)
      throws Exception {
    ExplorationResult result = Fixtures.allDeadlocks();
    int bugs = result.bugs().size();
    List<String> commands = IntStream.rangeClosed(1, bugs)
        .mapToObj(n -> "./richtest replay opposite-" + n + ".json")
        .toList();
    Path page = dir.resolve("report.html");
    Files.writeString(page, new ExplorationReport("opposite-orders", "two threads, two locks",
        ExplorationOptions.defaults().withStopAtFirstBug(false), result,
        List.of(new ExplorationReport.Sample(0, 0), new ExplorationReport.Sample(0.1, 2)),
        "sequences", commands, RichTest.raceTable(result.bugs().get(0).sequence(), 5)).toHtml());

    String dom = run(chromium(dir.resolve("profile-dom"), "--dump-dom", page.toUri().toString()), 120);
    Path picture = dir.resolve("report.png");
    run(chromium(dir.resolve("profile-shot"), "--window-size=1000,1400",
        "--screenshot=" + picture, page.toUri().toString()), 120);

    String text = dom.replaceAll("<[^>]*>", " ").replaceAll("\\s+", " ");
    assertTrue(text.contains("RichTest exploration of opposite-orders"), text);
    assertTrue(text.contains("Race table of the first sequence"), text);
    assertTrue(count(dom, "class=\"race-table\"") == 1, "the race table is shown");
    assertTrue(text.contains("deadlocks " + result.deadlocks().size()), text);
    assertTrue(text.contains("sequences " + result.sequences()), text);
    assertEquals(bugs, count(dom, "<svg[^>]*space-time-diagram"), "one diagram per deadlock");
    for (String command : commands) {
      assertTrue(text.contains(command), command);
    }
    BufferedImage image = ImageIO.read(picture.toFile());
    assertTrue(image != null && image.getWidth() > 0, "Chromium wrote a screenshot");
    assertTrue(darkPixels(image) > 2_000, "the page shows text and drawings, not a blank page");
  }

  private static int count(String text, String regex) {
    Matcher matcher = Pattern.compile(regex).matcher(text);
    int found = 0;
    while (matcher.find()) {
      found++;
    }
    return found;
  }

  private static int darkPixels(BufferedImage image) {
    int dark = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        int rgb = image.getRGB(x, y);
        int luminance = ((rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff)) / 3;
        dark += luminance < 128 ? 1 : 0;
      }
    }
    return dark;
  }
}
