package org.richtest.internal.schedule;

import java.util.function.BooleanSupplier;
import org.richtest.event.Channel;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * How a run treats interrupts: the interrupt operations of {@link org.richtest.spi.Controller},
 * {@link NotModelled not modelled} or {@link Modelled modelled}, chosen once per run. Interrupts
 * are modelled only once a program is known to interrupt (docs/decisions.md, "Interruption"), so
 * that a program that never does pays nothing: each mode is written out on its own here instead of
 * a test of the mode in every operation.
 */
sealed interface Interrupts {

  /** See {@link org.richtest.spi.Controller#callInterruptibly}. */
  boolean callInterruptibly(SyncObject target, String operation) throws InterruptedException;

  /** See {@link org.richtest.spi.Controller#parkInterruptibly}. */
  boolean parkInterruptibly(SyncObject object, String reason, BooleanSupplier withdraw);

  /** See {@link org.richtest.spi.Controller#interrupt}. */
  void interrupt(ThreadHandle thread);

  /** See {@link org.richtest.spi.Controller#isInterrupted}. */
  boolean isInterrupted(ThreadHandle thread);

  /** See {@link org.richtest.spi.Controller#interrupted}. */
  boolean interrupted();

  /** See {@link org.richtest.spi.Controller#checkInterrupted}. */
  void checkInterrupted() throws InterruptedException;

  /**
   * Blocks {@code self} until {@code target}, another thread, has ended, and makes it know all
   * the target did (see {@link org.richtest.spi.Controller#join}).
   *
   * @throws InterruptedException if an interrupt ends the join first, as the JDK's join throws
   */
  void join(LogicalThread self, LogicalThread target) throws InterruptedException;

  /**
   * Joins the thread whose end line is {@code ends} by a timed join {@code operation}: {@link
   * ThreadEnd#TIMED_JOIN}, open at once, which times out if received before the end, or its
   * repeat {@link ThreadEnd#TIMED_JOIN_AGAIN}, open only after the end; returns whether the thread
   * has ended (see {@link org.richtest.spi.Controller#join(ThreadHandle, long)}).
   *
   * @throws InterruptedException if an interrupt ends the join while the thread lives
   */
  boolean joinTimed(LogicalThread self, ThreadEnd ends, String operation)
      throws InterruptedException;

  /**
   * Parks the calling thread in its interrupt line, for {@code reason}, until an interrupt comes,
   * and throws then, as a sleep that repeats one with nothing done since (docs/decisions.md, "Timed
   * operations").
   *
   * @throws InterruptedException always, when interrupted (at once if the status is set)
   */
  void awaitInterrupt(String reason) throws InterruptedException;

  /**
   * A run that does not model interrupts: interruptible calls and parks are plain ones, no thread's
   * status is ever set, and the first interrupt ends the run with {@link InterruptsNotModelled}, on
   * which {@code RichTest.explore} starts over with interrupts modelled. No event goes to an
   * interrupt line.
   */
  final class NotModelled implements Interrupts {

    private final ControlledRun run;
    private final Baton baton;
    private final RunEnd end;

    NotModelled(ControlledRun run, Baton baton, RunEnd end) {
      this.run = run;
      this.baton = baton;
      this.end = end;
    }

    @Override
    public boolean callInterruptibly(SyncObject target, String operation) {
      run.call(target, operation);
      return true;
    }

    @Override
    public boolean parkInterruptibly(SyncObject object, String reason, BooleanSupplier withdraw) {
      run.park(object, reason);
      return true;
    }

    @Override
    public void interrupt(ThreadHandle thread) {
      LogicalThread self = baton.running();
      throw end.refused(new InterruptsNotModelled(self.name, ((LogicalThread) thread).name));
    }

    @Override
    public boolean isInterrupted(ThreadHandle thread) {
      baton.running();
      return false; // nothing interrupts in a run that does not model interrupts
    }

    @Override
    public boolean interrupted() {
      baton.running();
      return false;
    }

    @Override
    public void checkInterrupted() {
      baton.running();
    }

    /** A join no interrupt can reach: no thread's status is ever set. */
    @Override
    public void join(LogicalThread self, LogicalThread target) {
      baton.join(self, target);
    }

    /** A call on the end line, which no interrupt can reach. */
    @Override
    public boolean joinTimed(LogicalThread self, ThreadEnd ends, String operation) {
      run.call(ends, operation);
      return ends.ended();
    }

    /** Parks for good: an interrupt starts the exploration over with interrupts modelled. */
    @Override
    public void awaitInterrupt(String reason) {
      run.park(InterruptLine.of(baton.running()), reason);
    }
  }

  /**
   * A run that models interrupts: each thread's status is a line of the run ({@link
   * InterruptLine}), on which every interrupt, every query of the status and the start of every
   * interruptible wait ({@link InterruptibleWait}) is a call, so that the order in which an
   * interrupt meets the thread's progress is explored as any race. An interrupt reaches a thread
   * that waits by a call on the wait's own line, carried by a courier thread.
   */
  final class Modelled implements Interrupts {

    private final ControlledRun run;
    private final Baton baton;
    private final LineRegistry registry;
    private final RunEnd end;
    /** Whether the run models the ends of threads, on whose lines joins can be interrupted. */
    private final boolean threadEnds;

    Modelled(
        ControlledRun run, Baton baton, LineRegistry registry, RunEnd end, boolean threadEnds) {
      this.run = run;
      this.baton = baton;
      this.registry = registry;
      this.end = end;
      this.threadEnds = threadEnds;
    }

    @Override
    public boolean callInterruptibly(SyncObject target, String operation)
        throws InterruptedException {
      LogicalThread self = baton.running();
      InterruptibleWait wait = beginWait(self, registry.line(target));
      run.call(target, operation);
      if (wait.interrupted) {
        wait.end(self);
        return false;
      }
      wait.received = true; // a park on the same object right after continues the wait
      return true;
    }

    @Override
    public boolean parkInterruptibly(SyncObject object, String reason, BooleanSupplier withdraw) {
      LogicalThread self = baton.running();
      ObjectLine line = registry.line(object);
      InterruptibleWait wait = self.waiting;
      boolean continued = wait != null && wait.line == line && wait.received && !wait.ended;
      if (!continued) {
        try {
          wait = beginWait(self, line);
        } catch (InterruptedException statusSet) {
          return withdrawOrPark(self, object, reason, withdraw);
        }
      }
      wait.withdraw = withdraw;
      run.park(object, reason);
      return wait.end(self) || withdrawOrPark(self, object, reason, withdraw);
    }

    /**
     * Lets an interrupted thread withdraw from {@code object}; if the object is bound to wake it,
     * it parks until then, keeping its status. Returns whether it was woken (false: withdrawn).
     */
    private boolean withdrawOrPark(
        LogicalThread self, SyncObject object, String reason, BooleanSupplier withdraw) {
      if (withdraw.getAsBoolean()) {
        return false;
      }
      InterruptLine.of(self).status = true; // as the JDK's thread that goes on waiting, status set
      run.park(object, reason);
      return true;
    }

    /**
     * Starts an interruptible wait on {@code line}: a call on the thread's interrupt line, which
     * makes this wait the one an interrupt goes to.
     *
     * @throws InterruptedException if the status is set, which the call then cleared
     */
    private InterruptibleWait beginWait(LogicalThread self, ObjectLine line)
        throws InterruptedException {
      InterruptLine status = InterruptLine.of(self);
      run.call(status, InterruptLine.WAIT);
      throwIfInterrupted(status);
      return waitOn(self, status, line);
    }

    /** Makes {@code line} the wait of {@code self} that an interrupt goes to. */
    private static InterruptibleWait waitOn(
        LogicalThread self, InterruptLine status, ObjectLine line) {
      InterruptibleWait wait = new InterruptibleWait(line);
      status.latest = wait;
      self.waiting = wait;
      return wait;
    }

    /**
     * Joins {@code target} by a call {@code join} on its end line, open once the end was received,
     * when the run models the ends of threads: an interrupt that reaches it there races with the
     * end, and a join an interrupt reached before the end throws, one after it returns with the
     * status set (a JDK waiter both notified and interrupted may return so, JLS 17.2.4). The wait
     * starts by a call on the joiner's interrupt line, as every interruptible wait does; a status
     * set by then does not throw at once, since the JDK's join throws only if the thread is still
     * alive: it asks that instead, by {@code isAlive}, which races with the end. Where the ends
     * are not modelled, a thread that joins and is interrupted in one run ends it with {@link
     * ThreadEndsNotModelled}, whichever comes first: until then joins cost no event
     * (docs/decisions.md, "Interruption").
     */
    @Override
    public void join(LogicalThread self, LogicalThread target) throws InterruptedException {
      InterruptLine status = self.interrupts;
      if (!target.endsByEvent) {
        if (status != null && status.reached) {
          modelEnds(self.name + ", which was interrupted, joins " + target.name);
        }
        self.joinedUninterruptibly = true;
        baton.join(self, target);
        return;
      }
      joinOn(self, ThreadEnd.of(target), ThreadEnd.JOIN, true);
    }

    /**
     * A timed join as {@link #join}: its repeat waits for the end as an untimed join does; the
     * first call, open at once, cannot be waiting when an interrupt comes (it may time out at any
     * point, so an interrupt while it waits is explored as one before it, which throws while the
     * thread lives, as the JDK's), and a status set before it asks {@code isAlive} as {@link
     * #join} does (docs/decisions.md, "Timed joins").
     */
    @Override
    public boolean joinTimed(LogicalThread self, ThreadEnd ends, String operation)
        throws InterruptedException {
      return joinOn(self, ends, operation, Channel.isRepeat(operation));
    }

    /**
     * Joins by {@code operation} on the end line {@code ends}, after a call on the joiner's
     * interrupt line; with {@code waits}, the call waits for the end and an interrupt can reach
     * it, else it is open at once. Returns whether the thread has ended.
     */
    private boolean joinOn(LogicalThread self, ThreadEnd ends, String operation, boolean waits)
        throws InterruptedException {
      InterruptLine status = InterruptLine.of(self);
      run.call(status, InterruptLine.WAIT);
      if (status.status) {
        run.call(ends, ThreadEnd.IS_ALIVE);
      } else if (!waits) {
        run.call(ends, operation);
        return ends.ended();
      } else {
        InterruptibleWait wait = waitOn(self, status, registry.line(ends));
        run.call(ends, operation);
        // Nothing is received between the join's receipt and this line: the joiner runs first.
        wait.end(self);
      }
      if (!ends.ended()) {
        run.throwInterrupted();
      }
      return true;
    }

    /**
     * Ends the run so that the exploration starts over with the ends of threads modelled, since
     * {@code why} shows a join an interrupt may reach; a run that models them does nothing here
     * (in it every thread's end is an event, {@code main}'s too).
     */
    private void modelEnds(String why) {
      if (!threadEnds) {
        throw end.refused(new ThreadEndsNotModelled("thread " + why));
      }
    }

    /**
     * Interrupts {@code thread}: a call on its interrupt line, which sets the status and finds the
     * latest interruptible wait the thread started. If there is one, a courier thread {@code
     * <interrupter>.interrupt<k>} carries the interrupt to that wait's line by a call, so the
     * interrupter goes on at once, as {@code Thread.interrupt()} does not wait, and what it does
     * next is not taken to know the delivery (an object line has no clock component of its own).
     * Whether the wait ended before the interrupt arrived is decided on the wait's own line.
     */
    @Override
    public void interrupt(ThreadHandle thread) {
      LogicalThread self = baton.running();
      LogicalThread target = (LogicalThread) thread;
      InterruptLine status = InterruptLine.of(target);
      run.call(status, InterruptLine.INTERRUPT);
      status.status = true;
      status.reached = true;
      if (target.joinedUninterruptibly) {
        modelEnds(self.name + " interrupted " + target.name + ", which joins threads");
      }
      InterruptibleWait wait = status.latest;
      if (wait == null || target == self) {
        return; // a running thread waits for nothing
      }
      String name =
          registry.claim(self.name + "." + InterruptLine.INTERRUPT + (++self.couriers), () -> "");
      LogicalThread courier = baton.newThread(name);
      courier.learnFrom(self);
      Delivery delivery = new Delivery(target, wait);
      String operation = Channel.interrupt(target.name);
      baton.launch(courier, () -> run.call(courier, wait.line, operation, delivery));
    }

    @Override
    public boolean isInterrupted(ThreadHandle thread) {
      baton.running();
      InterruptLine status = InterruptLine.of((LogicalThread) thread);
      run.call(status, InterruptLine.IS_INTERRUPTED);
      return status.status;
    }

    @Override
    public boolean interrupted() {
      InterruptLine status = InterruptLine.of(baton.running());
      run.call(status, InterruptLine.INTERRUPTED);
      boolean was = status.status;
      status.status = false;
      return was;
    }

    @Override
    public void checkInterrupted() throws InterruptedException {
      InterruptLine status = InterruptLine.of(baton.running());
      run.call(status, InterruptLine.CHECK);
      throwIfInterrupted(status);
    }

    /**
     * Starts an interruptible wait on the thread's own interrupt line with nothing pending there
     * (received), so that the interrupt's courier resumes the parked thread.
     */
    @Override
    public void awaitInterrupt(String reason) throws InterruptedException {
      LogicalThread self = baton.running();
      InterruptLine status = InterruptLine.of(self);
      InterruptibleWait wait = beginWait(self, registry.line(status));
      wait.received = true;
      wait.withdraw = () -> true; // parked: the wait lasts until the interrupt resumes it
      run.park(status, reason);
      wait.end(self);
      run.throwInterrupted();
    }

    private static void throwIfInterrupted(InterruptLine status) throws InterruptedException {
      if (status.status) {
        status.status = false;
        throw new InterruptedException();
      }
    }

    /**
     * What an interrupt carries to the line its target waits on, as the payload of the courier's
     * call; the receive step hands it back when that line receives the call.
     */
    final class Delivery {

      private final LogicalThread target;
      private final InterruptibleWait waiting;

      private Delivery(LogicalThread target, InterruptibleWait waiting) {
        this.target = target;
        this.waiting = waiting;
      }

      /** Delivers the interrupt, received on {@code line}, to its wait if it is still there. */
      void arrive(ObjectLine line) {
        if (waiting.ended || waiting.interrupted) {
          return;
        }
        waiting.interrupted = true;
        if (!waiting.received) {
          line.interruptCaller(target.name);
        } else {
          baton.resume(target, line.object); // the thread withdraws from the object itself
        }
      }
    }
  }
}
