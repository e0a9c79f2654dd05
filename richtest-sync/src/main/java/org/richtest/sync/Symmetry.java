package org.richtest.sync;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.richtest.spi.Controller;

/**
 * Declarations for the symmetry reduction ({@link org.richtest.Reduction#SYMMETRY}): which threads
 * are interchangeable, and how a thread tells apart calls made from one call site. They cost
 * nothing unless the reduction is on, and are ignored outside an exploration.
 *
 * <p>Declare a group only for threads running the same code on equal local state: two members at
 * the same call site must be interchangeable at that moment. A member that keeps its own history
 * (a rank, a count of its iterations) in a local variable breaks this, and the reduced exploration
 * then misses outcomes unless the history goes into the label by {@link #context}.
 */
public final class Symmetry {

  private Symmetry() {}

  /**
   * Declares {@code threads} members of the symmetry group {@code group}; declaring a group again
   * adds members. Threads may be declared before or after they start.
   *
   * @throws IllegalArgumentException if {@code group} is empty, or a thread is already a member of
   *     another group
   * @throws IllegalStateException if a thread belongs to another run
   */
  public static void group(String group, RichThread... threads) {
    group(group, Arrays.asList(threads));
  }

  /**
   * Declares {@code threads} members of the symmetry group {@code group}, as {@link
   * #group(String, RichThread...)} does.
   */
  public static void group(String group, Iterable<RichThread> threads) {
    List<String> names = new ArrayList<>();
    for (RichThread thread : threads) {
      thread.checkSameController();
      names.add(thread.name());
    }
    Controller.current().declareSymmetric(group, names);
  }

  /**
   * Sets the context of the calling thread's labels: a call's label is its chain of call sites in
   * the program, then {@code context}, until the thread sets another context ({@code ""} for none).
   * A loop whose iterations must not be taken for one another, say because a thread's state differs
   * from one iteration to the next, sets its iteration here.
   */
  public static void context(String context) {
    Controller.current().labelContext(context);
  }
}
