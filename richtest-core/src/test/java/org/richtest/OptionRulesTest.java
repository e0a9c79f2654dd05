package org.richtest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.richtest.OptionRules.Option;
import org.richtest.OptionRules.Violation;

/** The one table of which option fits which strategy, and its order. */
class OptionRulesTest {

  @Test
  void check_eachOptionWithAnotherStrategy_isNotForThatStrategy() {
    for (Option option : Option.values()) {
      for (Strategy strategy : Strategy.values()) {
        Optional<Violation> violation = OptionRules.check(strategy, EnumSet.of(option));

        assertEquals(strategy == option.appliesTo()
                ? Optional.empty()
                : Optional.of(new Violation.NotForStrategy(option, strategy)),
            violation, option + " with " + strategy);
      }
    }
  }

  @Test
  void check_sampleWithRaceBound_doNotCombine() {
    assertEquals(Optional.of(new Violation.Combined(Option.SAMPLE, Option.RACE_BOUND)),
        OptionRules.check(Strategy.REACHABILITY, EnumSet.of(Option.SAMPLE, Option.RACE_BOUND)));
  }

  @Test
  void check_workersOrCheckpointsWithAPartialExploration_doNotCombine() {
    assertEquals(Optional.of(new Violation.Combined(Option.PARALLELISM, Option.SAMPLE)),
        OptionRules.check(Strategy.REACHABILITY, EnumSet.of(Option.PARALLELISM, Option.SAMPLE)));
    assertEquals(Optional.of(new Violation.Combined(Option.CHECKPOINT, Option.RACE_BOUND)),
        OptionRules.check(Strategy.REACHABILITY,
            EnumSet.of(Option.CHECKPOINT, Option.PARALLELISM, Option.RACE_BOUND)));
  }

  @Test
  void check_severalBroken_reportsTheFirstInTheTablesOrder() {
    assertEquals(Optional.of(new Violation.NotForStrategy(Option.REDUCTIONS, Strategy.DPOR)),
        OptionRules.check(Strategy.DPOR, EnumSet.allOf(Option.class)));
  }

  @Test
  void given_namesTheOptionsSetAwayFromTheirDefaults() {
    ExplorationOptions options = ExplorationOptions.defaults()
        .withReductions(Reduction.SYMMETRY)
        .withPctDepth(5)
        .withParallelism(2)
        .withResume(Path.of("x.checkpoint"));

    assertEquals(Set.of(Option.REDUCTIONS, Option.PCT_DEPTH, Option.PARALLELISM, Option.RESUME),
        OptionRules.given(options));
    assertEquals(Set.of(), OptionRules.given(ExplorationOptions.defaults().withParallelism(1)));
  }

  /**
   * The table of settings lists every {@code with…} method of the options, and nothing else: an
   * option added without a row fails here, and the front doors' tests then ask for its name.
   */
  @Test
  void settings_areEveryWithMethodOfTheOptions() {
    Set<String> methods = new TreeSet<>();
    for (Method method : ExplorationOptions.class.getDeclaredMethods()) {
      if (Modifier.isPublic(method.getModifiers()) && method.getName().startsWith("with")) {
        methods.add(method.getName());
      }
    }
    Set<String> listed = new TreeSet<>();
    for (OptionRules.Setting setting : OptionRules.Setting.values()) {
      listed.add(setting.method());
    }

    assertEquals(methods, listed);
  }
}
