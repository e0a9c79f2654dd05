package org.richtest.testkit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a {@link ProgramSpec} declares for the reductions, derived from its statements so that the
 * declarations are true: the symmetry groups (threads main starts with equal bodies, which are
 * interchangeable: nothing but the values of messages depends on a thread's name) and the
 * order-insensitive ports (the asynchronous ports of a thread that never looks at what it received:
 * every guard of its selective waits is always open and both branches are equal).
 */
final class Declarations {

  private Declarations() {}

  /**
   * Returns the indices of threads with equal bodies that send no message (a message's value
   * depends on its sender's name), per group of at least two, in order.
   */
  static List<List<Integer>> symmetryGroups(List<List<Op>> threads) {
    Map<List<Op>, List<Integer>> byBody = new LinkedHashMap<>();
    for (int t = 0; t < threads.size(); t++) {
      if (!sends(threads.get(t))) {
        byBody.computeIfAbsent(threads.get(t), body -> new ArrayList<>()).add(t);
      }
    }
    return byBody.values().stream().filter(group -> group.size() > 1).toList();
  }

  /** Returns the asynchronous ports whose receiving thread never looks at what it received. */
  static Set<Integer> orderInsensitivePorts(ProgramSpec spec) {
    Set<Integer> ports = new HashSet<>();
    for (List<Op> body : spec.threads()) {
      List<Op.Select> selects = statements(body).stream()
          .filter(op -> op instanceof Op.Select)
          .map(op -> (Op.Select) op)
          .toList();
      if (selects.stream().allMatch(Declarations::ignoresMessage)) {
        selects.forEach(select -> ports.addAll(select.ports()));
      }
    }
    ports.removeIf(spec.synchronousPorts()::get);
    return ports;
  }

  private static boolean ignoresMessage(Op.Select select) {
    return select.whenEven().equals(select.whenOdd()) && !select.alwaysOpen().contains(false);
  }

  private static boolean sends(List<Op> body) {
    return statements(body).stream().anyMatch(op -> op instanceof Op.Send);
  }

  /** Returns every statement of {@code body}, nested ones included. */
  private static List<Op> statements(List<Op> body) {
    List<Op> all = new ArrayList<>();
    for (Op op : body) {
      all.add(op);
      List<List<Op>> nested = switch (op) {
        case Op.Select s -> List.of(s.whenEven(), s.whenOdd());
        case Op.Branch b -> List.of(b.whenEven(), b.whenOdd());
        case Op.Update u -> List.of(u.whenEven(), u.whenOdd());
        case Op.Spawn s -> List.of(s.body());
        case Op.Enter e -> List.of(e.body());
        case Op.Locked l -> List.of(l.body());
        default -> List.<List<Op>>of();
      };
      nested.forEach(inner -> all.addAll(statements(inner)));
    }
    return all;
  }
}
