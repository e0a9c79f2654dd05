package org.richtest.testkit;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;

/**
 * The cost of a run in counts that a loaded machine does not disturb, where the wall clock and the
 * CPU time do: the bytes the JVM's threads allocate per sequence, and the virtual-thread mounts
 * (hand-offs between a run's threads, the start of each, the explorer's own) per sequence. With
 * C1 alone ({@code -XX:TieredStopAtLevel=1}) the bytes are the same from one JVM to the next; C2's
 * escape analysis and inlining move them by a few percent between JVMs.
 *
 * @param sequences the sequences of the exploration
 * @param bytesPerSequence the bytes allocated per sequence, on an exploration as {@link
 *     RichTest#explore} runs it
 * @param mountsPerSequence the mounts per sequence, counted on an exploration run on a virtual
 *     thread whose scheduler, which the runs' threads take, counts what it is given; needs {@code
 *     java.lang} opened, as the launcher and the agent open it
 * @param threadsPerSequence the virtual threads made per sequence, counted on that exploration:
 *     each thread hands its scheduler one task of its own, every time it is to run
 */
public record RunCounts(
    long sequences, double bytesPerSequence, double mountsPerSequence,
    double threadsPerSequence) {

  /**
   * Explores {@code program} twice on one worker, once for each count, and returns the counts.
   *
   * @throws IllegalStateException if an exploration does not find {@code expectedSequences}
   */
  public static RunCounts of(Program program, long expectedSequences) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long allocated = threads.getTotalThreadAllocatedBytes();
    long sequences = explore(program, expectedSequences);
    double bytes = (threads.getTotalThreadAllocatedBytes() - allocated) / (double) sequences;
    Mounts mounts = mounts(program, expectedSequences);
    return new RunCounts(sequences, bytes, mounts.mounts() / (double) sequences,
        mounts.threads() / (double) sequences);
  }

  /** What the counting scheduler was given: tasks, and how many distinct ones (threads). */
  private record Mounts(long mounts, long threads) {}

  private static long explore(Program program, long expected) {
    ExplorationResult result =
        RichTest.explore(program, ExplorationOptions.defaults().withStopAtFirstBug(false));
    if (result.sequences() != expected) {
      throw new IllegalStateException(result.sequences() + " sequences, not " + expected);
    }
    return result.sequences();
  }

  /** Explores on a virtual thread whose scheduler counts the mounts it is asked for. */
  private static Mounts mounts(Program program, long expected) {
    ExecutorService carrier = Executors.newSingleThreadExecutor();
    AtomicLong mounts = new AtomicLong();
    // A virtual thread gives its scheduler the same task each time: one task per thread.
    Set<Runnable> threads = Collections.newSetFromMap(new IdentityHashMap<>());
    Executor counting = task -> {
      mounts.incrementAndGet();
      synchronized (threads) {
        threads.add(task);
      }
      carrier.execute(task);
    };
    AtomicReference<Throwable> failed = new AtomicReference<>();
    try {
      Constructor<?> builder = Class.forName("java.lang.ThreadBuilders$VirtualThreadBuilder")
          .getDeclaredConstructor(Executor.class);
      builder.setAccessible(true);
      Thread explorer = ((Thread.Builder.OfVirtual) builder.newInstance(counting)).start(() -> {
        try {
          explore(program, expected);
        } catch (Throwable t) {
          failed.set(t);
        }
      });
      explorer.join();
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalStateException("cannot count mounts: open java.lang to count them", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } finally {
      carrier.shutdown();
    }
    if (failed.get() != null) {
      throw new IllegalStateException("the counted exploration failed", failed.get());
    }
    synchronized (threads) {
      return new Mounts(mounts.get(), threads.size());
    }
  }
}
