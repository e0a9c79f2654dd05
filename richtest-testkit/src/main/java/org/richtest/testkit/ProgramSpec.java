package org.richtest.testkit;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;

/**
 * A generated program: semaphores (counting or binary, with initial values), shared variables guarded
 * by one data lock, and threads running lists of {@link Op}s. Main starts every thread, then joins
 * them; a spawned thread is joined by its parent at the end of the parent's body.
 *
 * @param semaphores initial value of each semaphore; binary ones are 0 or 1
 * @param binary which semaphores are binary
 * @param variables number of shared variables
 * @param threads the bodies of the threads main starts
 */
public record ProgramSpec(List<Integer> semaphores, List<Boolean> binary, int variables, List<List<Op>> threads)
    implements Program {

  @Override
  public void run() throws Exception {
    Object[] sems = new Object[semaphores.size()];
    for (int i = 0; i < sems.length; i++) {
      sems[i] = binary.get(i)
          ? new BinarySemaphore(semaphores.get(i), "s" + i)
          : new CountingSemaphore(semaphores.get(i), "s" + i);
    }
    CountingSemaphore lock = new CountingSemaphore(1, "lock");
    int[] shared = new int[Math.max(1, variables)];
    Runtime runtime = new Runtime(sems, lock, shared);
    List<RichThread> started = new ArrayList<>();
    for (int t = 0; t < threads.size(); t++) {
      List<Op> body = threads.get(t);
      started.add(RichThread.start("T" + t, () -> runtime.execute(body)));
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
        default -> 0;
      };
    }
    return size;
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("semaphores ");
    for (int i = 0; i < semaphores.size(); i++) {
      text.append("s").append(i).append(binary.get(i) ? "(binary " : "(counting ")
          .append(semaphores.get(i)).append(") ");
    }
    for (int t = 0; t < threads.size(); t++) {
      text.append("\n  T").append(t).append(": ").append(threads.get(t));
    }
    return text.toString();
  }

  private record Runtime(Object[] sems, CountingSemaphore lock, int[] shared) {
    void execute(List<Op> body) throws InterruptedException {
      List<RichThread> children = new ArrayList<>();
      for (Op op : body) {
        switch (op) {
          case Op.P p -> {
            if (sems[p.sem()] instanceof BinarySemaphore b) {
              b.P();
            } else {
              ((CountingSemaphore) sems[p.sem()]).P();
            }
          }
          case Op.V v -> {
            if (sems[v.sem()] instanceof BinarySemaphore b) {
              b.V();
            } else {
              ((CountingSemaphore) sems[v.sem()]).V();
            }
          }
          case Op.Branch branch -> {
            lock.P();
            int value = shared[branch.variable()] += branch.addend();
            lock.V();
            execute(value % 2 == 0 ? branch.whenEven() : branch.whenOdd());
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
  }
}
