package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.RichTestInternalError;
import org.richtest.internal.clock.MutableClock;
import org.richtest.spi.SyncObject;
import org.richtest.spi.VariableObject;

/**
 * The names of a run and their lines: every logical thread in creation order, every object line
 * (found by object and by name), and the ports, which have no line. A name is given once per run,
 * so that a line is known by its name in the recorded sequence and in the variants replayed from
 * it. Kept apart from the baton so that looking a line up and passing control are read separately.
 */
final class LineRegistry {

  private final SequenceRecorder recorder;
  private final PortQueues ports;
  private final boolean detectDataRaces;
  /**
   * The width every line's clocks start with: see {@link RunShape}. Only room made: the memory
   * bound counts no byte by it ({@link RecordedSize}).
   */
  private final int clockWidth;
  private final List<LogicalThread> threads = new ArrayList<>();
  private final List<ObjectLine> objects = new ArrayList<>();
  private final Map<SyncObject, ObjectLine> lineOf = new IdentityHashMap<>();
  private final Map<String, ObjectLine> lineByName = new HashMap<>();
  private final Set<String> names = new HashSet<>();
  /** The executor's instances of the names its runs give. */
  private final LineNames canonical;

  LineRegistry(SequenceRecorder recorder, PortQueues ports, boolean detectDataRaces,
      int clockWidth, LineNames canonical) {
    this.canonical = canonical;
    this.recorder = recorder;
    this.ports = ports;
    this.detectDataRaces = detectDataRaces;
    this.clockWidth = clockWidth;
  }

  /**
   * Registers {@code object}, created by {@code creator}: a line for a synchronization object or a
   * variable, a queue for a port. Returns its name (see {@link
   * org.richtest.spi.Controller#register}).
   */
  String register(LogicalThread creator, SyncObject object, @Nullable String requestedName) {
    String name = claim(requestedName, () -> creator.name + "#" + (++creator.objectCount));
    if (!SyncObject.isLine(object)) {
      ports.register(object);
      return name;
    }
    boolean variable = VariableObject.isVariable(object);
    int slot = variable ? recorder.variable(name) : recorder.object(name);
    ObjectLine line = new ObjectLine(object, name, slot, clockWidth, detectDataRaces);
    objects.add(line);
    lineOf.put(object, line);
    lineByName.put(name, line);
    return name;
  }

  /** Names a thread {@code parent} creates (see {@link org.richtest.spi.Controller#nameThread}). */
  String nameThread(LogicalThread parent, @Nullable String requestedName) {
    return claim(requestedName, () -> parent.name + "." + (++parent.childCount));
  }

  /**
   * Takes {@code requested}, or {@code byDefault}'s name if it is null, as a line name of this run.
   *
   * @throws IllegalArgumentException if the name is empty, contains ':' or is taken
   */
  String claim(@Nullable String requested, Supplier<String> byDefault) {
    String name = canonical.canonical(requested != null ? requested : byDefault.get());
    if (name.isEmpty() || name.contains(":")) {
      throw new IllegalArgumentException(
          "invalid line name '" + name + "' (empty or containing ':')");
    }
    if (!names.add(name)) {
      throw new IllegalArgumentException(
          "duplicate name '" + name + "': every thread and synchronization object of a run needs a "
              + "unique name");
    }
    return name;
  }

  /**
   * Adds a logical thread called {@code name}, its name already claimed unless it is the first
   * ({@code main}), with a clock of its own.
   */
  LogicalThread newThread(String name) {
    if (threads.isEmpty()) {
      names.add(name);
    }
    LogicalThread thread = new LogicalThread(
        name, threads.size(), new MutableClock(clockWidth), recorder.thread(name),
        detectDataRaces);
    synchronized (threads) {
      threads.add(thread);
    }
    return thread;
  }

  /** Returns the run's threads in creation order; for the thread holding the baton only. */
  List<LogicalThread> threads() {
    return threads;
  }

  /**
   * Copies the run's threads for the explorer's thread, which reads them while a thread the
   * watchdog gave up on may still be running the program and starting more.
   */
  LogicalThread[] threadsSoFar() {
    synchronized (threads) {
      return threads.toArray(new LogicalThread[0]);
    }
  }

  /** Returns the object lines in creation order. */
  List<ObjectLine> objects() {
    return objects;
  }

  /**
   * Returns {@code object}'s line.
   *
   * @throws IllegalStateException if the object does not belong to this run
   */
  ObjectLine line(SyncObject object) {
    ObjectLine line = lineOf.get(object);
    if (line == null) {
      throw new IllegalStateException(object.name() + " does not belong to this run");
    }
    return line;
  }

  /** Returns the object line called {@code name}, or null if it is a thread's line. */
  @Nullable ObjectLine lineNamed(String name) {
    return lineByName.get(name);
  }

  /** Returns the thread called {@code name}. */
  LogicalThread threadNamed(String name) {
    for (LogicalThread thread : threads) {
      if (thread.name.equals(name)) {
        return thread;
      }
    }
    throw new RichTestInternalError("no thread " + name);
  }
}
