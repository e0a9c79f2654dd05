package org.richtest.internal.explore;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.internal.variant.Variant;

/**
 * What is left to explore, shared by the workers: a stack of frames per worker, the variants a
 * checkpoint left pending, and the variants taken but not yet counted. A worker takes rows from the
 * top of its own stack, depth first as the sequential explorer, and when its stack is empty steals
 * a row from the bottom frame of another's, whose subtrees are the largest. Memory is bounded by the
 * workers times the depth of the search, not by the number of sequences.
 *
 * <p>Taking a row and counting a run each happen under the read side of one lock, a checkpoint's
 * {@link #snapshot} under the write side, so that a snapshot sees every variant either in a frame's
 * rows still to come, or taken, or counted with its frame pushed: never lost, never twice.
 */
final class Frontier {

  /** A frame with the last row it gave out, as a snapshot saw it. */
  record FrameState(Frame frame, int @Nullable [] lastRow) {}

  /** The frames, bottom of the first stack first, and the variants taken or pending. */
  record Snapshot<T>(List<FrameState> frames, List<Variant> pending, T tallies) {}

  private final List<Deque<Frame>> stacks = new ArrayList<>();
  private final Queue<Variant> pending = new ConcurrentLinkedQueue<>();
  private final Set<Work> taken = Collections.synchronizedSet(
      Collections.newSetFromMap(new IdentityHashMap<>()));
  private final ReentrantReadWriteLock state = new ReentrantReadWriteLock();
  private final Object idleLock = new Object();
  private final int workers;
  private volatile int idle;
  /** Rows the frames skipped because no run can exercise their variants. */
  private final LongAdder infeasibleRows = new LongAdder();
  private boolean done;

  /** Creates an empty frontier for {@code workers} workers. */
  /** Returns how many rows the frames skipped because no run can exercise their variants. */
  long infeasibleRows() {
    return infeasibleRows.sum();
  }

  Frontier(int workers) {
    this.workers = workers;
    for (int i = 0; i < workers; i++) {
      stacks.add(new ConcurrentLinkedDeque<>());
    }
  }

  /** Adds {@code variant}, to be run before any frame's rows (from a checkpoint). */
  void addPending(Variant variant) {
    pending.add(variant);
  }

  /** Pushes {@code frame} on {@code worker}'s stack, before the workers start. */
  void push(int worker, Frame frame) {
    stacks.get(worker).push(frame);
  }

  /**
   * Takes a variant for {@code worker} to run: a pending one, else the next row of the top frame
   * of its stack, else a row stolen from the bottom of another's. Returns null if there is none
   * right now; the work taken stays in the frontier until {@link #complete}.
   */
  @Nullable Work take(int worker) {
    state.readLock().lock();
    try {
      Work work = takeUnlocked(worker);
      if (work != null) {
        taken.add(work);
      }
      return work;
    } finally {
      state.readLock().unlock();
    }
  }

  private @Nullable Work takeUnlocked(int worker) {
    Variant variant = pending.poll();
    if (variant != null) {
      return new Work.Pending(variant);
    }
    Work own = takeRow(stacks.get(worker), true);
    if (own != null) {
      return own;
    }
    for (int i = 1; i < workers; i++) {
      Work stolen = takeRow(stacks.get((worker + i) % workers), false);
      if (stolen != null) {
        return stolen;
      }
    }
    return null;
  }

  private @Nullable Work takeRow(Deque<Frame> stack, boolean top) {
    while (true) {
      Frame frame = top ? stack.peekFirst() : stack.peekLast();
      if (frame == null) {
        return null;
      }
      int[] row = frame.nextRow();
      infeasibleRows.add(frame.takeInfeasibleRows());
      if (row != null) {
        return new Work.Row(frame, row);
      }
      stack.removeFirstOccurrence(frame);
    }
  }

  /**
   * Ends {@code work}: runs {@code count} (which counts its run) and pushes {@code frame}, the
   * frame of its sequence, on {@code worker}'s stack, as one step for {@link #snapshot}; then wakes
   * the idle workers.
   */
  void complete(int worker, Work work, @Nullable Frame frame, Runnable count) {
    state.readLock().lock();
    try {
      count.run();
      if (frame != null) {
        stacks.get(worker).push(frame);
      }
      taken.remove(work);
    } finally {
      state.readLock().unlock();
    }
    if (idle > 0) {
      wakeAll();
    }
  }

  /**
   * Waits, as an idle worker, until there may be work to take (returns true) or there is none
   * left anywhere and every worker is idle, or {@code stopped} (returns false).
   */
  boolean awaitWork(BooleanSupplier stopped) throws InterruptedException {
    synchronized (idleLock) {
      idle++;
      try {
        while (true) {
          if (done || stopped.getAsBoolean()) {
            return false;
          }
          if (hasFrames()) {
            return true;
          }
          if (idle == workers) {
            done = true;
            idleLock.notifyAll();
            return false;
          }
          idleLock.wait();
        }
      } finally {
        idle--;
      }
    }
  }

  /** Wakes every idle worker, to look for work or to see that the exploration stopped. */
  void wakeAll() {
    synchronized (idleLock) {
      idleLock.notifyAll();
    }
  }

  private boolean hasFrames() {
    if (!pending.isEmpty()) {
      return true;
    }
    for (Deque<Frame> stack : stacks) {
      if (!stack.isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /** Returns whether nothing is left: no frame, no pending variant, nothing taken. */
  boolean isEmpty() {
    return !hasFrames() && taken.isEmpty();
  }

  /** Returns the number of frames, pending variants and variants taken. */
  int size() {
    int size = pending.size() + taken.size();
    for (Deque<Frame> stack : stacks) {
      size += stack.size();
    }
    return size;
  }

  /**
   * Returns a consistent snapshot for a checkpoint: every frame with its last row, the variants
   * taken or pending, and what {@code tallies} reads while no run is being counted.
   */
  <T> Snapshot<T> snapshot(Supplier<T> tallies) {
    List<FrameState> frames = new ArrayList<>();
    List<Variant> variants;
    List<Work> works;
    T read;
    state.writeLock().lock();
    try {
      for (Deque<Frame> stack : stacks) {
        for (Iterator<Frame> it = stack.descendingIterator(); it.hasNext(); ) {
          Frame frame = it.next();
          frames.add(new FrameState(frame, frame.lastRow()));
        }
      }
      variants = new ArrayList<>(pending);
      synchronized (taken) {
        works = new ArrayList<>(taken);
      }
      read = tallies.get();
    } finally {
      state.writeLock().unlock();
    }
    for (Work work : works) {
      variants.add(work.variant());
    }
    return new Snapshot<>(frames, variants, read);
  }
}
