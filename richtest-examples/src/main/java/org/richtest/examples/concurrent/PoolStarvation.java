package org.richtest.examples.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.richtest.Program;
import org.richtest.sync.concurrent.Executors;

/**
 * A thread-starvation deadlock, written as against {@code java.util.concurrent}: each of {@code
 * tasks} tasks on a fixed pool of {@code threads} workers submits a subtask to the same pool and
 * waits for it. Whether it deadlocks depends on the interleaving: once every worker runs an outer
 * task, the subtasks wait in the queue for a worker that never comes; if a subtask is submitted
 * while a worker is still free, it runs. Only the imports differ from the JDK version.
 */
public final class PoolStarvation {

  private PoolStarvation() {}

  /** Returns the program: {@code tasks} tasks with a subtask each on {@code threads} workers. */
  public static Program program(int threads, int tasks) {
    return () -> {
      ExecutorService pool = Executors.newFixedThreadPool(threads, "pool");
      List<Future<Integer>> outer = new ArrayList<>();
      for (int t = 0; t < tasks; t++) {
        int value = t;
        outer.add(pool.submit(() -> pool.submit(() -> value).get()));
      }
      int sum = 0;
      for (Future<Integer> future : outer) {
        sum += future.get();
      }
      if (sum != tasks * (tasks - 1) / 2) {
        throw new AssertionError("sum " + sum);
      }
      pool.close();
    };
  }
}
