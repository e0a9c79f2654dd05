package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.concurrent.ForkJoinPool;
import org.richtest.sync.concurrent.ForkJoinTask;
import org.richtest.sync.concurrent.RecursiveTask;

/**
 * Fork/join pools: the common pool (parameter 0) or a pool of one or two (1, 2). A task is one
 * step on the program's objects, as a pool's task ({@link ExecutorKind#taskBody}); the steps fork
 * one and join it, run one in place ({@code invoke}), have the pool invoke one, run two by {@code
 * invokeAll} (the task and an empty one), fork one to join later ({@code joinAll}: the thread's
 * own forks, so that no thread reads what another wrote without an event between), and ask
 * whether the thread's forks are done. A program's threads (never a task, which would wait for
 * itself in {@code close}) also shut the pool down, wait for its termination and close it; a
 * pool's invoke then answers "rejected". Not {@code shutdownNow}: a program stopping a pool needs
 * the ends of threads modelled, and such pools' spaces were mostly too large for the oracle
 * (docs/decisions.md, "Fork/join"). No reference model: the oracle is the check.
 */
final class ForkJoinKind implements DropInKind {

  private static final String[] WITH_TASK = {"forkJoin", "invoke", "poolInvoke", "invokeAll",
      "fork"};
  private static final String[] WITHOUT = {"joinAll", "isDone"};
  private static final String[] LIFE_CYCLE = {"shutdown", "awaitTermination", "close"};

  /** A pool and, per forking thread, the tasks it forked for a later {@code joinAll}. */
  private record Pool(ForkJoinPool pool, Map<String, List<ForkJoinTask<String>>> forked) {

    List<ForkJoinTask<String>> mine() {
      return forked.computeIfAbsent(Thread.currentThread().getName(), t -> new ArrayList<>());
    }
  }

  @Override
  public String name() {
    return "forkJoin";
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
    return random.nextInt(3);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new Pool(parameter == 0 ? ForkJoinPool.commonPool() : new ForkJoinPool(parameter),
        new HashMap<>());
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    boolean task = context.depth() == 0 && random.nextBoolean();
    if (!task) {
      return context.depth() == 0 && random.nextInt(3) == 0
          ? new Step(object, LIFE_CYCLE[random.nextInt(LIFE_CYCLE.length)], 0)
          : new Step(object, WITHOUT[random.nextInt(WITHOUT.length)], 0);
    }
    String operation = WITH_TASK[random.nextInt(WITH_TASK.length)];
    return new Step(object, operation, 0, ExecutorKind.taskBody(random, context));
  }

  /** Returns a task that runs {@code body}, its result "ok". */
  private static RecursiveTask<String> task(Body body) {
    return new RecursiveTask<>() {
      @Override
      protected String compute() {
        try {
          body.run();
        } catch (RuntimeException e) {
          throw e;
        } catch (Exception e) {
          throw new IllegalStateException("a generated task threw", e);
        }
        return "ok";
      }
    };
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Pool pool = (Pool) target;
    return switch (step.operation()) {
      case "forkJoin" -> task(body).fork().join();
      case "invoke" -> task(body).invoke();
      case "poolInvoke" -> poolInvoke(pool.pool(), task(body));
      case "invokeAll" -> {
        RecursiveTask<String> first = task(body);
        RecursiveTask<String> second = task(() -> { });
        ForkJoinTask.invokeAll(first, second);
        yield first.join() + second.join();
      }
      case "fork" -> {
        pool.mine().add(task(body).fork());
        yield "";
      }
      case "joinAll" -> {
        List<String> results = new ArrayList<>();
        for (ForkJoinTask<String> forked : List.copyOf(pool.mine())) {
          results.add(forked.join());
        }
        yield results.toString();
      }
      case "isDone" -> {
        List<Boolean> done = new ArrayList<>();
        for (ForkJoinTask<String> forked : List.copyOf(pool.mine())) {
          done.add(forked.isDone());
        }
        yield done.toString();
      }
      case "shutdown" -> SemaphoreKind.done(pool.pool()::shutdown);
      case "awaitTermination" -> pool.pool() == ForkJoinPool.commonPool() ? "common"
          : String.valueOf(pool.pool().awaitTermination(1, TimeUnit.SECONDS));
      case "close" -> SemaphoreKind.done(pool.pool()::close);
      default -> throw new IllegalArgumentException("no fork/join operation " + step.operation());
    };
  }

  /** Has {@code pool} invoke {@code task}: its result, or "rejected" if the pool refused it. */
  private static String poolInvoke(ForkJoinPool pool, RecursiveTask<String> task) {
    try {
      return pool.invoke(task);
    } catch (RejectedExecutionException rejected) {
      return "rejected";
    }
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
