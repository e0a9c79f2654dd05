package org.richtest.sync;

import java.time.Duration;
import org.richtest.CarriersHeldException;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;

/**
 * The child JVM of {@link CarriersHeldTest}: {@code SpinOnOneCarrier WORKERS} explores a program
 * whose thread spins forever, with a 300 ms watchdog and WORKERS workers, and exits 3 printing the
 * {@link CarriersHeldException}'s message, or 0 printing the result and its first failure if the
 * exploration returned.
 */
public final class SpinOnOneCarrier {

  private SpinOnOneCarrier() {}

  /** Runs the exploration; see the class comment. */
  public static void main(String[] args) {
    Program spinning = () -> {
      BinarySemaphore s = new BinarySemaphore(1, "s");
      RichThread spinner = RichThread.start("spinner", () -> {
        s.P();
        while (true) {
          Thread.onSpinWait(); // ignores the watchdog's interrupt, as a busy loop does
        }
      });
      spinner.join();
    };
    int workers = Integer.parseInt(args[0]);
    try {
      ExplorationResult result = RichTest.explore(spinning, ExplorationOptions.defaults()
          .withWatchdog(Duration.ofMillis(300))
          .withParallelism(workers));
      System.out.println("explored: " + result.summary());
      result.failures().stream().findFirst().ifPresent(bug -> System.out.println(bug.outcome()));
      System.exit(0);
    } catch (CarriersHeldException held) {
      System.out.println(held.getMessage());
      System.exit(3);
    }
  }
}
