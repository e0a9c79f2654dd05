package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.richtest.Program;
import org.richtest.spi.Controller;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * Random programs that read the run's logical clock and time out, as the agent's rewritten code
 * does ({@code Controller.logicalNanos} for {@code System.nanoTime()}, {@code timePassed} after a
 * sleep or a timed wait that timed out), explored by reachability testing (one worker and three)
 * and by the exhaustive oracle, which must exercise the same partial orders (docs/decisions.md,
 * "Logical time"). Each thread branches on what it read, so a read's value decides its events.
 */
class ClockDifferentialTest {

  /** Seeds per CI run: the oracle of a three-thread program with timeouts takes seconds here. */
  private static final int SEEDS = 10;

  /** One step of a thread. */
  private enum Step { READ, SLEEP, TIMED_WAIT, NOTIFY, ENTER }

  /** Returns whether the seeded program reads the clock and sleeps or waits with a timeout. */
  static boolean readsAndTimesOut(long seed) {
    String steps = program(seed).toString();
    return steps.contains("READ") && (steps.contains("SLEEP") || steps.contains("TIMED_WAIT"));
  }

  /** Returns the seeded program: two or three threads of two or three steps on one monitor. */
  static Program program(long seed) {
    Random random = new Random(seed);
    int threads = 2 + random.nextInt(2);
    List<List<Step>> steps = new ArrayList<>();
    List<long[]> durations = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int length = 2 + random.nextInt(2);
      List<Step> own = new ArrayList<>();
      long[] millis = new long[length];
      for (int i = 0; i < length; i++) {
        own.add(Step.values()[random.nextInt(Step.values().length)]);
        millis[i] = 50L * (1 + random.nextInt(3));
      }
      steps.add(own);
      durations.add(millis);
    }
    long threshold = 50L * random.nextInt(4) * 1_000_000;
    return SeededClockPrograms.named(
        steps.toString(), () -> runThreads(steps, durations, threshold));
  }

  private static void runThreads(List<List<Step>> steps, List<long[]> durations, long threshold)
      throws InterruptedException {
    int threads = steps.size();
    ObjectMonitor monitor = new ObjectMonitor("m", false);
    List<RichThread> started = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      List<Step> own = steps.get(t);
      long[] millis = durations.get(t);
      started.add(RichThread.start("T" + t, () -> {
        for (int i = 0; i < own.size(); i++) {
          perform(own.get(i), millis[i] * 1_000_000, monitor, threshold);
        }
      }));
    }
    for (RichThread thread : started) {
      thread.join();
    }
  }

  private static void perform(Step step, long nanos, ObjectMonitor monitor, long threshold)
      throws InterruptedException {
    Controller run = Controller.current();
    switch (step) {
      case READ -> {
        if (run.logicalNanos() >= threshold) { // a branch on the value read
          monitor.enter();
          monitor.exit();
        }
      }
      case SLEEP -> run.timePassed(nanos);
      case TIMED_WAIT -> {
        monitor.enter();
        try {
          if (monitor.await(true)) {
            run.timePassed(nanos);
          }
        } finally {
          monitor.exit();
        }
      }
      case NOTIFY -> {
        monitor.enter();
        monitor.notifyAllWaiters();
        monitor.exit();
      }
      case ENTER -> {
        monitor.enter();
        monitor.exit();
      }
    }
  }

  @Test
  void randomClockPrograms_reachabilityAndParallel_equalTheOracle() {
    SeededClockPrograms.assertEqualTheOracle(
        LongStream.range(0, SEEDS).toArray(), ClockDifferentialTest::program);
    int withClock = 0;
    for (long seed = 0; seed < SEEDS; seed++) {
      if (readsAndTimesOut(seed)) {
        withClock++;
      }
    }
    assertTrue(withClock > SEEDS / 4, "programs that read the clock and time out: " + withClock);
  }
}
