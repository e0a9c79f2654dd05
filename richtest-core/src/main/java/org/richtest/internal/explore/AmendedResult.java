package org.richtest.internal.explore;

import com.google.common.collect.ImmutableList;
import java.util.List;
import org.richtest.ExplorationResult;
import org.richtest.RunResult;

/** An exploration's result with what the engine learned after its explorer ended put first. */
final class AmendedResult {

  private AmendedResult() {}

  /** Returns {@code result} with {@code bugs} first among its bugs, {@code warnings} among its. */
  static ExplorationResult with(
      ExplorationResult result, List<RunResult> bugs, List<String> warnings) {
    if (bugs.isEmpty() && warnings.isEmpty()) {
      return result;
    }
    return new ExplorationResult(
        result.strategy(),
        result.sequences(),
        result.partialRuns(),
        result.runs(),
        ImmutableList.<RunResult>builder().addAll(bugs).addAll(result.bugs()).build(),
        result.complete(),
        result.elapsed(),
        result.runTime(),
        result.analysisTime(),
        result.reductions(),
        ImmutableList.<String>builder().addAll(warnings).addAll(result.warnings()).build(),
        result.redundantRuns(),
        result.probeRuns(),
        result.estimate(),
        result.completedBound(),
        result.dataRaces(),
        result.infeasibleVariants(),
        result.periodicCuts());
  }
}
