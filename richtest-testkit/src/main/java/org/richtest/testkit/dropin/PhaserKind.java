package org.richtest.testkit.dropin;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.richtest.sync.concurrent.Phaser;

/**
 * Phasers of 0 to 2 parties: registering, the three arrivals, waiting for phase 0 or 1 to advance
 * (untimed, which may wait for ever, and timed), the queries and forced termination. An arrival of
 * an unregistered party and a timeout are observed, not thrown. No reference model.
 */
final class PhaserKind implements DropInKind {

  static final List<String> OPERATIONS = List.of(
      "register", "arrive", "arrive", "arriveAndDeregister", "arriveAndAwaitAdvance",
      "arriveAndAwaitAdvance", "awaitAdvance", "awaitAdvance(timed)", "getPhase",
      "getArrivedParties", "forceTermination");

  @Override
  public String name() {
    return "phaser";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(3);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new Phaser(parameter, name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS.get(random.nextInt(OPERATIONS.size())),
        random.nextInt(2));
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    return perform((Phaser) target, step.operation(), step.argument());
  }

  /**
   * Performs {@code operation}, one of {@link #OPERATIONS}, on {@code phaser} with {@code
   * argument} (a phase to wait for) and returns what it observed.
   */
  static String perform(Phaser phaser, String operation, int argument) throws Exception {
    try {
      return String.valueOf(switch (operation) {
        case "register" -> phaser.register();
        case "arrive" -> phaser.arrive();
        case "arriveAndDeregister" -> phaser.arriveAndDeregister();
        case "arriveAndAwaitAdvance" -> phaser.arriveAndAwaitAdvance();
        case "awaitAdvance" -> phaser.awaitAdvance(argument);
        case "awaitAdvance(timed)" ->
            phaser.awaitAdvanceInterruptibly(argument, 1, TimeUnit.SECONDS);
        case "getPhase" -> phaser.getPhase();
        case "getArrivedParties" -> phaser.getArrivedParties();
        case "forceTermination" -> {
          phaser.forceTermination();
          yield "terminated";
        }
        default -> throw new IllegalArgumentException("no phaser operation " + operation);
      });
    } catch (IllegalStateException | TimeoutException e) {
      return e.getClass().getSimpleName();
    }
  }

  @Override
  public String finalState(Object target) {
    Phaser phaser = (Phaser) target;
    return "phase=" + phaser.getPhase() + " parties=" + phaser.getRegisteredParties();
  }
}
