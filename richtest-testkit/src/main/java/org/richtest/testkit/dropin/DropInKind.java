package org.richtest.testkit.dropin;

import java.util.SplittableRandom;

/**
 * One kind of drop-in that generated programs use: how to create an instance, how to draw a random
 * step on it, how to perform a step and what the step observed. A kind per file keeps the generator
 * open to new drop-ins: register it in {@link DropInKinds}.
 */
public interface DropInKind {

  /** Returns the short name used in program text, e.g. {@code queue}. */
  String name();

  /** Returns whether the kind has a lock-based reference implementation. */
  boolean hasReference();

  /** Returns a random creation parameter (a capacity, a permit count). */
  int randomParameter(SplittableRandom random);

  /**
   * Creates an instance called {@code name} with {@code parameter} on {@code model}, which is the
   * reference only for a kind that {@link #hasReference has one} ({@link DropInProgram} checks).
   */
  Object create(int parameter, String name, Model model);

  /**
   * Returns a random step on object {@code object}, an instance of this kind; only operations the
   * reference implementation has when {@code context.model()} is the reference.
   */
  Step randomStep(SplittableRandom random, int object, StepContext context);

  /**
   * Performs {@code step} on {@code target} and returns what it observed (a return value, an
   * exception's simple name), or an empty string when there is nothing to see. Runs {@code
   * step.body()} through {@code body} where the operation has one.
   */
  String perform(Object target, Step step, Body body) throws Exception;

  /**
   * Returns whether this kind's objects are shared variables, whose reads take a write without
   * consuming it; strategies that do not model reads (DPOR) leave them out.
   */
  default boolean isSharedVariable() {
    return false;
  }

  /**
   * Returns whether the kind's operations start threads of their own (pool workers, asynchronous
   * stages). A program with such an object is drawn smaller, so that the exhaustive oracle, which
   * tries every interleaving, stays fast.
   */
  default boolean startsThreads() {
    return false;
  }

  /** Returns the object's state once every thread has finished, for the outcome. */
  String finalState(Object target) throws Exception;

  /** Runs the steps of a body. */
  @FunctionalInterface
  interface Body {
    /** Runs {@code step.body()}. */
    void run() throws Exception;
  }
}
