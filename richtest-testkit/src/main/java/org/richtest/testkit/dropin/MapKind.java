package org.richtest.testkit.dropin;

import java.util.SplittableRandom;
import org.richtest.sync.concurrent.ConcurrentHashMap;

/**
 * A {@code ConcurrentHashMap} of small integer keys (1 or 2, so operations meet on a key) with
 * single-key operations, atomic read-modify-writes and whole-map queries. No reference model.
 */
final class MapKind implements DropInKind {

  private static final String[] OPERATIONS = {
    "put", "get", "putIfAbsent", "remove", "compute", "merge", "computeIfAbsent", "size",
    "containsKey", "replace", "keySet"
  };

  @Override
  public String name() {
    return "map";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return 0;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new ConcurrentHashMap<Integer, Integer>(name);
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    return new Step(object, OPERATIONS[random.nextInt(OPERATIONS.length)], random.nextInt(4));
  }

  @Override
  @SuppressWarnings("unchecked")
  public String perform(Object target, Step step, Body body) throws Exception {
    ConcurrentHashMap<Integer, Integer> map = (ConcurrentHashMap<Integer, Integer>) target;
    int key = 1 + step.argument() % 2;
    int value = step.argument();
    return String.valueOf(switch (step.operation()) {
      case "put" -> map.put(key, value);
      case "get" -> map.get(key);
      case "putIfAbsent" -> map.putIfAbsent(key, value);
      case "remove" -> map.remove(key);
      case "compute" -> map.compute(key, (k, v) -> v == null ? 1 : v + 1);
      case "merge" -> map.merge(key, value, Integer::sum);
      case "computeIfAbsent" -> map.computeIfAbsent(key, k -> k * 10);
      case "size" -> map.size();
      case "containsKey" -> map.containsKey(key);
      case "replace" -> map.replace(key, value);
      default -> map.keySet().toString();
    });
  }

  @Override
  public String finalState(Object target) {
    return target.toString();
  }
}
