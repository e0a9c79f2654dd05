package org.richtest.testkit.dropin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * A generated program over drop-ins: its objects (a kind and a creation parameter each), the steps of
 * each thread, and the model it runs on. {@code main} creates the objects, starts threads {@code T0},
 * {@code T1}, ... and joins them; each step records what it observed. {@link #outcome(RunOutcome)}
 * describes the last run by what a user could see: how it ended, what every thread observed, and the
 * objects' final states.
 *
 * <p>The record of the last run is kept in the instance, so an exploration of one program must run
 * its runs one at a time (the default).
 */
public final class DropInProgram implements Program {

  /** An object of the program: its kind and its creation parameter. */
  public record ObjectSpec(DropInKind kind, int parameter) {
    @Override
    public String toString() {
      return kind.name() + "(" + parameter + ")";
    }
  }

  private final List<ObjectSpec> objects;
  private final List<List<Step>> threads;
  private final Model model;
  private volatile @Nullable RunRecord last;

  /**
   * Creates a program over {@code objects} whose thread {@code Ti} runs {@code threads.get(i)}.
   *
   * @throws IllegalArgumentException if {@code model} is the reference and a kind has none
   */
  public DropInProgram(List<ObjectSpec> objects, List<List<Step>> threads, Model model) {
    for (ObjectSpec spec : objects) {
      if (model == Model.REFERENCE && !spec.kind().hasReference()) {
        throw new IllegalArgumentException(spec.kind().name() + " has no reference model");
      }
    }
    this.objects = List.copyOf(objects);
    this.threads = List.copyOf(threads.stream().map(List::copyOf).toList());
    this.model = model;
  }

  /** Returns the objects. */
  public List<ObjectSpec> objects() {
    return objects;
  }

  /** Returns the steps of each thread. */
  public List<List<Step>> threads() {
    return threads;
  }

  /** Returns the model the program runs on. */
  public Model model() {
    return model;
  }

  /** Returns the same program on {@code other}. */
  public DropInProgram on(Model other) {
    return new DropInProgram(objects, threads, other);
  }

  /** Returns the same objects and model with other threads. */
  public DropInProgram withThreads(List<List<Step>> other) {
    return new DropInProgram(objects, other, model);
  }

  /** Returns the number of steps and threads, for the shrinker's progress. */
  public int size() {
    int size = threads.size();
    for (List<Step> body : threads) {
      for (Step step : body) {
        size += step.size();
      }
    }
    return size;
  }

  @Override
  public void run() throws Exception {
    Object[] created = new Object[objects.size()];
    for (int i = 0; i < created.length; i++) {
      ObjectSpec spec = objects.get(i);
      created[i] = spec.kind().create(spec.parameter(), "o" + i, model);
    }
    RunRecord record = new RunRecord(threads.size());
    last = record;
    List<RichThread> started = new ArrayList<>();
    for (int t = 0; t < threads.size(); t++) {
      List<Step> body = threads.get(t);
      List<String> observed = record.observed.get(t);
      started.add(RichThread.start("T" + t, () -> execute(created, body, observed)));
    }
    for (Object object : created) {
      if (object instanceof InterruptKind.ThreadTable table) {
        table.fill(started); // before main's first wait, so before any thread runs a step
      } else if (object instanceof TimedSpinKind.TimedSpin spin) {
        spin.threads().fill(started);
      }
    }
    for (RichThread thread : started) {
      thread.join();
    }
    for (int i = 0; i < created.length; i++) {
      record.finalStates.add("o" + i + "=" + objects.get(i).kind().finalState(created[i]));
    }
  }

  private void execute(Object[] created, List<Step> body, List<String> observed) throws Exception {
    for (Step step : body) {
      DropInKind kind = objects.get(step.object()).kind();
      String seen;
      try {
        seen = kind.perform(
            created[step.object()], step, () -> execute(created, step.body(), observed));
      } catch (InterruptedException e) {
        seen = "InterruptedException";
      }
      observed.add("o" + step.object() + "." + step.operation() + (seen.isEmpty() ? "" : "=" + seen));
    }
  }

  /**
   * Describes the last run: how it ended ({@code outcome}), what every thread observed, and the final
   * states when the run got that far.
   */
  public String outcome(RunOutcome outcome) {
    RunRecord record = last;
    String ending = switch (outcome) {
      case RunOutcome.Deadlock deadlock -> "deadlock" + deadlock.blocked().stream()
          .map(RunOutcome.BlockedThread::thread)
          .sorted()
          .collect(Collectors.toList());
      case RunOutcome.Failure failure -> "failure in " + failure.thread() + ": "
          + failure.cause().getClass().getSimpleName();
      default -> outcome.getClass().getSimpleName();
    };
    if (record == null) {
      return ending;
    }
    StringBuilder text = new StringBuilder(ending);
    for (int t = 0; t < record.observed.size(); t++) {
      text.append(" | T").append(t).append(": ").append(record.observed.get(t));
    }
    return text.append(" | ").append(record.finalStates).toString();
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(model + " objects " + objects);
    for (int t = 0; t < threads.size(); t++) {
      text.append("\n  T").append(t).append(": ").append(threads.get(t));
    }
    return text.toString();
  }

  /** What the threads of one run observed, each thread writing only its own list. */
  private static final class RunRecord {
    final List<List<String>> observed = new ArrayList<>();
    final List<String> finalStates = Collections.synchronizedList(new ArrayList<>());

    RunRecord(int threads) {
      for (int t = 0; t < threads; t++) {
        observed.add(Collections.synchronizedList(new ArrayList<>()));
      }
    }
  }
}
