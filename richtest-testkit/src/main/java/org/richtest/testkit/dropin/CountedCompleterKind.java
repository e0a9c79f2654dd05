package org.richtest.testkit.dropin;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.CountedCompleter;

/**
 * Trees of counted completers: a thread's step invokes a random tree's root ({@code invoke}) or
 * forks and joins it ({@code forkJoin}); a node's body, the steps of its {@code compute}, counts
 * its children pending ({@code setPendingCount} at once, or {@code addToPendingCount(1)} before
 * each fork), forks them, may read its count, and arrives by one of {@code tryComplete}, {@code
 * propagateCompletion}, the Javadoc's {@code firstComplete}/{@code nextComplete} loop, or {@code
 * decrementPendingCountUnlessZero} followed by {@code tryComplete} when it found zero. Every {@code
 * onCompletion} (and every turn of the loop) counts itself on the object's shared counter, which
 * the parameter makes atomic ({@value #ATOMIC}) or a read and a write ({@value #RACY}, a deliberate
 * lost update that a root's normal completion checks against an atomic tally); now and then a node
 * throws (the root completes exceptionally) or, deliberately, never arrives (a lost decrement: the
 * root's joiner waits for ever). {@link #mayFail} says which programs may fail. No reference
 * model: the oracle is the check.
 */
final class CountedCompleterKind implements DropInKind {

  /** The parameter of an object whose counter is incremented atomically. */
  static final int ATOMIC = 0;

  /** The parameter of an object whose counter is read and written: updates may be lost. */
  static final int RACY = 1;

  /** The most nodes of one tree: a tree of three, beside a count, takes the oracle 3,360 runs. */
  private static final int MOST_NODES = 3;

  private static final String[] ARRIVALS = {"tryComplete", "propagate", "firstComplete",
      "decrement"};

  private static final String LOST = "lostDecrement";

  /**
   * The trees of one object in one run: its counter, the tally of counts, and per thread the
   * completers whose {@code compute} runs there, innermost last, which a body's steps act on.
   */
  private record Trees(boolean racy, SharedInt counter, SharedInt tally,
      Map<Thread, Deque<Node>> computing) {

    Node current() {
      Deque<Node> mine = computing.get(Thread.currentThread());
      if (mine == null || mine.isEmpty()) {
        throw new IllegalStateException("a completer's step outside its compute");
      }
      return mine.peekLast();
    }

    /** Counts one completion on the counter, atomically unless racy, and on the tally if racy. */
    void count() {
      if (racy) {
        counter.set(counter.get() + 1);
        tally.incrementAndGet();
      } else {
        counter.incrementAndGet();
      }
    }

    /** Fails if the racy counter lost an update: it counted fewer than the tally did before. */
    void check() {
      if (racy) {
        int counted = tally.get();
        if (counter.get() < counted) {
          throw new AssertionError("the completions' counter lost an update");
        }
      }
    }
  }

  /** A completer whose {@code compute} runs its step's body. */
  private static final class Node extends CountedCompleter<Void> {
    private final Trees trees;
    private final Body body;

    Node(Trees trees, @Nullable Node parent, Body body) {
      super(parent);
      this.trees = trees;
      this.body = body;
    }

    @Override
    public void compute() {
      Deque<Node> mine =
          trees.computing().computeIfAbsent(Thread.currentThread(), t -> new ArrayDeque<>());
      mine.addLast(this);
      try {
        body.run();
      } catch (RuntimeException e) {
        throw e;
      } catch (Exception e) {
        throw new IllegalStateException("a generated completer threw", e);
      } finally {
        mine.removeLast();
      }
    }

    @Override
    public void onCompletion(CountedCompleter<?> caller) {
      trees.count();
    }
  }

  @Override
  public String name() {
    return "completer";
  }

  @Override
  public boolean hasReference() {
    return false;
  }

  @Override
  public boolean startsThreads() {
    return true;
  }

  @Override
  public int randomParameter(SplittableRandom random) {
    return random.nextInt(4) == 0 ? RACY : ATOMIC;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new Trees(parameter == RACY, new SharedInt(0, name + ".counter"),
        new SharedInt(0, name + ".tally"), new ConcurrentHashMap<>());
  }

  @Override
  public Step randomStep(SplittableRandom random, int object, StepContext context) {
    int[] budget = {MOST_NODES - 1};
    return new Step(object, random.nextBoolean() ? "invoke" : "forkJoin", 0,
        node(random, object, 0, budget));
  }

  /**
   * Returns the program for {@code seed}: one object of this kind, thread T0 running one random
   * tree, and, beside a tree of one or two nodes, thread T1 counting on the counter or reading it.
   * One tree per program, as two trees' events interleave in more ways than the oracle can try
   * within seconds (a tree of three nodes beside one count: 3,360 interleavings), and no throw in a
   * tree of three ({@link #arriving}).
   */
  static DropInProgram program(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    CountedCompleterKind kind = new CountedCompleterKind();
    Step tree = kind.randomStep(
        random, 0, new StepContext(Model.NATIVE, List.of(kind), List.of(), 0));
    List<List<Step>> threads = new ArrayList<>();
    if (forks(tree.body()) < MOST_NODES - 1) {
      threads.add(List.of(tree));
      threads.add(List.of(new Step(0, random.nextInt(3) == 0 ? "read" : "count", 0)));
    } else {
      threads.add(List.of(arriving(tree)));
    }
    return new DropInProgram(
        List.of(new DropInProgram.ObjectSpec(kind, kind.randomParameter(random))), threads,
        Model.NATIVE);
  }

  /**
   * Returns {@code step} with every {@code throw} in it replaced by {@code tryComplete}: a throw in
   * a tree of three nodes leaves its completers' ends racing in more interleavings than the oracle
   * tries within seconds (up to tens of thousands).
   */
  private static Step arriving(Step step) {
    if (step.operation().equals("throw")) {
      return new Step(step.object(), "tryComplete", 0);
    }
    return step.withBody(step.body().stream().map(CountedCompleterKind::arriving).toList());
  }

  /** Returns the number of completers {@code steps} fork, in their bodies too. */
  private static int forks(List<Step> steps) {
    int forks = 0;
    for (Step step : steps) {
      forks += (step.operation().equals("fork") ? 1 : 0) + forks(step.body());
    }
    return forks;
  }

  /**
   * Returns a node's body: its children counted pending and forked, within {@code budget} nodes
   * left of the tree, and its arrival (rarely a throw, or, deliberately, none).
   */
  private static List<Step> node(SplittableRandom random, int object, int depth, int[] budget) {
    int children = Math.min(depth < 2 ? random.nextInt(3) : 0, budget[0]);
    budget[0] -= children;
    boolean atOnce = random.nextBoolean();
    List<Step> steps = new ArrayList<>();
    if (children > 0 && atOnce) {
      steps.add(new Step(object, "setPending", children));
    }
    for (int i = 0; i < children; i++) {
      if (!atOnce) {
        steps.add(new Step(object, "addPending", 1));
      }
      steps.add(new Step(object, "fork", 0, node(random, object, depth + 1, budget)));
    }
    if (random.nextInt(4) == 0) {
      steps.add(new Step(object, "pending", 0));
    }
    int odd = random.nextInt(16);
    if (odd == 0) {
      steps.add(new Step(object, "throw", 0));
    } else if (odd != 1) {
      steps.add(new Step(object, ARRIVALS[random.nextInt(ARRIVALS.length)], 0));
    } else {
      steps.add(new Step(object, LOST, 0));
    }
    return steps;
  }

  @Override
  public String perform(Object target, Step step, Body body) throws Exception {
    Trees trees = (Trees) target;
    return switch (step.operation()) {
      case "invoke" -> joined(trees, () -> new Node(trees, null, body).invoke());
      case "forkJoin" -> joined(trees, () -> new Node(trees, null, body).fork().join());
      case "fork" -> {
        new Node(trees, trees.current(), body).fork();
        yield "";
      }
      case "setPending" -> {
        trees.current().setPendingCount(step.argument());
        yield "";
      }
      case "addPending" -> {
        trees.current().addToPendingCount(step.argument());
        yield "";
      }
      case "pending" -> String.valueOf(trees.current().getPendingCount());
      case "tryComplete" -> SemaphoreKind.done(trees.current()::tryComplete);
      case "propagate" -> SemaphoreKind.done(trees.current()::propagateCompletion);
      case "firstComplete" -> {
        for (CountedCompleter<?> c = trees.current().firstComplete(); c != null;
            c = c.nextComplete()) {
          trees.count();
        }
        yield "";
      }
      case "decrement" -> {
        Node current = trees.current();
        int before = current.decrementPendingCountUnlessZero();
        if (before == 0) {
          current.tryComplete();
        }
        yield String.valueOf(before);
      }
      case LOST -> "";
      case "count" -> SemaphoreKind.done(trees::count);
      case "read" -> String.valueOf(trees.counter().get());
      case "throw" -> throw new IllegalStateException("a generated completer failed");
      default -> throw new IllegalArgumentException("no completer operation " + step.operation());
    };
  }

  /**
   * Runs {@code root} to its end: "ok" after the racy counter's {@link Trees#check}, or the simple
   * name of the exception it completed with.
   */
  private static String joined(Trees trees, Runnable root) {
    try {
      root.run();
    } catch (RuntimeException completedAbnormally) {
      return completedAbnormally.getClass().getSimpleName();
    }
    trees.check();
    return "ok";
  }

  /**
   * Returns whether {@code program} may fail or deadlock by design: an object of this kind with a
   * racy counter, or a tree not well formed, which a node that never arrives is, and so may be a
   * tree the shrinker cut. A program of well-formed trees on atomic counters must not.
   */
  static boolean mayFail(DropInProgram program) {
    for (DropInProgram.ObjectSpec object : program.objects()) {
      if (object.kind() instanceof CountedCompleterKind && object.parameter() == RACY) {
        return true;
      }
    }
    for (List<Step> thread : program.threads()) {
      for (Step step : thread) {
        if (step.operation().equals("invoke") || step.operation().equals("forkJoin")) {
          if (!wellFormed(step.body())) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Returns whether a node's body is well formed: it counts as many children pending as it forks,
   * every child's body is well formed, and it ends by its one arrival (or throw).
   */
  private static boolean wellFormed(List<Step> body) {
    int counted = 0;
    int forked = 0;
    int arrivals = 0;
    for (Step step : body) {
      switch (step.operation()) {
        case "setPending", "addPending" -> counted += step.argument();
        case "fork" -> {
          forked++;
          if (!wellFormed(step.body())) {
            return false;
          }
        }
        case "pending" -> { }
        default -> arrivals++; // an arrival, a throw, or a lost decrement
      }
    }
    String last = arrivals == 1 ? body.getLast().operation() : LOST;
    return counted == forked && (last.equals("throw") || List.of(ARRIVALS).contains(last));
  }

  @Override
  public String finalState(Object target) {
    return "";
  }
}
