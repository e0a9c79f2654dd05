package org.richtest.examples.unmodified;

import java.util.concurrent.RecursiveTask;

/**
 * The total of an array by fork/join: above {@link #CHUNK} elements the range is split in two, the
 * left half forked and the right one computed in place, then the left joined. Each chunk summed is
 * counted in a shared {@link Progress}, with {@code ++} on a volatile field: each read and write is
 * atomic, the increment is not, so two chunks summed at once can count as one.
 */
public final class ChunkedTotal extends RecursiveTask<Long> {

  /** The elements summed at once. */
  static final int CHUNK = 2;

  /** How many chunks were summed, for a progress bar. */
  public static final class Progress {
    volatile int chunks;
  }

  private final int[] values;
  private final int from;
  private final int to;
  private final Progress progress;

  /** Sums {@code values[from, to)}, counting its chunks in {@code progress}. */
  public ChunkedTotal(int[] values, int from, int to, Progress progress) {
    this.values = values;
    this.from = from;
    this.to = to;
    this.progress = progress;
  }

  @Override
  protected Long compute() {
    if (to - from <= CHUNK) {
      long sum = 0;
      for (int i = from; i < to; i++) {
        sum += values[i];
      }
      progress.chunks++;
      return sum;
    }
    int middle = (from + to) >>> 1;
    ChunkedTotal left = new ChunkedTotal(values, from, middle, progress);
    left.fork();
    long right = new ChunkedTotal(values, middle, to, progress).compute();
    return left.join() + right;
  }
}
