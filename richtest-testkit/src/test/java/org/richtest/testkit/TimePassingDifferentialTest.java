package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.Program;
import org.richtest.Strategy;
import org.richtest.spi.Controller;
import org.richtest.spi.LogicalEpoch;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.LockSupport;
import org.richtest.sync.concurrent.ObjectMonitor;
import org.richtest.sync.concurrent.ScheduledThreadPoolExecutor;

/**
 * Random programs that read the run's logical clock (and branch on it) while time passes in timed
 * parks ({@code parkNanos}, {@code parkUntil} a deadline read from the clock, unparked or timing
 * out) and in a scheduled pool's delays (a task that reads the clock in its turn), explored by
 * reachability testing (one worker and three) and by the exhaustive oracle, which must exercise the
 * same partial orders (docs/decisions.md, "Logical time").
 */
class TimePassingDifferentialTest {

  /** Seeds per CI run: the oracle of a program with a delayed task takes seconds here. */
  private static final int SEEDS = 10;

  /** One step of a thread. */
  private enum Step { READ, PARK_NANOS, PARK_UNTIL, UNPARK, SCHEDULE }

  /** Returns the seeded program: two threads of two or three steps, a pool of one worker. */
  static Program program(long seed) {
    Random random = new Random(seed);
    List<List<Step>> steps = new ArrayList<>();
    List<long[]> durations = new ArrayList<>();
    for (int t = 0; t < 2; t++) {
      int length = 2 + random.nextInt(2);
      List<Step> own = new ArrayList<>();
      long[] millis = new long[length];
      for (int i = 0; i < length; i++) {
        Step step = Step.values()[random.nextInt(Step.values().length)];
        own.add(t == 0 && step == Step.UNPARK ? Step.READ : step); // T1 unparks T0
        millis[i] = 50L * (1 + random.nextInt(3));
      }
      steps.add(own);
      durations.add(millis);
    }
    long threshold = TimeUnit.MILLISECONDS.toNanos(50L * random.nextInt(4));
    return new Program() {
      @Override
      public void run() throws Exception {
        runThreads(steps, durations, threshold);
      }

      @Override
      public String toString() {
        return steps.toString();
      }
    };
  }

  private static void runThreads(List<List<Step>> steps, List<long[]> durations, long threshold)
      throws InterruptedException {
    ObjectMonitor monitor = new ObjectMonitor("m", false);
    ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
    List<RichThread> started = new ArrayList<>();
    for (int t = 0; t < steps.size(); t++) {
      List<Step> own = steps.get(t);
      long[] millis = durations.get(t);
      RichThread earlier = t == 0 ? null : started.get(t - 1);
      started.add(RichThread.start("T" + t, () -> {
        for (int i = 0; i < own.size(); i++) {
          perform(own.get(i), millis[i], earlier, pool, monitor, threshold);
        }
      }));
    }
    for (RichThread thread : started) {
      thread.join();
    }
    pool.shutdown();
  }

  private static void perform(Step step, long millis, RichThread earlier,
      ScheduledThreadPoolExecutor pool, ObjectMonitor monitor, long threshold) {
    switch (step) {
      case READ -> read(monitor, threshold);
      case PARK_NANOS -> LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(millis));
      case PARK_UNTIL -> LockSupport.parkUntil(
          LogicalEpoch.epochMillis(Controller.current().logicalNanos()) + millis);
      case UNPARK -> earlier.unpark();
      case SCHEDULE -> pool.schedule(() -> read(monitor, threshold), millis, TimeUnit.MILLISECONDS);
    }
  }

  /** Reads the clock and enters the monitor if it reached {@code threshold}: a branch on it. */
  private static void read(ObjectMonitor monitor, long threshold) {
    if (Controller.current().logicalNanos() >= threshold) {
      monitor.enter();
      monitor.exit();
    }
  }

  @Test
  void randomProgramsWithParksAndDelays_reachabilityAndParallel_equalTheOracle() {
    int withTimePassing = 0;
    for (long seed = 0; seed < SEEDS; seed++) {
      Program program = program(seed);
      Differential.Exploration oracle = Differential.explore(program,
          Differential.options(Strategy.EXHAUSTIVE).withMaxRunEvents(2_000));
      long budget = 20L * oracle.result().runs() + 100;
      ExplorationOptions reachability = Differential.options(Strategy.REACHABILITY)
          .withMaxRunEvents(2_000).withMaxRuns(budget);
      Differential.Exploration one = Differential.explore(program, reachability);
      Differential.Exploration three =
          Differential.explore(program, reachability.withParallelism(3));
      assertTrue(oracle.result().complete(), "seed " + seed + ": " + oracle.result().summary());
      assertTrue(one.result().complete(), "seed " + seed + ": " + one.result().summary());
      assertEquals("", Differential.difference(one, oracle), "seed " + seed + " " + program);
      assertEquals("", Differential.difference(three, oracle),
          "seed " + seed + ", 3 workers " + program);
      String shape = program.toString();
      if (shape.contains("READ") && (shape.contains("PARK_") || shape.contains("SCHEDULE"))) {
        withTimePassing++;
      }
    }
    assertTrue(withTimePassing > SEEDS / 2, "programs reading the clock as time passes: "
        + withTimePassing);
  }
}
