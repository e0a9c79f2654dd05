package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import org.richtest.sync.concurrent.ArrayBlockingQueue;
import org.richtest.sync.concurrent.Executors;
import org.richtest.sync.concurrent.ThreadPoolExecutor;

/**
 * Thread pools: a single-thread pool (parameter 1), a fixed pool of two (2), a cached pool (3), a
 * fixed pool of two whose threads a {@code ThreadFactory} makes (4), or a pool of one core and two
 * workers at most on a queue of one, running a task none takes in the caller (5).
 * A task is one step on the program's objects (never another task, so that programs stay small
 * enough for the oracle), run by a worker; the steps submit one and wait for it, submit one to
 * wait for later ({@code getAll}: the thread's own submissions, so that no thread reads what
 * another wrote without an event between), execute one, invoke one through {@code invokeAll},
 * shut the pool down (now or not), and ask whether it terminated. No reference model: the oracle
 * is the check.
 */
final class ExecutorKind implements DropInKind {

  private static final String[] WITH_TASK = {"submitGet", "submit", "execute", "invokeAll"};
  private static final String[] WITHOUT = {
    "getAll", "shutdown", "shutdownNow", "awaitTermination", "isTerminated"
  };

  /** A pool and, per submitting thread, the futures it submitted for a later {@code getAll}. */
  private record Pool(ExecutorService executor, Map<String, List<Future<String>>> futures) {

    List<Future<String>> mine() {
      return futures.computeIfAbsent(Thread.currentThread().getName(), t -> new ArrayList<>());
    }
  }

  @Override
  public String name() {
    return "pool";
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
    return 1 + random.nextInt(5);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    ExecutorService executor = switch (parameter) {
      case 1 -> Executors.newSingleThreadExecutor(name);
      case 2 -> Executors.newFixedThreadPool(2, name);
      case 3 -> Executors.newCachedThreadPool(name);
      case 4 -> Executors.newFixedThreadPool(2, named(name));
      case 5 -> new ThreadPoolExecutor(1, 2, 1, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1),
          new java.util.concurrent.ThreadPoolExecutor.CallerRunsPolicy());
      default -> throw new IllegalArgumentException("no pool for parameter " + parameter);
    };
    return new Pool(executor, new HashMap<>());
  }

  /** Returns a factory of threads {@code <name>-made-<k>}, as a program names its workers. */
  private static ThreadFactory named(String name) {
    int[] made = {0};
    return task -> new Thread(task, name + "-made-" + ++made[0]);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    boolean task = context.depth() == 0 && random.nextBoolean();
    if (!task) {
      return new Step(object, WITHOUT[random.nextInt(WITHOUT.length)], 0);
    }
    String operation = WITH_TASK[random.nextInt(WITH_TASK.length)];
    return new Step(object, operation, 0, taskBody(random, context));
  }

  /**
   * Returns the body of a task: one step drawn as for a thread that holds no lock, since a worker
   * holds none of the submitter's locks.
   */
  static List<Step> taskBody(SplittableRandom random, StepContext context) {
    StepContext worker = new StepContext(context.model(), context.kinds(), List.of(),
        context.depth() + 1);
    return DropInGenerator.body(random, worker, 1);
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Pool pool = (Pool) target;
    ExecutorService executor = pool.executor();
    Callable<String> task = () -> {
      body.run();
      return "ok";
    };
    try {
      return switch (step.operation()) {
        case "submitGet" -> report(executor.submit(task));
        case "submit" -> {
          pool.mine().add(executor.submit(task));
          yield "";
        }
        case "execute" -> {
          executor.execute(() -> {
            try {
              task.call();
            } catch (Exception e) {
              throw new IllegalStateException("a generated task threw", e);
            }
          });
          yield "";
        }
        case "invokeAll" -> report(executor.invokeAll(List.of(task)).get(0));
        case "getAll" -> {
          List<String> results = new ArrayList<>();
          for (Future<String> future : List.copyOf(pool.mine())) {
            results.add(report(future));
          }
          yield results.toString();
        }
        case "shutdown" -> SemaphoreKind.done(executor::shutdown);
        case "shutdownNow" -> String.valueOf(executor.shutdownNow().size());
        case "awaitTermination" -> String.valueOf(executor.awaitTermination(1, TimeUnit.SECONDS));
        case "isTerminated" -> String.valueOf(executor.isTerminated());
        default -> throw new IllegalArgumentException("no pool operation " + step.operation());
      };
    } catch (RejectedExecutionException rejected) {
      return "rejected";
    }
  }

  /** Waits for {@code future} and returns its result, or what it failed with. */
  static String report(Future<?> future) throws InterruptedException {
    try {
      return String.valueOf(future.get());
    } catch (ExecutionException e) {
      return "failed " + e.getCause().getClass().getSimpleName();
    } catch (CancellationException e) {
      return "cancelled";
    }
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
