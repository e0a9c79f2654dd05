package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.concurrent.ScheduledThreadPoolExecutor;

/**
 * A scheduled pool of one worker (two make programs too large for the oracle) running one-shot
 * tasks after a delay (a
 * step's argument, 0 to 2 tens of milliseconds), whose expiry races with every other event: the
 * steps schedule a task and wait for it, schedule one to wait for later ({@code getAll}: the
 * thread's own), cancel the thread's tasks, or shut the pool down (now or not). A task is one step
 * on the program's objects, as {@link ExecutorKind}'s. No reference model.
 */
final class ScheduledKind implements DropInKind {

  private static final String[] WITH_TASK = {"scheduleGet", "schedule", "schedule"};
  private static final String[] WITHOUT = {"getAll", "cancelAll", "shutdown", "shutdownNow"};

  /** A pool and, per scheduling thread, the futures it scheduled. */
  private record Pool(
      ScheduledThreadPoolExecutor executor, Map<String, List<ScheduledFuture<String>>> futures) {

    List<ScheduledFuture<String>> mine() {
      return futures.computeIfAbsent(Thread.currentThread().getName(), t -> new ArrayList<>());
    }
  }

  @Override
  public String name() {
    return "scheduled";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public boolean startsThreads() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 1;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new Pool(new ScheduledThreadPoolExecutor(parameter), new HashMap<>());
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    if (context.depth() > 0 || random.nextInt(3) == 0) {
      return new Step(object, WITHOUT[random.nextInt(WITHOUT.length)], 0);
    }
    return new Step(object, WITH_TASK[random.nextInt(WITH_TASK.length)], random.nextInt(3),
        ExecutorKind.taskBody(random, context));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Pool pool = (Pool) target;
    ScheduledThreadPoolExecutor executor = pool.executor();
    try {
      return switch (step.operation()) {
        case "scheduleGet" -> ExecutorKind.report(schedule(executor, step, body));
        case "schedule" -> {
          pool.mine().add(schedule(executor, step, body));
          yield "";
        }
        case "getAll" -> {
          List<String> results = new ArrayList<>();
          for (ScheduledFuture<String> future : List.copyOf(pool.mine())) {
            results.add(ExecutorKind.report(future));
          }
          yield results.toString();
        }
        case "cancelAll" -> {
          List<Boolean> cancelled = new ArrayList<>();
          for (ScheduledFuture<String> future : pool.mine()) {
            cancelled.add(future.cancel(false));
          }
          yield cancelled.toString();
        }
        case "shutdown" -> SemaphoreKind.done(executor::shutdown);
        case "shutdownNow" -> String.valueOf(executor.shutdownNow().size());
        default -> throw new IllegalArgumentException("no scheduled operation " + step.operation());
      };
    } catch (java.util.concurrent.RejectedExecutionException rejected) {
      return "rejected";
    }
  }

  private static ScheduledFuture<String> schedule(
      ScheduledThreadPoolExecutor executor, Step step, Body body) {
    return executor.schedule(() -> {
      body.run();
      return "ok";
    }, 10L * step.argument(), TimeUnit.MILLISECONDS);
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
