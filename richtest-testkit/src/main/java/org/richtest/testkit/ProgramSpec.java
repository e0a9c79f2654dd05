package org.richtest.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.richtest.Program;
import org.richtest.RichTestInternalError;
import java.util.concurrent.locks.Condition;
import java.util.function.BooleanSupplier;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.Channel;
import org.richtest.sync.Port;
import org.richtest.sync.SelectiveWait;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.Monitor;
import org.richtest.sync.PVSemaphore;
import org.richtest.sync.concurrent.ReentrantLock;
import org.richtest.sync.SignalAndContinueMonitor;
import org.richtest.sync.SignalAndUrgentMonitor;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;
import org.richtest.sync.Symmetry;

/**
 * A generated program: semaphores (counting or binary, with initial values), shared variables guarded
 * by one data lock, and threads running lists of {@link Op}s. Main starts every thread, then joins
 * them; a spawned thread is joined by its parent at the end of the parent's body.
 *
 * <p>For the reductions it declares what holds of it: threads main starts with equal bodies form a
 * symmetry group, a call's label context is the path of its statement in the body, and an
 * asynchronous port is order-insensitive if the thread receiving from it never looks at what it
 * received (see {@link Declarations}).
 *
 * @param semaphores initial value of each semaphore; binary ones are 0 or 1
 * @param binary which semaphores are binary
 * @param variables number of shared variables
 * @param threads the bodies of the threads main starts
 */
public record ProgramSpec(
    List<Integer> semaphores,
    List<Boolean> binary,
    int variables,
    List<Boolean> monitors,
    int locks,
    List<Boolean> synchronousPorts,
    List<List<Op>> threads)
    implements Program {

  /** Creates a semaphore-only program. */
  public ProgramSpec(List<Integer> semaphores, List<Boolean> binary, int variables, List<List<Op>> threads) {
    this(semaphores, binary, variables, List.of(), 0, List.of(), threads);
  }

  @Override
  public void run() throws Exception {
    run(state -> {});
  }

  /**
   * Returns this program handing, at the start of every run, a view of its state to {@code
   * states}: the shared variables, the variables monitors and locks protect, the semaphores' values
   * and what each thread received (only how many from an order-insensitive port). Read after the
   * run, it is the run's final state.
   */
  public Program observed(Consumer<Supplier<String>> states) {
    return () -> run(states);
  }

  private void run(Consumer<Supplier<String>> states) throws Exception {
    PVSemaphore[] sems = new PVSemaphore[semaphores.size()];
    for (int i = 0; i < sems.length; i++) {
      sems[i] = binary.get(i)
          ? new BinarySemaphore(semaphores.get(i), "s" + i)
          : new CountingSemaphore(semaphores.get(i), "s" + i);
    }
    CountingSemaphore lock = new CountingSemaphore(1, "lock");
    int[] shared = new int[Math.max(1, variables)];
    Monitor[] monitorObjects = new Monitor[monitors.size()];
    ConditionVariable[][] monitorConditions = new ConditionVariable[monitors.size()][];
    for (int m = 0; m < monitorObjects.length; m++) {
      monitorObjects[m] = monitors.get(m)
          ? new SignalAndUrgentMonitor("m" + m)
          : new SignalAndContinueMonitor("m" + m);
      monitorConditions[m] = new ConditionVariable[] {
        monitorObjects[m].condition("c0"), monitorObjects[m].condition("c1")
      };
    }
    ReentrantLock[] lockObjects = new ReentrantLock[locks];
    Condition[][] lockConditions = new Condition[locks][];
    for (int l = 0; l < locks; l++) {
      lockObjects[l] = new ReentrantLock("lock" + l);
      lockConditions[l] = new Condition[] {
        lockObjects[l].newCondition(), lockObjects[l].newCondition()
      };
    }
    Object[] ports = new Object[synchronousPorts.size()];
    Set<Integer> orderInsensitive = Declarations.orderInsensitivePorts(this);
    for (int p = 0; p < ports.length; p++) {
      ports[p] = synchronousPorts.get(p)
          ? new Channel<Integer>("p" + p)
          : orderInsensitive.contains(p)
              ? new Port<Integer>("p" + p).orderInsensitive()
              : new Port<Integer>("p" + p);
    }
    int[][] protectedVariables = new int[monitors.size() + locks][Math.max(1, variables)];
    Runtime runtime = new Runtime(sems, lock, shared, monitorObjects, monitorConditions,
        lockObjects, lockConditions, protectedVariables, ports, orderInsensitive,
        new ConcurrentSkipListMap<>());
    states.accept(runtime::state);
    List<RichThread> started = new ArrayList<>();
    for (int t = 0; t < threads.size(); t++) {
      List<Op> body = threads.get(t);
      started.add(RichThread.start("T" + t, () -> runtime.execute(body)));
    }
    for (List<Integer> group : Declarations.symmetryGroups(threads)) {
      Symmetry.group("g" + group.get(0), group.stream().map(started::get).toList());
    }
    for (RichThread thread : started) {
      thread.join();
    }
  }

  /** Returns the number of statements, for the shrinker's progress. */
  public int size() {
    return threads.stream().mapToInt(ProgramSpec::size).sum() + threads.size();
  }

  static int size(List<Op> body) {
    int size = 0;
    for (Op op : body) {
      size += 1 + switch (op) {
        case Op.Branch b -> size(b.whenEven()) + size(b.whenOdd());
        case Op.Spawn s -> size(s.body());
        case Op.Enter e -> size(e.body());
        case Op.Locked l -> size(l.body());
        case Op.Update u -> size(u.whenEven()) + size(u.whenOdd());
        case Op.Select s -> size(s.whenEven()) + size(s.whenOdd());
        default -> 0;
      };
    }
    return size;
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("monitors ");
    for (int m = 0; m < monitors.size(); m++) {
      text.append("m").append(m).append(monitors.get(m) ? "(SU) " : "(SC) ");
    }
    text.append("locks ").append(locks).append(" ports ").append(synchronousPorts).append(" semaphores ");
    for (int i = 0; i < semaphores.size(); i++) {
      text.append("s").append(i).append(binary.get(i) ? "(binary " : "(counting ")
          .append(semaphores.get(i)).append(") ");
    }
    for (int t = 0; t < threads.size(); t++) {
      text.append("\n  T").append(t).append(": ").append(threads.get(t));
    }
    return text.toString();
  }

  /**
   * Per-thread message state: the values a thread sends (thread-unique, deterministic) and the last
   * value it received, which guards and branches read.
   */
  private static final class Messages {
    private static final ThreadLocal<int[]> STATE = ThreadLocal.withInitial(() -> new int[2]);

    static int next() {
      int[] state = STATE.get();
      return Thread.currentThread().getName().hashCode() % 7 + 3 * ++state[0];
    }

    static int last() {
      return STATE.get()[1];
    }

    static void received(int value) {
      STATE.get()[1] = value;
    }
  }

  @SuppressWarnings("unchecked")
  private record Runtime(
      PVSemaphore[] sems,
      CountingSemaphore lock,
      int[] shared,
      Monitor[] monitors,
      ConditionVariable[][] monitorConditions,
      ReentrantLock[] locks,
      Condition[][] lockConditions,
      int[][] protectedVariables,
      Object[] ports,
      Set<Integer> orderInsensitive,
      Map<String, List<String>> received) {

    void execute(List<Op> body) throws Exception {
      execute(body, -1, -1, "");
    }

    /** Renders the state for {@link #observed}. */
    String state() {
      StringBuilder text = new StringBuilder("x=").append(Arrays.toString(shared))
          .append(" y=").append(Arrays.deepToString(protectedVariables)).append(" s=[");
      for (PVSemaphore sem : sems) {
        text.append(sem.value()).append(' ');
      }
      return text.append("] lock=").append(lock.value()).append(" received=").append(received)
          .toString();
    }

    /**
     * Executes {@code body} inside monitor {@code monitor} or lock {@code lockIndex} (-1: none);
     * {@code path} is where {@code body} is in the thread's code, the context of its labels.
     */
    void execute(List<Op> body, int monitor, int lockIndex, String path) throws Exception {
      List<RichThread> children = new ArrayList<>();
      for (int index = 0; index < body.size(); index++) {
        Op op = body.get(index);
        String at = path + index;
        Symmetry.context(at);
        switch (op) {
          case Op.P p -> sems[p.sem()].P();
          case Op.V v -> sems[v.sem()].V();
          case Op.Branch branch -> {
            lock.P();
            int value = shared[branch.variable()] += branch.addend();
            lock.V();
            execute(value % 2 == 0 ? branch.whenEven() : branch.whenOdd(), monitor, lockIndex,
                at + (value % 2 == 0 ? "e" : "o"));
          }
          case Op.Enter enter -> monitors[enter.monitor()].run("op", () -> {
            try {
              execute(enter.body(), enter.monitor(), -1, at + "m");
            } catch (RuntimeException e) {
              throw e;
            } catch (Exception e) {
              throw new IllegalStateException(e);
            }
          });
          case Op.Locked locked -> {
            locks[locked.lock()].lock();
            try {
              execute(locked.body(), -1, locked.lock(), at + "l");
            } finally {
              locks[locked.lock()].unlock();
            }
          }
          case Op.Await await -> await(await.condition(), monitor, lockIndex);
          case Op.Signal signal -> {
            if (monitor >= 0) {
              ConditionVariable condition = monitorConditions[monitor][signal.condition()];
              if (signal.all() && monitors[monitor] instanceof SignalAndContinueMonitor) {
                condition.signalAll();
              } else {
                condition.signal();
              }
            } else if (signal.all()) {
              lockConditions[lockIndex][signal.condition()].signalAll();
            } else {
              lockConditions[lockIndex][signal.condition()].signal();
            }
          }
          case Op.Update update -> {
            // Each monitor and lock protects variables of its own: sharing one would be a data race.
            int[] variables = protectedVariables[monitor >= 0 ? monitor : monitors.length + lockIndex];
            int value = variables[update.variable()] += update.addend();
            while (update.waitWhileOdd() && variables[update.variable()] % 2 != 0) {
              await(0, monitor, lockIndex);
            }
            execute(value % 2 == 0 ? update.whenEven() : update.whenOdd(), monitor, lockIndex,
                at + (value % 2 == 0 ? "e" : "o"));
          }
          case Op.Send send -> {
            int value = Messages.next();
            if (ports[send.port()] instanceof Channel<?> channel) {
              ((Channel<Integer>) channel).send(value);
            } else {
              ((Port<Integer>) ports[send.port()]).send(value);
            }
          }
          case Op.Select select -> {
            SelectiveWait wait = new SelectiveWait();
            int[] got = {0, -1};
            for (int i = 0; i < select.ports().size(); i++) {
              boolean always = select.alwaysOpen().get(i);
              BooleanSupplier guard = () -> always || Messages.last() % 2 == 0;
              Object port = ports[select.ports().get(i)];
              int alternative = i;
              int portIndex = select.ports().get(i);
              SelectiveWait.Handler<Integer> handler = v -> {
                got[0] = v;
                got[1] = alternative;
                received.computeIfAbsent(Thread.currentThread().getName(), k -> new ArrayList<>())
                    .add(orderInsensitive.contains(portIndex) ? "p" + portIndex : "p" + portIndex
                        + "=" + v);
              };
              if (port instanceof Channel<?> channel) {
                wait.when(guard, (Channel<Integer>) channel, handler);
              } else {
                wait.when(guard, (Port<Integer>) port, handler);
              }
            }
            int chosen = wait.choose();
            if (chosen != got[1]) {
              // A library bug, not a program bug: it must fail the comparison, not be explored.
              throw new RichTestInternalError(
                  "choose() returned " + chosen + " but alternative " + got[1] + " ran");
            }
            Messages.received(got[0]);
            execute(got[0] % 2 == 0 ? select.whenEven() : select.whenOdd(), monitor, lockIndex,
                at + (got[0] % 2 == 0 ? "e" : "o"));
          }
          case Op.Spawn spawn -> {
            RichThread child = new RichThread(() -> execute(spawn.body()));
            child.start();
            children.add(child);
          }
        }
      }
      for (RichThread child : children) {
        child.join();
      }
    }

    private void await(int condition, int monitor, int lockIndex) {
      if (monitor >= 0) {
        monitorConditions[monitor][condition].await();
      } else {
        lockConditions[lockIndex][condition].awaitUninterruptibly();
      }
    }
  }
}
