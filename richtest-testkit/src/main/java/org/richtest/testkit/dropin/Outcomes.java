package org.richtest.testkit.dropin;

import java.util.Set;
import java.util.TreeSet;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;

/** The distinct observable outcomes of a drop-in program over a whole exploration. */
public final class Outcomes {

  private Outcomes() {}

  /**
   * Explores {@code program} by reachability testing, collecting all bugs, and returns the set of
   * its runs' {@link DropInProgram#outcome outcomes} (partial runs left out).
   *
   * @throws AssertionError if the exploration did not complete
   */
  public static Set<String> of(DropInProgram program) {
    Set<String> outcomes = new TreeSet<>();
    ExplorationResult result = RichTest.explore(program, ExplorationOptions.defaults()
        .withStopAtFirstBug(false)
        .withListener(run -> {
          if (!(run.outcome() instanceof RunOutcome.PartialRun)) {
            outcomes.add(program.outcome(run.outcome()));
          }
        }));
    if (!result.complete()) {
      throw new AssertionError("the exploration of " + program + " did not complete");
    }
    return outcomes;
  }
}
