package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.richtest.testkit.Differential;
import org.richtest.testkit.dropin.DropInGenerator;
import org.richtest.testkit.dropin.DropInKind;
import org.richtest.testkit.dropin.DropInKinds;
import org.richtest.testkit.dropin.DropInProgram;
import org.richtest.testkit.dropin.DropInShrinker;
import org.richtest.testkit.dropin.Model;

/**
 * The agent's field updaters against the oracle, on seeded random programs of the drop-in
 * generator where they meet the other constructs modelled last: reachability testing exercises
 * exactly the partial orders the exhaustive oracle finds, none twice. A failure prints the seed
 * and a shrunk program. {@code -Drichtest.differential.programs=N} runs N/3 seeds.
 */
class FieldUpdaterDifferentialTest {

  private static final int PROGRAMS = Integer.getInteger("richtest.differential.programs", 300);

  @TestFactory
  Stream<DynamicTest> randomUpdaterPrograms_reachabilityMatchesOracle() {
    FieldUpdaterKind updaters = new FieldUpdaterKind();
    List<DropInKind> kinds = new ArrayList<>(List.of(updaters, updaters, updaters));
    kinds.addAll(DropInKinds.lateConstructs());
    return LongStream.range(0, PROGRAMS / 6)
        .mapToObj(seed -> DynamicTest.dynamicTest("updater seed " + seed, () -> {
          DropInProgram program = DropInGenerator.generate(seed, kinds, Model.NATIVE);
          String problem = Differential.compare(program).problem();
          if (!problem.isEmpty()) {
            DropInProgram shrunk = DropInShrinker.shrink(
                program, p -> !Differential.compare(p).problem().isEmpty());
            fail("seed " + seed + ": " + problem + "program: " + program + "\nshrunk: " + shrunk
                + "\n" + Differential.compare(shrunk).problem());
          }
        }));
  }
}
