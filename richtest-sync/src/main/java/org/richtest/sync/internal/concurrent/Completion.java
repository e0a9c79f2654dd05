package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/**
 * A dependent stage waiting on one or more {@link ModelledFuture}s (the JDK's
 * {@code Completion}): registered on each source by an event on the source's line, and fired by
 * the thread that registers it on a source already done, or else by the thread that completes the
 * source, after its completion event. Firing checks the target by a {@code tryFire} event on the
 * target's line (the JDK reads {@code d.result} there: a target completed or cancelled meanwhile
 * is left alone, and it counts the sources of a two-source stage), runs the user code in the
 * firing thread, or hands it to an executor, and completes the target by one more event.
 */
public final class Completion {

  /** How many sources must fire before the stage runs. */
  public enum Mode {
    /** One source ({@code thenApply} and the like). */
    ONE,
    /** Every source ({@code thenCombine}, {@code allOf}). */
    ALL,
    /** The first source to fire ({@code applyToEither}, {@code anyOf}). */
    ANY
  }

  /** What a stage does with the outcomes of its sources. */
  public interface Reaction {

    /**
     * Returns the outcome the target gets without running user code (a failure passed on, a
     * relay), or null if user code must run. For {@link Mode#ANY} the firing source's outcome is
     * {@code inputs[0]}.
     */
    @Nullable Outcome settled(Outcome[] inputs);

    /**
     * Runs the user code and returns the target's {@link Outcome}, or a {@link CompletionStage}
     * whose outcome the target takes when it completes ({@code thenCompose}).
     */
    Object react(Outcome[] inputs) throws Throwable;
  }

  /** A firing due: this stage, for source {@code index}, which completed with {@code outcome}. */
  record Firing(Completion completion, int index, Outcome outcome) {

    /** Fires the stage; see {@link Completion#fire}. */
    @Nullable ArrayDeque<Firing> fire(boolean nested) {
      return completion.fire(index, outcome, nested);
    }
  }

  private final String operation;
  private final ModelledFuture<?> target;
  private final @Nullable Executor executor;
  private final Mode mode;
  private final Reaction reaction;
  private final Outcome[] inputs;
  private int pending;
  private boolean claimed;

  /**
   * Creates a stage completing {@code target}, registered on its sources by {@code operation}
   * events; {@code executor} null runs it in the firing thread.
   */
  Completion(String operation, ModelledFuture<?> target, @Nullable Executor executor,
      Mode mode, int sources, Reaction reaction) {
    this.operation = operation;
    this.target = target;
    this.executor = executor;
    this.mode = mode;
    this.reaction = reaction;
    this.inputs = new Outcome[mode == Mode.ALL ? sources : 1];
    this.pending = sources;
  }

  /** Returns the name of the events that register this stage. */
  String operation() {
    return operation;
  }

  /**
   * Fires the stage for source {@code index}, done with {@code outcome}, outside any event. When
   * this completes the target, {@code nested} (the JDK's mode of a stage fired while completing
   * another) returns the stages waiting for the target, for the caller to run in the JDK's order;
   * otherwise they run now. Returns null when there is nothing left to run.
   */
  @Nullable ArrayDeque<Firing> fire(int index, Outcome outcome, boolean nested) {
    if (mode == Mode.ONE) {
      inputs[0] = outcome;
      Outcome settled = reaction.settled(inputs);
      if (settled != null) {
        return completed(target.settle(settled), nested);
      }
      if (!target.tryFire(this, index, outcome)) {
        return null;
      }
    } else {
      if (!target.tryFire(this, index, outcome)) {
        return null;
      }
      Outcome settled = reaction.settled(inputs);
      if (settled != null) {
        return completed(target.settle(settled), nested);
      }
    }
    Executor async = executor;
    if (async == null) {
      return react(nested);
    }
    try {
      async.execute(this::reactAsync);
    } catch (Throwable rejected) {
      return completed(target.settle(Outcome.wrapped(rejected)), nested);
    }
    return null;
  }

  /**
   * Records that source {@code index} fired with {@code outcome}, right after the target's {@code
   * tryFire} event; returns whether this firing is the one that runs the stage.
   */
  boolean record(int index, Outcome outcome) {
    switch (mode) {
      case ONE -> {}
      case ALL -> {
        inputs[index] = outcome;
        pending--;
        if (pending > 0) {
          return false;
        }
      }
      case ANY -> {
        if (claimed) {
          return false;
        }
        claimed = true;
        inputs[0] = outcome;
      }
    }
    return true;
  }

  private void reactAsync() {
    if (target.recheck()) {
      react(false);
    }
  }

  private @Nullable ArrayDeque<Firing> react(boolean nested) {
    Outcome outcome;
    try {
      Object result = reaction.react(inputs);
      if (result instanceof CompletionStage<?> stage) {
        return target.relayFrom(operation, stage, nested);
      }
      outcome = (Outcome) result;
    } catch (Throwable thrown) {
      outcome = Outcome.wrapped(thrown);
    }
    return completed(target.settle(outcome), nested);
  }

  /** What is left to run after this thread completed a target and took {@code taken}, if it did. */
  static @Nullable ArrayDeque<Firing> completed(
      @Nullable ArrayDeque<Firing> taken, boolean nested) {
    if (taken == null || taken.isEmpty()) {
      return null;
    }
    if (nested) {
      return taken;
    }
    postComplete(taken);
    return null;
  }

  /**
   * Runs the stages taken from a future at its completion, and those of the stages they complete,
   * in the order of the JDK's {@code postComplete}: last registered first, and of a completed
   * stage's own dependents its first registered at once and the others after it, on the root's
   * stack.
   */
  static void postComplete(ArrayDeque<Firing> root) {
    ArrayDeque<Firing> current = root;
    while (true) {
      Firing next = current.poll();
      if (next == null) {
        if (current == root) {
          return;
        }
        current = root;
        continue;
      }
      if (current != root && !current.isEmpty()) {
        root.push(next);
        continue;
      }
      ArrayDeque<Firing> nested = next.fire(true);
      current = nested != null ? nested : root;
    }
  }
}
