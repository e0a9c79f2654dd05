package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.richtest.event.EventId;

/**
 * Probabilistic concurrency testing (Burckhardt et al., ASPLOS 2010) over the runtime's decisions:
 * each thread gets a random priority when it first shows up, the thread with the highest priority
 * goes on, and at {@code depth - 1} random steps the priority of the thread chosen there drops
 * below every initial one. Within a thread, the decision (say, which message a receive takes) is
 * chosen uniformly.
 */
public final class PctChooser implements Chooser {

  /*
   * A step is one decision; a decision's thread is the thread it lets go on (ThreadLines). Initial
   * priorities are depth + u with u uniform in [0, 1), so they are distinct with probability 1 and
   * above every lowered priority i (1 <= i < depth) given at the i-th change point. The change
   * points are uniform in [1, steps], steps being the longest run seen so far, as in PCT.
   */

  private final SplittableRandom random;
  private final ThreadLines threads = new ThreadLines();
  private final Map<String, Double> priority = new HashMap<>();
  private final int depth;
  private final long[] changePoints;
  private int steps;

  /**
   * Creates a chooser for one run.
   *
   * @param random this run's random source
   * @param depth the PCT depth d, at least 1: d - 1 priority change points
   * @param expectedSteps the number of decisions a run is expected to take, at least 1
   */
  public PctChooser(SplittableRandom random, int depth, int expectedSteps) {
    this.random = random;
    this.depth = depth;
    this.changePoints = new long[depth - 1];
    for (int i = 0; i < changePoints.length; i++) {
      changePoints[i] = 1 + random.nextInt(Math.max(1, expectedSteps));
    }
  }

  @Override
  public Decision choose(List<Decision> enabled) {
    steps++;
    String top = highest(enabled);
    for (int i = 0; i < changePoints.length; i++) {
      if (changePoints[i] == steps) {
        priority.put(top, (double) i + 1);
        top = highest(enabled);
      }
    }
    List<Decision> own = new ArrayList<>();
    for (Decision decision : enabled) {
      if (threads.threadOf(decision).equals(top)) {
        own.add(decision);
      }
    }
    return own.get(random.nextInt(own.size()));
  }

  private String highest(List<Decision> enabled) {
    String best = threads.threadOf(enabled.get(0));
    double bestPriority = priorityOf(best);
    for (Decision decision : enabled) {
      String thread = threads.threadOf(decision);
      double p = priorityOf(thread);
      if (p > bestPriority) {
        best = thread;
        bestPriority = p;
      }
    }
    return best;
  }

  private double priorityOf(String thread) {
    return priority.computeIfAbsent(thread, t -> depth + random.nextDouble());
  }

  /** Returns the number of decisions taken so far. */
  public int steps() {
    return steps;
  }

  @Override
  public void onSend(EventId id, String destination, String operation) {
    threads.observe(id);
  }

  @Override
  public void onReceiveBlocked(EventId id) {
    threads.observe(id);
  }
}
