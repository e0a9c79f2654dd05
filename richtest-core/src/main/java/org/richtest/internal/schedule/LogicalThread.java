package org.richtest.internal.schedule;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.EventId;
import org.richtest.event.OpenList;
import org.richtest.internal.clock.MutableClock;
import org.richtest.spi.PortObject;
import org.richtest.spi.Received;
import org.richtest.spi.ThreadHandle;

/**
 * A logical thread of a run: its vector clock and event count, its scheduling state, and the baton
 * that lets exactly one thread of the run execute at a time.
 */
final class LogicalThread extends RunLine implements ThreadHandle {

  enum State {
    RUNNABLE,
    RUNNING,
    CALLING,
    SENDING,
    RECEIVING,
    READING,
    PARKED,
    JOINING,
    TERMINATED
  }

  final int component;
  State state = State.RUNNABLE;
  int childCount;
  /** How many interrupts of this thread needed a courier thread to reach a waiting thread. */
  int couriers;
  int objectCount;
  /** Whether the thread is parked as an idle worker, which does not keep the run alive. */
  boolean idle;
  /** Whether the thread is a daemon thread, which a JVM does not wait for at its exit. */
  boolean daemon;
  /** Whether the thread's end is an event on its {@link ThreadEnd} line. */
  boolean endsByEvent;
  /**
   * Whether the thread joined a thread whose end is no event: a join no interrupt could reach,
   * which an interrupt of this thread makes the run start over from (Interrupts.Modelled#join).
   */
  boolean joinedUninterruptibly;
  /** The thread's end line, made when first needed. */
  @Nullable ThreadEnd end;
  /** The thread's timeouts in a row with nothing done between. */
  final TimeoutStreak timeouts = new TimeoutStreak();
  /** The thread's reads in a row of one write at one call site with nothing done between. */
  final ReadStreak reads = new ReadStreak();
  /** The thread's failed compare-and-sets in a row at one call site with nothing done between. */
  final RetryStreak retries = new RetryStreak();
  /** Whether the agent marked the thread's next read or compare-and-set a pure spin. */
  boolean atPureSpin;
  /**
   * What the thread is blocked on, for deadlock reports, kept in parts that are joined only when a
   * report reads them: a run blocks at every call and reports rarely.
   */
  private String waitingFor = "";
  private String waitingJoin = "";
  private Object waitingOn = "";
  final List<LogicalThread> joiners = new ArrayList<>(1);
  /** The ports a thread in state RECEIVING waits on, and their open list. */
  List<? extends PortObject> receivingFrom = List.of();
  OpenList receiveOpenList = OpenList.EMPTY;
  /** What the thread adds to the labels of its calls (symmetry reduction); empty for nothing. */
  String labelContext = "";
  /** The variable a thread in state READING reads, and when it asked (for oldest-first). */
  @Nullable ObjectLine readingFrom;
  long readOrder;
  /** The turn of a spin loop a thread in state READING begins again, or null if it begins none. */
  @Nullable ReadTurn readTurn;
  /** Whether the thread's latest read was a wake by another variable of its turn. */
  boolean woken;
  /** What a receive got, set when its receiving event fires. */
  @Nullable Received received;
  @Nullable Thread carrier;
  /** The reused thread the carrier is, if the run's threads are reused; else null. */
  @Nullable PooledThread pooled;
  /** Whether the program got the carrier as a {@code Thread} object: it is not reused. */
  boolean carrierSeen;
  /** The thread's interrupt line, made when first needed. */
  @Nullable InterruptLine interrupts;
  /** The interruptible wait the thread is in, if it waits in one. */
  @Nullable InterruptibleWait waiting;
  private volatile boolean baton;
  /** Whether the thread swallowed the abort and was parked for good (see Baton.unwind). */
  volatile boolean parkedForGood;
  /** Whether the carrier was started; only the baton holder reads and writes it. */
  private boolean started;

  LogicalThread(String name, int component, MutableClock clock, int slot, boolean detectDataRaces) {
    super(name, clock, slot, detectDataRaces);
    this.component = component;
    if (accesses != null) {
      accesses.tick(component);
    }
  }

  @Override
  void released() {
    if (accesses != null) {
      accesses.tick(component);
    }
  }

  /** Returns a copy of the accesses clock for a sending event, and releases; null when off. */
  @Nullable MutableClock stampAccesses() {
    if (accesses == null) {
      return null;
    }
    MutableClock stamp = new MutableClock(accesses);
    released();
    return stamp;
  }

  /** Notes what the thread now waits for: {@code what}, {@code join} and {@code on}, in order. */
  void waitFor(String what, String join, Object on) {
    waitingFor = what;
    waitingJoin = join;
    waitingOn = on;
  }

  /** Notes that the thread waits for nothing. */
  void waitsNoMore() {
    waitFor("", "", "");
  }

  /** Returns what the thread waits for, as a deadlock report says it. */
  String waitingFor() {
    return waitingFor(UnaryOperator.identity());
  }

  /**
   * Returns what the thread waits for with the line it waits on (the last part, when a name)
   * explained by {@code explain}, for a deadlock report in the program's terms.
   */
  String waitingFor(UnaryOperator<String> explain) {
    Object on =
        waitingOn instanceof String name && !name.isEmpty() ? explain.apply(name) : waitingOn;
    if (state == State.CALLING && Channel.isRetry(waitingFor)) {
      return "a write to " + on + ", against which its " + Channel.retried(waitingFor) + " failed"
          + " here before with nothing written since: only a write could free it";
    }
    ReadTurn turn = readTurn;
    if (state == State.READING && turn != null && turn.slept()) {
      return "a write to " + turn.names(explain) + ", which it read here before, sleeping or timing"
          + " out between with nothing changed since: only its timeout remains, to read the same"
          + " again";
    }
    if (state == State.READING && turn != null) {
      return "a write to " + turn.names(explain) + ", which it read here before with nothing"
          + " written since: only a write could free it";
    }
    if (waitsOnlyForTimeout()) {
      return Channel.repeated(waitingFor) + waitingJoin + on + ", where it timed out and"
          + " waits again with nothing changed since: only its timeout remains";
    }
    return waitingFor + waitingJoin + on;
  }

  /** Returns the reason the thread parked with ({@code signal of ...}), without its object. */
  String waitReason() {
    return waitingFor;
  }

  /**
   * Returns whether the thread waits in a timed call (or parks in a sleep) that repeats one that
   * timed out with nothing changed since: it could go on only by a timeout that changes nothing.
   */
  boolean waitsOnlyForTimeout() {
    ReadTurn turn = readTurn;
    return (state == State.CALLING || state == State.PARKED) && Channel.isRepeat(waitingFor)
        || state == State.READING && turn != null && turn.slept();
  }

  /**
   * Returns whether the thread waits in a read that repeats one of the same write at the same call
   * site with nothing done since, or in the retry of a compare-and-set that failed there: it could
   * go on only by a write, which nothing is left to make.
   */
  boolean waitsOnlyForWrite() {
    ReadTurn turn = readTurn;
    return state == State.READING && turn != null && !turn.slept()
        || state == State.CALLING && Channel.isRetry(waitingFor);
  }

  /**
   * Returns how many turns in a row the read or compare-and-set the thread begins may repeat: the
   * exploration's {@code readsInARow} if bounded, else 1 at a pure spin ({@link #atPureSpin}) and
   * unbounded elsewhere (docs/decisions.md, "Pure spins by default").
   */
  int readsInARow(int option) {
    boolean pureSpin = atPureSpin;
    atPureSpin = false;
    return option != Integer.MAX_VALUE || !pureSpin ? option : 1;
  }

  /** Notes that the thread did something: its timeout streak and its read streak end. */
  void acted() {
    timeouts.acted();
    reads.acted();
    retries.acted();
  }

  @Override
  EventId occurred(SequenceRecorder recorder) {
    acted();
    return super.occurred(recorder);
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * Gives this thread the right to run; called by the thread that holds it now. The first grant
   * starts the carrier, which then finds the baton without parking: a thread that waited for its
   * first turn would cost a park and an unpark.
   */
  void grant() {
    baton = true;
    Thread thread = carrier;
    if (thread == null) {
      return;
    }
    if (started) {
      LockSupport.unpark(thread);
    } else if (pooled != null) {
      started = true;
      pooled.go();
    } else {
      started = true;
      thread.start();
    }
  }

  /** Returns whether the thread was granted the right to run and has not taken it yet. */
  boolean granted() {
    return baton;
  }

  /**
   * Waits, on this thread's own carrier, until it is granted the right to run or the run is
   * aborted.
   */
  void await(RunEnd end) {
    while (!baton) {
      if (end.aborted()) {
        throw RunAborted.INSTANCE;
      }
      LockSupport.park(this);
    }
    baton = false;
    if (end.aborted()) {
      throw RunAborted.INSTANCE;
    }
  }

  /**
   * Wakes the carrier without granting, so that it notices an abort. A terminated thread waits for
   * nothing: its carrier may already run a logical thread of a later run.
   */
  void wake() {
    Thread thread = carrier;
    if (thread != null && state != State.TERMINATED) {
      LockSupport.unpark(thread);
    }
  }

  /** Returns whether the thread's body still runs on its carrier. */
  boolean bodyRuns() {
    PooledThread reused = pooled;
    if (reused != null) {
      return reused.busy();
    }
    Thread thread = carrier;
    return thread != null && thread.isAlive();
  }

  /**
   * Waits up to {@code millis} for the thread's body to return on its carrier, which must have been
   * started; returns whether it did.
   */
  boolean awaitBody(long millis) throws InterruptedException {
    PooledThread reused = pooled;
    if (reused != null) {
      return reused.awaitIdle(millis);
    }
    Thread thread = carrier;
    return thread == null || thread.join(Duration.ofMillis(millis));
  }

}
