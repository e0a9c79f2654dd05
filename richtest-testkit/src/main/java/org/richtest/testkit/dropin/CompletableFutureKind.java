package org.richtest.testkit.dropin;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import org.richtest.sync.concurrent.CompletableFuture;

/**
 * Completable futures, two per object ({@code <name>} and {@code <name>b}), incomplete when
 * created. Steps complete one, chosen by the argument's parity (normally, exceptionally, by
 * cancellation, or asynchronously on a new thread by {@code completeAsync}), register a stage on
 * the latest stage the performing thread registered ({@code thenApply} and its asynchronous twin
 * with a body of one step, which runs in whichever thread fires it; {@code thenCombine}, {@code
 * applyToEither} and {@code allOf} with the second future, so that two threads may fire one
 * stage; {@code exceptionally}), cancel that stage, and read it ({@code join}, {@code getNow}) or
 * a future ({@code isDone}). Stages are kept per thread, so that no thread reads what another
 * wrote without an event between. No reference model: the oracle is the check.
 */
final class CompletableFutureKind implements DropInKind {

  private static final String[] WITH_BODY = {"thenApply", "thenApplyAsync"};
  private static final String[] WITHOUT = {
    "complete", "complete", "completeExceptionally", "cancel", "completeAsync", "join", "join",
    "getNow", "isDone", "thenCombine", "applyToEither", "exceptionally", "allOf", "cancelStage"
  };

  /** Two futures and, per thread, the latest stage the thread registered on the first. */
  private record Stages(
      CompletableFuture<Integer> first,
      CompletableFuture<Integer> second,
      Map<String, CompletableFuture<Integer>> latest) {

    CompletableFuture<Integer> chosen(int argument) {
      return argument % 2 == 0 ? first : second;
    }

    CompletableFuture<Integer> last() {
      return latest.getOrDefault(Thread.currentThread().getName(), first);
    }

    String registered(CompletableFuture<Integer> stage) {
      latest.put(Thread.currentThread().getName(), stage);
      return "";
    }
  }

  @Override
  public String name() {
    return "future";
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
    return 0;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new Stages(
        new CompletableFuture<>(name), new CompletableFuture<>(name + "b"), new HashMap<>());
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    if (context.depth() == 0 && random.nextInt(4) == 0) {
      return new Step(object, WITH_BODY[random.nextInt(WITH_BODY.length)], 0,
          ExecutorKind.taskBody(random, context));
    }
    return new Step(object, WITHOUT[random.nextInt(WITHOUT.length)], 1 + random.nextInt(9));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Stages stages = (Stages) target;
    CompletableFuture<Integer> chosen = stages.chosen(step.argument());
    CompletableFuture<Integer> last = stages.last();
    return switch (step.operation()) {
      case "complete" -> String.valueOf(chosen.complete(step.argument()));
      case "completeExceptionally" ->
          String.valueOf(chosen.completeExceptionally(new IllegalStateException("failed")));
      case "cancel" -> String.valueOf(chosen.cancel(false));
      case "completeAsync" -> {
        chosen.completeAsync(step::argument);
        yield "";
      }
      case "join" -> report(last::join);
      case "getNow" -> report(() -> last.getNow(-1));
      case "isDone" -> String.valueOf(chosen.isDone());
      case "cancelStage" -> String.valueOf(last.cancel(false));
      case "thenApply" -> stages.registered(last.thenApply(v -> plusOne(v, body)));
      case "thenApplyAsync" -> stages.registered(last.thenApplyAsync(v -> plusOne(v, body)));
      case "thenCombine" -> stages.registered(last.thenCombine(stages.second(), Integer::sum));
      case "applyToEither" -> stages.registered(last.applyToEither(stages.second(), v -> v));
      case "exceptionally" -> stages.registered(last.exceptionally(x -> -1));
      case "allOf" -> stages.registered(
          CompletableFuture.allOf(last, stages.second()).thenApply(v -> 0));
      default -> throw new IllegalArgumentException("no future operation " + step.operation());
    };
  }

  private static int plusOne(int value, Body body) {
    try {
      body.run();
    } catch (Exception e) {
      throw new IllegalStateException("a generated stage threw", e);
    }
    return value + 1;
  }

  /** Returns what {@code read} returns, or how the stage it reads failed. */
  private static String report(Supplier<Integer> read) {
    try {
      return String.valueOf(read.get());
    } catch (CompletionException e) {
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
