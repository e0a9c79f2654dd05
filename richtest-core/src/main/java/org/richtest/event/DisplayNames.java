package org.richtest.event;

import com.google.common.collect.ImmutableMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names a sequence is shown in: a line described with a label ({@code Bank.savings}) is shown
 * by it, unless another line has the same label or a line is called so, since a name shown must
 * still tell one line from every other.
 */
final class DisplayNames {

  private DisplayNames() {}

  /** Returns the shown name of every line whose label stands for it. */
  static ImmutableMap<String, String> of(List<Line> lines, Annotations annotations) {
    Set<String> names = new HashSet<>();
    lines.forEach(line -> names.add(line.name()));
    Map<String, Integer> uses = new HashMap<>();
    annotations.lines().values().forEach(d -> uses.merge(d.label(), 1, Integer::sum));
    ImmutableMap.Builder<String, String> shown = ImmutableMap.builder();
    annotations.lines().forEach((name, description) -> {
      String label = description.label();
      if (!label.isEmpty() && uses.get(label) == 1 && !names.contains(label)) {
        shown.put(name, label);
      }
    });
    return shown.buildOrThrow();
  }
}
