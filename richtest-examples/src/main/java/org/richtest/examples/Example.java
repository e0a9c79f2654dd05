package org.richtest.examples;

import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Sets;
import java.util.Arrays;
import java.util.Set;
import java.util.function.Supplier;
import org.richtest.Program;
import org.richtest.Reduction;

/**
 * A bundled example: a program under test with the outcome it is expected to have.
 *
 * @param name the name {@code ./richtest explore} knows it by
 * @param description one line on what it is
 * @param programSource creates the program when it is first asked for, so that looking up or
 *     listing examples loads the classes of none of them
 * @param expectedSequences the number of partially-ordered SYN-sequences it has
 * @param paperSequences the count in Lei &amp; Carver's Table 4, or -1 if the paper has none
 * @param expectBug whether exploration must find a failure or deadlock
 * @param reducedSequences the number of sequences a reduced exploration exercises, by the set of
 *     reductions, where the original prototype published one (and we reproduce it)
 */
public record Example(
    String name,
    String description,
    Supplier<Program> programSource,
    long expectedSequences,
    long paperSequences,
    boolean expectBug,
    ImmutableMap<ImmutableSet<Reduction>, Long> reducedSequences) {

  /** Keeps the program once created: every caller of {@link #program()} gets the same one. */
  public Example {
    programSource = Suppliers.memoize(programSource::get);
  }

  /** Creates an example with no published reduced count. */
  public Example(
      String name,
      String description,
      Supplier<Program> programSource,
      long expectedSequences,
      long paperSequences,
      boolean expectBug) {
    this(name, description, programSource, expectedSequences, paperSequences, expectBug,
        ImmutableMap.of());
  }

  /** Returns the program, created on the first call. */
  public Program program() {
    return programSource.get();
  }

  /** Returns this example with {@code count} published for exploring it with {@code reductions}. */
  public Example reducedTo(long count, Reduction... reductions) {
    return new Example(
        name, description, programSource, expectedSequences, paperSequences, expectBug,
        ImmutableMap.<ImmutableSet<Reduction>, Long>builder()
            .putAll(reducedSequences)
            .put(Sets.immutableEnumSet(Arrays.asList(reductions)), count)
            .buildOrThrow());
  }

  /**
   * Returns the number of sequences an exploration with {@code reductions} exercises: {@link
   * #expectedSequences()} without reductions, the published reduced count with them, -1 if none was
   * published.
   */
  public long expectedSequences(Set<Reduction> reductions) {
    if (reductions.isEmpty()) {
      return expectedSequences;
    }
    return reducedSequences.getOrDefault(Sets.immutableEnumSet(reductions), -1L);
  }

  /**
   * Returns the published count for an exploration with {@code reductions}: {@link
   * #paperSequences()} without reductions, the prototype's reduced count with them, -1 if none.
   */
  public long paperSequences(Set<Reduction> reductions) {
    return reductions.isEmpty() ? paperSequences : expectedSequences(reductions);
  }
}
