package org.richtest.examples.diningphilosophers;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.examples.threads.Threads;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.RichThread;
import org.richtest.sync.SignalAndUrgentMonitor;

/**
 * Dining philosophers on a signal-and-urgent-wait monitor with a starving state (spec
 * table4-programs §3.3, DP-monitorSU). Each philosopher is thinking, hungry, starving or eating and
 * waits on its own condition {@code self[i]}. A hungry philosopher who cannot eat becomes starving
 * unless a neighbour already is, and a starving philosopher keeps both neighbours from starting to
 * eat, so no one starves. The paper's original program is not public; this reconstruction, the idea
 * of Hartley's {@code DiningServer}, reproduces all its published counts. Each philosopher picks up
 * and puts down once; main starts p0, …, p(n-1) and joins them.
 */
public final class DiningPhilosophersMonitor {

  private enum State {
    THINKING,
    HUNGRY,
    STARVING,
    EATING
  }

  private final SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("DiningPhilosophers");
  private final State[] state;
  private final ConditionVariable[] self;

  /** Creates the monitor for {@code philosophers} philosophers, all thinking. */
  public DiningPhilosophersMonitor(int philosophers) {
    state = new State[philosophers];
    self = new ConditionVariable[philosophers];
    for (int i = 0; i < philosophers; i++) {
      state[i] = State.THINKING;
      self[i] = monitor.condition("self" + i);
    }
  }

  /** Philosopher {@code i} gets hungry and waits until it may eat. */
  public void pickUp(int i) {
    monitor.run("pickUp", () -> {
      state[i] = State.HUNGRY;
      test(i);
      if (state[i] != State.EATING) {
        self[i].await();
      }
    });
  }

  /** Philosopher {@code i} stops eating and lets its neighbours eat if they can. */
  public void putDown(int i) {
    monitor.run("putDown", () -> {
      state[i] = State.THINKING;
      test(left(i));
      test(right(i));
    });
  }

  /**
   * Lets philosopher {@code k} eat if it is hungry or starving and no neighbour eats or starves;
   * otherwise a hungry {@code k} becomes starving if no neighbour starves.
   */
  private void test(int k) {
    State left = state[left(k)];
    State right = state[right(k)];
    boolean wantsToEat = state[k] == State.HUNGRY || state[k] == State.STARVING;
    if (wantsToEat && !blocks(left) && !blocks(right)) {
      state[k] = State.EATING;
      self[k].signal();
    } else if (state[k] == State.HUNGRY && left != State.STARVING && right != State.STARVING) {
      state[k] = State.STARVING;
    }
  }

  private static boolean blocks(State neighbour) {
    return neighbour == State.EATING || neighbour == State.STARVING;
  }

  private int left(int i) {
    return (i + state.length - 1) % state.length;
  }

  private int right(int i) {
    return (i + 1) % state.length;
  }

  /** Returns the program: {@code philosophers} philosophers, each eating once. */
  public static Program program(int philosophers) {
    return () -> {
      DiningPhilosophersMonitor table = new DiningPhilosophersMonitor(philosophers);
      List<RichThread> threads = new ArrayList<>();
      for (int i = 0; i < philosophers; i++) {
        int id = i;
        threads.add(new RichThread("p" + i, () -> {
          table.pickUp(id);
          table.putDown(id);
        }));
      }
      Threads.startAndJoin(threads);
    };
  }
}
