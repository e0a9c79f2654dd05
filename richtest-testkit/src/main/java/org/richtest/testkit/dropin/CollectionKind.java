package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.SplittableRandom;
import org.richtest.sync.concurrent.ConcurrentLinkedDeque;
import org.richtest.sync.concurrent.ConcurrentLinkedQueue;
import org.richtest.sync.concurrent.ConcurrentSkipListMap;
import org.richtest.sync.concurrent.ConcurrentSkipListSet;
import org.richtest.sync.concurrent.CopyOnWriteArrayList;
import org.richtest.sync.concurrent.CopyOnWriteArraySet;

/**
 * The non-blocking collections: a {@code ConcurrentLinkedQueue} (parameter 0), {@code
 * ConcurrentLinkedDeque} (1), {@code CopyOnWriteArrayList} (2), {@code CopyOnWriteArraySet} (3),
 * {@code ConcurrentSkipListSet} (4) or a {@code ConcurrentSkipListMap} (5, its keys through its
 * key-set view), of small integers (0 to 2, so that operations meet on an element), with adds,
 * removals, queries, a kind-specific take (a poll, a {@code pollFirst}, an {@code addIfAbsent}) and
 * iteration. No reference model.
 */
final class CollectionKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "add", "add", "remove", "contains", "size", "take", "take", "iterate"
  };

  @Override
  public String name() {
    return "collection";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(6);
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return switch (parameter) {
      case 0 -> new ConcurrentLinkedQueue<Integer>(name);
      case 1 -> new ConcurrentLinkedDeque<Integer>(name);
      case 2 -> new CopyOnWriteArrayList<Integer>(name);
      case 3 -> new CopyOnWriteArraySet<Integer>(name);
      case 4 -> new ConcurrentSkipListSet<Integer>(name);
      default -> new ConcurrentSkipListMap<Integer, Integer>(name);
    };
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(3));
  }

  @Override
  @SuppressWarnings("unchecked")
  public String perform(Object target, Step step, Body body) throws Exception {
    int e = step.argument();
    if (target instanceof ConcurrentSkipListMap<?, ?> map) {
      return perform((ConcurrentSkipListMap<Integer, Integer>) map, step.operation(), e);
    }
    Collection<Integer> collection = (Collection<Integer>) target;
    return String.valueOf(switch (step.operation()) {
      case "add" -> collection.add(e);
      case "remove" -> collection.remove(e);
      case "contains" -> collection.contains(e);
      case "size" -> collection.size();
      case "take" -> take(collection, e);
      default -> iterate(collection);
    });
  }

  /** A map's operations, the queries and iteration through its key-set view. */
  private static String perform(ConcurrentSkipListMap<Integer, Integer> map, String operation, int e) {
    return String.valueOf(switch (operation) {
      case "add" -> map.put(e, e);
      case "remove" -> map.remove(e);
      case "contains" -> map.keySet().contains(e);
      case "size" -> map.size();
      case "take" -> map.pollFirstEntry();
      default -> iterate(map.keySet());
    });
  }

  /** The kind-specific removal or conditional add of each collection. */
  private static Object take(Collection<Integer> collection, int e) {
    return switch (collection) {
      case Deque<Integer> deque -> e == 0 ? deque.pollLast() : deque.pollFirst();
      case Queue<Integer> queue -> queue.poll();
      case CopyOnWriteArrayList<Integer> list -> list.addIfAbsent(e);
      case NavigableSet<Integer> set -> set.pollFirst();
      default -> collection.isEmpty();
    };
  }

  private static List<Integer> iterate(Collection<Integer> collection) {
    List<Integer> seen = new ArrayList<>();
    for (Integer element : collection) {
      seen.add(element);
    }
    return seen;
  }

  @Override
  public String finalState(Object target) {
    return target.toString();
  }
}
