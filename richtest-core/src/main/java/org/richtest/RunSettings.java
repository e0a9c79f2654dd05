package org.richtest;

import com.google.common.collect.ImmutableSortedMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The settings of {@link ExplorationOptions} that shape every run and that the exploration never
 * changes by itself, by name: a run's bounds (events, megabytes, timeouts and reads in a row,
 * periods), the clock it reads, and what it does with field and call accesses. A checkpoint and a
 * trace record them, since a run made with other values can exercise other sequences: a resume
 * with others would explore a mixed space, a replay with others could diverge. (The free-run
 * policy, the reductions and whether interrupts, thread ends and the clock are events are recorded
 * apart: the exploration turns the last three on itself when a program needs them.)
 *
 * @param values each setting's value, by the name of its {@code with…} method without {@code with}
 */
public record RunSettings(ImmutableSortedMap<String, String> values) {

  /** What a bound of {@link ExplorationOptions#UNBOUNDED} is written as. */
  private static final String UNBOUNDED = "unbounded";

  /** What no explored field or call is written as. */
  private static final String NONE = "none";

  /** One setting: its name, how to read it from options, how to set it from its text. */
  private record Named(
      OptionRules.Setting setting,
      Function<ExplorationOptions, String> read,
      BiFunction<ExplorationOptions, String, ExplorationOptions> write) {

    String name() {
      String method = setting.method().substring("with".length());
      return Character.toLowerCase(method.charAt(0)) + method.substring(1);
    }
  }

  private static final List<Named> SETTINGS = List.of(
      new Named(OptionRules.Setting.LOGICAL_CLOCK, o -> String.valueOf(o.usesLogicalClock()),
          (o, v) -> o.withLogicalClock(bool(v))),
      new Named(OptionRules.Setting.MAX_RUN_EVENTS, o -> String.valueOf(o.maxRunEvents()),
          (o, v) -> o.withMaxRunEvents(Long.parseLong(v))),
      new Named(OptionRules.Setting.MAX_RUN_MEGABYTES, o -> String.valueOf(o.maxRunMegabytes()),
          (o, v) -> o.withMaxRunMegabytes(Long.parseLong(v))),
      new Named(OptionRules.Setting.TIMEOUTS_IN_A_ROW, o -> bound(o.timeoutsInARow()),
          (o, v) -> o.withTimeoutsInARow(bound(v))),
      new Named(OptionRules.Setting.READS_IN_A_ROW, o -> bound(o.readsInARow()),
          (o, v) -> o.withReadsInARow(bound(v))),
      new Named(OptionRules.Setting.MAX_PERIODS, o -> bound(o.maxPeriods()),
          (o, v) -> o.withMaxPeriods(bound(v))),
      new Named(OptionRules.Setting.DATA_RACE_DETECTION,
          o -> String.valueOf(o.detectsDataRaces()), (o, v) -> o.withDataRaceDetection(bool(v))),
      new Named(OptionRules.Setting.EXPLORED_FIELDS, o -> names(o.exploredFields()),
          (o, v) -> o.withExploredFields(names(v))),
      new Named(OptionRules.Setting.EXPLORED_CALLS, o -> names(o.exploredCalls()),
          (o, v) -> o.withExploredCalls(names(v))));

  /** Copies {@code values}. */
  public RunSettings {
    values = ImmutableSortedMap.copyOf(values);
  }

  /** Returns the settings of {@code options}. */
  public static RunSettings of(ExplorationOptions options) {
    ImmutableSortedMap.Builder<String, String> values = ImmutableSortedMap.naturalOrder();
    for (Named named : SETTINGS) {
      values.put(named.name(), named.read().apply(options));
    }
    return new RunSettings(values.build());
  }

  /** Returns whether {@code setting} is one of these settings. */
  public static boolean covers(OptionRules.Setting setting) {
    return SETTINGS.stream().anyMatch(named -> named.setting() == setting);
  }

  /**
   * Returns {@code options} with these settings; a setting these do not name keeps its value.
   *
   * @throws IllegalArgumentException naming a setting that is not one of these or a value out of
   *     its range
   */
  public ExplorationOptions applyTo(ExplorationOptions options) {
    ExplorationOptions applied = options;
    for (Map.Entry<String, String> entry : values.entrySet()) {
      Named named = SETTINGS.stream().filter(n -> n.name().equals(entry.getKey())).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("unknown run setting '"
              + entry.getKey() + "' (known: " + String.join(", ", of(options).values.keySet())
              + ")"));
      try {
        applied = named.write().apply(applied, entry.getValue());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "run setting " + entry.getKey() + " '" + entry.getValue() + "': " + e.getMessage(), e);
      }
    }
    return applied;
  }

  /**
   * Returns each setting whose value differs from {@code wanted}'s, as {@code name recorded, not
   * wanted} (a setting one of them lacks counts as its default), in the order of their names.
   */
  public List<String> differences(RunSettings wanted) {
    Map<String, String> defaults = of(ExplorationOptions.defaults()).values;
    List<String> differences = new ArrayList<>();
    for (String name : new TreeSet<>(defaults.keySet())) {
      String mine = values.getOrDefault(name, defaults.get(name));
      String theirs = wanted.values.getOrDefault(name, defaults.get(name));
      if (!mine.equals(theirs)) {
        differences.add(name + " " + mine + ", not " + theirs);
      }
    }
    return differences;
  }

  private static boolean bool(String value) {
    if (!value.equals("true") && !value.equals("false")) {
      throw new IllegalArgumentException("not true or false");
    }
    return Boolean.parseBoolean(value);
  }

  private static String bound(int value) {
    return value == ExplorationOptions.UNBOUNDED ? UNBOUNDED : String.valueOf(value);
  }

  private static int bound(String value) {
    return value.equals(UNBOUNDED) ? ExplorationOptions.UNBOUNDED : Integer.parseInt(value);
  }

  private static String names(Set<String> names) {
    return names.isEmpty() ? NONE : String.join(",", new TreeSet<>(names));
  }

  private static String[] names(String value) {
    return value.equals(NONE) ? new String[0] : value.split(",");
  }
}
