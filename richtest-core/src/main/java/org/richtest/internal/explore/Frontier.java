package org.richtest.internal.explore;

import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
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
 * <p>A worker takes a row and counts a run each under its own {@link Slot}'s lock, and a
 * checkpoint's {@link #snapshot} holds every worker's, so that a snapshot sees every variant either
 * in a frame's rows still to come, or taken, or counted with its frame pushed: never lost, never
 * twice. Each of those steps, stealing included, is one worker's and so excluded by the snapshot; a
 * worker's own lock is one no other core writes between checkpoints, where one lock for all (the
 * read side of a read-write lock) moved a cache line between the workers' cores four times a run.
 */
final class Frontier {

  /** A frame with the last row it gave out, as a snapshot saw it. */
  record FrameState(Frame frame, int @Nullable [] lastRow) {}

  /** The frames, bottom of the first stack first, and the variants taken or pending. */
  record Snapshot<T>(List<FrameState> frames, List<Variant> pending, T tallies) {}

  private final List<Deque<Frame>> stacks = new ArrayList<>();
  private final List<Slot> slots = new ArrayList<>();
  private final Queue<Variant> pending = new ConcurrentLinkedQueue<>();
  /**
   * Guards the idle workers' count and wakes them. A lock rather than a monitor: a worker waits on
   * a virtual thread, which {@code Object.wait} pins to its carrier before JDK 24, blocking the
   * worker's only carrier thread (and, past the watchdog, getting it a spare).
   */
  private final ReentrantLock idleLock = new ReentrantLock();
  private final Condition workMayBeThere = idleLock.newCondition();
  private final int workers;
  private volatile int idle;
  /** Rows the frames skipped because no run can exercise their variants. */
  private final LongAdder infeasibleRows = new LongAdder();
  private boolean done;

  /** Creates an empty frontier for {@code workers} workers. */
  Frontier(int workers) {
    this.workers = workers;
    for (int i = 0; i < workers; i++) {
      stacks.add(new ConcurrentLinkedDeque<>());
      slots.add(new Slot());
    }
  }

  /** Returns how many rows the frames skipped because no run can exercise their variants. */
  long infeasibleRows() {
    return infeasibleRows.sum();
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
    Slot slot = slots.get(worker);
    slot.lock();
    try {
      Work work = takeUnlocked(worker);
      slot.taken = work;
      return work;
    } finally {
      slot.unlock();
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
      long skipped = frame.takeInfeasibleRows();
      if (skipped > 0) {
        // Most rows skip none: adding 0 would still write the adder's shared cell.
        infeasibleRows.add(skipped);
      }
      if (row != null) {
        return new Work.Row(frame, row);
      }
      stack.removeFirstOccurrence(frame);
    }
  }

  /**
   * Ends {@code work}, the work {@code worker} took: runs {@code count} (which counts its run) and
   * pushes {@code frame}, the frame of its sequence, on {@code worker}'s stack, as one step for
   * {@link #snapshot}; then wakes the idle workers.
   */
  void complete(int worker, @Nullable Frame frame, Runnable count) {
    Slot slot = slots.get(worker);
    slot.lock();
    try {
      count.run();
      if (frame != null) {
        stacks.get(worker).push(frame);
      }
      slot.taken = null;
    } finally {
      slot.unlock();
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
    idleLock.lock();
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
          workMayBeThere.signalAll();
          return false;
        }
        workMayBeThere.await();
      }
    } finally {
      idle--;
      idleLock.unlock();
    }
  }

  /** Wakes every idle worker, to look for work or to see that the exploration stopped. */
  void wakeAll() {
    idleLock.lock();
    try {
      workMayBeThere.signalAll();
    } finally {
      idleLock.unlock();
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
    return !hasFrames() && taken().isEmpty();
  }

  /** Returns the number of frames, pending variants and variants taken. */
  int size() {
    int size = pending.size() + taken().size();
    for (Deque<Frame> stack : stacks) {
      size += stack.size();
    }
    return size;
  }

  /** Returns the work taken and not completed, reading each worker's slot under its lock. */
  private List<Work> taken() {
    List<Work> works = new ArrayList<>();
    for (Slot slot : slots) {
      slot.lock();
      try {
        if (slot.taken != null) {
          works.add(slot.taken);
        }
      } finally {
        slot.unlock();
      }
    }
    return works;
  }

  /**
   * Returns a consistent snapshot for a checkpoint: every frame with its last row, the variants
   * taken or pending, and what {@code tallies} reads while no run is being counted. Holds every
   * worker's lock, taken in one order (a worker holds only its own, so they cannot deadlock).
   */
  <T> Snapshot<T> snapshot(Supplier<T> tallies) {
    List<FrameState> frames = new ArrayList<>();
    List<Variant> variants;
    T read;
    for (Slot slot : slots) {
      slot.lock();
    }
    try {
      for (Deque<Frame> stack : stacks) {
        for (Iterator<Frame> it = stack.descendingIterator(); it.hasNext(); ) {
          Frame frame = it.next();
          frames.add(new FrameState(frame, frame.lastRow()));
        }
      }
      variants = new ArrayList<>(pending);
      for (Slot slot : slots) {
        if (slot.taken != null) {
          variants.add(slot.taken.variant());
        }
      }
      read = tallies.get();
    } finally {
      for (Slot slot : slots) {
        slot.unlock();
      }
    }
    return new Snapshot<>(frames, variants, read);
  }

  /**
   * A worker's lock, and the work it took and has not completed (a worker runs one variant at a
   * time). Not reentrant. Padded at its end so that two workers' slots are unlikely to share a
   * cache line (the JVM orders fields as it likes, so this is not a guarantee): each worker writes
   * its own on every run, and a shared line would move between their cores.
   */
  @SuppressWarnings("unused") // the padding is never read
  private static final class Slot extends AbstractQueuedSynchronizer {
    private @Nullable Work taken;
    private long pad0;
    private long pad1;
    private long pad2;
    private long pad3;
    private long pad4;
    private long pad5;
    private long pad6;
    private long pad7;

    void lock() {
      acquire(1);
    }

    void unlock() {
      release(1);
    }

    @Override
    protected boolean tryAcquire(int unused) {
      return compareAndSetState(0, 1);
    }

    @Override
    protected boolean tryRelease(int unused) {
      setState(0);
      return true;
    }
  }
}
