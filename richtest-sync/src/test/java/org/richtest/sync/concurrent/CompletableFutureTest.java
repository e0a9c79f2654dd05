package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/**
 * The future drop-in against the JDK's {@link java.util.concurrent.CompletableFuture}: one
 * scenario, run in one thread on both (outside an exploration and under one), sees the same
 * values, exceptions and wrapping, and dependent stages run in the same order; with real threads
 * outside an exploration the asynchronous methods work.
 */
@Timeout(10)
class CompletableFutureTest {

  /** The non-{@link CompletionStage} methods of a future class, for a scenario over both. */
  interface Flavor {
    <T> CompletionStage<T> incomplete();

    <T> CompletionStage<T> completed(T value);

    <T> CompletionStage<T> failed(Throwable ex);

    boolean complete(CompletionStage<?> stage, Object value);

    boolean fail(CompletionStage<?> stage, Throwable ex);

    Object join(CompletionStage<?> stage);

    Object getNow(CompletionStage<?> stage, Object absent);

    boolean completedExceptionally(CompletionStage<?> stage);

    void obtrude(CompletionStage<?> stage, Object value);

    int dependents(CompletionStage<?> stage);

    CompletionStage<Void> allOf(CompletionStage<?>... stages);

    CompletionStage<Object> anyOf(CompletionStage<?>... stages);

    CompletionStage<?> copy(CompletionStage<?> stage);
  }

  static final Flavor JDK = new Flavor() {
    @Override public <T> CompletionStage<T> incomplete() {
      return new java.util.concurrent.CompletableFuture<>();
    }
    @Override public <T> CompletionStage<T> completed(T value) {
      return java.util.concurrent.CompletableFuture.completedFuture(value);
    }
    @Override public <T> CompletionStage<T> failed(Throwable ex) {
      return java.util.concurrent.CompletableFuture.failedFuture(ex);
    }
    @SuppressWarnings("unchecked")
    @Override public boolean complete(CompletionStage<?> stage, Object value) {
      return ((java.util.concurrent.CompletableFuture<Object>) stage).complete(value);
    }
    @Override public boolean fail(CompletionStage<?> stage, Throwable ex) {
      return jdk(stage).completeExceptionally(ex);
    }
    @Override public Object join(CompletionStage<?> stage) {
      return jdk(stage).join();
    }
    @SuppressWarnings("unchecked")
    @Override public Object getNow(CompletionStage<?> stage, Object absent) {
      return ((java.util.concurrent.CompletableFuture<Object>) stage).getNow(absent);
    }
    @Override public boolean completedExceptionally(CompletionStage<?> stage) {
      return jdk(stage).isCompletedExceptionally();
    }
    @SuppressWarnings("unchecked")
    @Override public void obtrude(CompletionStage<?> stage, Object value) {
      ((java.util.concurrent.CompletableFuture<Object>) stage).obtrudeValue(value);
    }
    @Override public int dependents(CompletionStage<?> stage) {
      return jdk(stage).getNumberOfDependents();
    }
    @Override public CompletionStage<Void> allOf(CompletionStage<?>... stages) {
      return java.util.concurrent.CompletableFuture.allOf(jdks(stages));
    }
    @Override public CompletionStage<Object> anyOf(CompletionStage<?>... stages) {
      return java.util.concurrent.CompletableFuture.anyOf(jdks(stages));
    }
    @Override public CompletionStage<?> copy(CompletionStage<?> stage) {
      return jdk(stage).copy();
    }

    private java.util.concurrent.CompletableFuture<?> jdk(CompletionStage<?> stage) {
      return (java.util.concurrent.CompletableFuture<?>) stage;
    }

    private java.util.concurrent.CompletableFuture<?>[] jdks(CompletionStage<?>[] stages) {
      java.util.concurrent.CompletableFuture<?>[] all =
          new java.util.concurrent.CompletableFuture<?>[stages.length];
      for (int i = 0; i < stages.length; i++) {
        all[i] = jdk(stages[i]);
      }
      return all;
    }
  };

  static final Flavor DROP_IN = new Flavor() {
    @Override public <T> CompletionStage<T> incomplete() {
      return new CompletableFuture<>();
    }
    @Override public <T> CompletionStage<T> completed(T value) {
      return CompletableFuture.completedFuture(value);
    }
    @Override public <T> CompletionStage<T> failed(Throwable ex) {
      return CompletableFuture.failedFuture(ex);
    }
    @SuppressWarnings("unchecked")
    @Override public boolean complete(CompletionStage<?> stage, Object value) {
      return ((CompletableFuture<Object>) stage).complete(value);
    }
    @Override public boolean fail(CompletionStage<?> stage, Throwable ex) {
      return mine(stage).completeExceptionally(ex);
    }
    @Override public Object join(CompletionStage<?> stage) {
      return mine(stage).join();
    }
    @SuppressWarnings("unchecked")
    @Override public Object getNow(CompletionStage<?> stage, Object absent) {
      return ((CompletableFuture<Object>) stage).getNow(absent);
    }
    @Override public boolean completedExceptionally(CompletionStage<?> stage) {
      return mine(stage).isCompletedExceptionally();
    }
    @SuppressWarnings("unchecked")
    @Override public void obtrude(CompletionStage<?> stage, Object value) {
      ((CompletableFuture<Object>) stage).obtrudeValue(value);
    }
    @Override public int dependents(CompletionStage<?> stage) {
      return mine(stage).getNumberOfDependents();
    }
    @Override public CompletionStage<Void> allOf(CompletionStage<?>... stages) {
      return CompletableFuture.allOf(mines(stages));
    }
    @Override public CompletionStage<Object> anyOf(CompletionStage<?>... stages) {
      return CompletableFuture.anyOf(mines(stages));
    }
    @Override public CompletionStage<?> copy(CompletionStage<?> stage) {
      return mine(stage).copy();
    }

    private CompletableFuture<?> mine(CompletionStage<?> stage) {
      return (CompletableFuture<?>) stage;
    }

    private CompletableFuture<?>[] mines(CompletionStage<?>[] stages) {
      CompletableFuture<?>[] all = new CompletableFuture<?>[stages.length];
      for (int i = 0; i < stages.length; i++) {
        all[i] = mine(stages[i]);
      }
      return all;
    }
  };

  /** Every kind of stage on futures completed normally, exceptionally and by cancellation. */
  static List<String> scenario(Flavor flavor) {
    Observations seen = new Observations();
    List<String> order = new ArrayList<>();

    CompletionStage<Integer> f = flavor.incomplete();
    f.thenApplyAsync(x -> x * 10, Runnable::run).thenAccept(x -> order.add("async " + x));
    f.thenRun(() -> order.add("run A"));
    f.thenRun(() -> order.add("run B"));
    CompletionStage<Integer> plusOne = f.thenApply(x -> {
      order.add("apply " + x);
      return x + 1;
    });
    plusOne.thenAccept(x -> order.add("accept " + x));
    plusOne.thenRun(() -> order.add("after plusOne"));
    plusOne.thenApply(x -> x).thenRun(() -> order.add("nested"));
    f.thenCompose(x -> flavor.completed(x)).thenRun(() -> order.add("composed"));
    seen.observe("dependents", () -> flavor.dependents(f));
    seen.observe("getNow before", () -> flavor.getNow(f, -1));
    seen.observe("timed get before", () -> ((Future<?>) f).get(1, MILLISECONDS));
    seen.observe("state before", () -> ((Future<?>) f).state());
    seen.observe("resultNow before", () -> ((Future<?>) f).resultNow());
    seen.observe("complete", () -> flavor.complete(f, 1));
    seen.observe("complete again", () -> flavor.complete(f, 2));
    seen.note("order " + order);
    f.thenRun(() -> order.add("late"));
    seen.note("late " + order);
    seen.observe("join plusOne", () -> flavor.join(plusOne));
    seen.observe("dependents after", () -> flavor.dependents(f));

    CompletionStage<Integer> g = flavor.incomplete();
    CompletionStage<Integer> dependent = g.thenApply(x -> x + 1);
    seen.observe("fail", () -> flavor.fail(g, new IOException("disk")));
    for (CompletionStage<Integer> stage : List.of(g, dependent)) {
      seen.observe("join", () -> flavor.join(stage));
      seen.observe("get", () -> ((Future<?>) stage).get());
      seen.observe("timed get", () -> ((Future<?>) stage).get(1, SECONDS));
      seen.observe("getNow", () -> flavor.getNow(stage, -1));
      seen.observe("exceptionally", () -> flavor.join(stage.exceptionally(x -> -1)));
      seen.observe("exceptionally sees",
          () -> flavor.join(stage.exceptionally(x -> x.getClass().getSimpleName().length())));
      seen.observe("handle", () -> flavor.join(stage.handle((v, x) -> x.getClass().getName())));
      seen.observe("whenComplete", () -> flavor.join(stage.whenComplete((v, x) -> { })));
      seen.observe("whenComplete throwing", () -> flavor.join(stage.whenComplete((v, x) -> {
        throw new IllegalStateException("action");
      })));
      seen.observe("suppressed", () -> ((Future<?>) stage).exceptionNow().getSuppressed().length);
      seen.observe("exceptionNow", () -> ((Future<?>) stage).exceptionNow());
      seen.observe("resultNow", () -> ((Future<?>) stage).resultNow());
      seen.observe("state", () -> ((Future<?>) stage).state());
      seen.observe("exceptionally", () -> flavor.completedExceptionally(stage));
      seen.observe("compose",
          () -> flavor.join(stage.exceptionallyCompose(x -> flavor.completed(7))));
    }

    CompletionStage<Integer> h = flavor.completed(5);
    seen.observe("apply throwing", () -> flavor.join(h.thenApply(x -> {
      throw new IllegalStateException("fn");
    })));
    seen.observe("get of throwing", () -> ((Future<?>) h.thenApply(x -> {
      throw new IllegalStateException("fn");
    })).get());
    seen.observe("whenComplete throwing on value", () -> flavor.join(h.whenComplete((v, x) -> {
      throw new IllegalStateException("action");
    })));
    seen.observe("handle value", () -> flavor.join(h.handle((v, x) -> v + " " + x)));
    seen.observe("compose", () -> flavor.join(h.thenCompose(x -> flavor.completed(x * 2))));
    seen.observe("compose failed",
        () -> flavor.join(h.thenCompose(x -> flavor.failed(new IOException("inner")))));
    CompletionStage<Integer> inner = flavor.incomplete();
    CompletionStage<Integer> composed = h.thenCompose(x -> inner);
    seen.observe("composed before", () -> flavor.getNow(composed, -1));
    flavor.complete(inner, 8);
    seen.observe("composed after", () -> flavor.join(composed));
    seen.observe("copy", () -> flavor.join(flavor.copy(h)));

    CompletionStage<Integer> c = flavor.incomplete();
    CompletionStage<Integer> cd = c.thenApply(x -> x);
    seen.observe("cancel", () -> ((Future<?>) c).cancel(true));
    seen.observe("cancel again", () -> ((Future<?>) c).cancel(true));
    seen.observe("join cancelled", () -> flavor.join(c));
    seen.observe("get cancelled", () -> ((Future<?>) c).get());
    seen.observe("join dependent of cancelled", () -> flavor.join(cd));
    seen.observe("dependent cancelled?", () -> ((Future<?>) cd).isCancelled());
    seen.observe("state cancelled", () -> ((Future<?>) c).state());
    seen.observe("state dependent", () -> ((Future<?>) cd).state());
    seen.observe("exceptionNow cancelled", () -> ((Future<?>) c).exceptionNow());
    seen.observe("exceptionNow dependent", () -> ((Future<?>) cd).exceptionNow());

    CompletionStage<Integer> s = flavor.incomplete();
    CompletionStage<Integer> skipped = s.thenApply(x -> {
      order.add("skipped ran");
      return x;
    });
    seen.observe("cancel dependent", () -> ((Future<?>) skipped).cancel(false));
    flavor.complete(s, 3);
    seen.note("after skipped " + order);

    CompletionStage<Integer> a = flavor.completed(1);
    CompletionStage<Integer> b = flavor.incomplete();
    CompletionStage<Integer> sum = a.thenCombine(b, Integer::sum);
    CompletionStage<Integer> first = b.applyToEither(a, x -> x * 100);
    seen.observe("combine before", () -> flavor.getNow(sum, -1));
    seen.observe("either", () -> flavor.join(first));
    flavor.complete(b, 2);
    seen.observe("combine", () -> flavor.join(sum));
    seen.observe("acceptBoth", () -> flavor.join(a.thenAcceptBoth(b, (x, y) -> order.add(x + y + ""))));
    seen.observe("runAfterBoth", () -> flavor.join(a.runAfterBoth(b, () -> order.add("both"))));
    seen.observe("runAfterEither", () -> flavor.join(a.runAfterEither(b, () -> order.add("one"))));
    CompletionStage<Integer> bad1 = flavor.failed(new IOException("one"));
    CompletionStage<Integer> bad2 = flavor.failed(new IllegalStateException("two"));
    seen.observe("combine failures", () -> flavor.join(bad2.thenCombine(bad1, Integer::sum)));
    seen.observe("combine second failure", () -> flavor.join(a.thenCombine(bad1, Integer::sum)));
    seen.observe("allOf", () -> flavor.join(flavor.allOf(a, b)));
    seen.observe("allOf failures", () -> flavor.join(flavor.allOf(a, bad2, bad1)));
    seen.observe("allOf none", () -> flavor.join(flavor.allOf()));
    seen.observe("anyOf", () -> flavor.join(flavor.anyOf(flavor.incomplete(), b)));
    seen.observe("anyOf failed", () -> flavor.join(flavor.anyOf(bad1, a)));
    seen.observe("anyOf none", () -> flavor.getNow(flavor.anyOf(), "absent"));
    CompletionStage<Integer> pair = flavor.incomplete();
    CompletionStage<Void> both = flavor.allOf(pair, pair);
    flavor.complete(pair, 9);
    seen.observe("allOf twice the same", () -> flavor.join(both));
    seen.observe("obtrude", () -> {
      flavor.obtrude(a, 11);
      return flavor.join(a);
    });
    seen.observe("fail null", () -> flavor.fail(flavor.incomplete(), null));
    seen.note("final order " + order);
    return seen.lines();
  }

  @Test
  void scenario_outsideAnExploration_seesWhatTheJdkSees() {
    assertEquals(scenario(JDK), scenario(DROP_IN));
  }

  @Test
  void scenario_underExploration_seesWhatTheJdkSees() {
    List<String> expected = scenario(JDK);
    List<List<String>> explored = new ArrayList<>();

    RunResult run = RichTest.runOnce(() -> explored.add(scenario(DROP_IN)));

    assertInstanceOf(RunOutcome.Completed.class, run.outcome(), () -> run.outcome().toString());
    assertEquals(expected, explored.get(0));
  }

  @Test
  void asyncMethods_realThreads_completeWithTheirResults() throws Exception {
    try (ExecutorService pool = Executors.newFixedThreadPool(2)) {
      CompletableFuture<Integer> one = CompletableFuture.supplyAsync(() -> 1);
      CompletableFuture<Integer> two = CompletableFuture.supplyAsync(() -> 2, pool);
      CompletableFuture<Integer> sum = one.thenCombineAsync(two, Integer::sum, pool);
      CompletableFuture<Void> ran = CompletableFuture.runAsync(() -> { }, pool);
      CompletableFuture<String> named = sum.thenApplyAsync(x -> "sum " + x);

      assertEquals("sum 3", named.get(5, SECONDS));
      assertEquals(3, CompletableFuture.allOf(one, two, sum, ran)
          .thenApply(v -> sum.join()).join());
      assertTrue(ran.isDone());
      CompletableFuture<Integer> late = new CompletableFuture<>();
      late.completeAsync(() -> 4, CompletableFuture.delayedExecutor(1, MILLISECONDS, pool));
      assertEquals(4, late.join());
      assertEquals(5, new CompletableFuture<Integer>().completeOnTimeout(5, 1, MILLISECONDS).join());
      ExecutionException timedOut = assertThrows(ExecutionException.class,
          () -> new CompletableFuture<Integer>().orTimeout(1, MILLISECONDS).get());
      assertInstanceOf(TimeoutException.class, timedOut.getCause());
      assertNotEquals(null, one.toCompletableFuture());
      assertEquals(1, one.minimalCompletionStage().toCompletableFuture().join());
    }
  }

  @Test
  void toCompletableFuture_underExploration_notModelledWithAClearMessage() {
    RunResult run = RichTest.runOnce(() -> {
      UnsupportedOperationException thrown = assertThrows(UnsupportedOperationException.class,
          () -> CompletableFuture.completedFuture(1).toCompletableFuture());
      assertTrue(thrown.getMessage().startsWith("CompletableFuture.toCompletableFuture"),
          thrown.getMessage());
    });
    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
  }

  @Test
  void from_aDropInOrAJdkFuture_itselfOrOneForwardingToIt() {
    CompletableFuture<Integer> dropIn = new CompletableFuture<>();
    java.util.concurrent.CompletableFuture<Integer> jdk = new java.util.concurrent.CompletableFuture<>();

    CompletableFuture<Integer> forwarding = CompletableFuture.from(jdk);
    forwarding.complete(7);

    assertSame(dropIn, CompletableFuture.from(dropIn));
    assertEquals(7, jdk.join());
    assertEquals(7, forwarding.join());
  }

  @Test
  void from_aJdkStageUnderExploration_notModelledWithAClearMessage() {
    RunResult run = RichTest.runOnce(() -> {
      UnsupportedOperationException thrown = assertThrows(UnsupportedOperationException.class,
          () -> CompletableFuture.from(java.util.concurrent.CompletableFuture.completedFuture(1)));
      assertTrue(thrown.getMessage().startsWith(
          "a java.util.concurrent.CompletableFuture is not modelled under exploration"),
          thrown.getMessage());
      CompletableFuture<Integer> dropIn = CompletableFuture.completedFuture(2);
      assertSame(dropIn, CompletableFuture.from(dropIn));
    });
    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
  }

  @Test
  void combine_withAJdkStageUnderExploration_namesTheOperationAndTheClass() {
    RunResult run = RichTest.runOnce(() -> {
      IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
          () -> CompletableFuture.completedFuture(1).thenCombine(
              java.util.concurrent.CompletableFuture.completedFuture(2), Integer::sum));
      assertTrue(thrown.getMessage().startsWith(
          "thenCombine of a java.util.concurrent.CompletableFuture under exploration"),
          thrown.getMessage());
    });
    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
  }
}
