package org.richtest.internal.schedule;

import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;
import org.richtest.Program;
import org.richtest.Reduction;
import org.richtest.RichTestInternalError;
import org.richtest.RunResult;
import org.richtest.event.SynSequence;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.reduce.ReductionFacts;
import org.richtest.spi.Controller;
import org.richtest.spi.ControllerBinding;
import org.richtest.spi.PortObject;
import org.richtest.spi.Received;
import org.richtest.spi.SyncObject;
import org.richtest.spi.VariableObject;
import org.richtest.spi.ThreadHandle;

/**
 * One controlled run of a program (semantics §2). The thread holding the baton executes user code;
 * when it blocks it runs the controller step itself: it hands the baton to a runnable thread or,
 * when none is left, fires the receiving event the {@link Chooser} picks. So a run needs no
 * controller thread and a hand-off costs one virtual-thread switch.
 *
 * <p>Clock rules are the paper's section IV with the spec's decisions (semantics §3): a call ticks
 * the caller; the object merges the call's timestamp at its receiving event; the caller merges the
 * object's clock when the call is received.
 */
public final class ControlledRun implements Controller {

  /** More calls after an abort than the unwinding of every thread makes: a thread swallows it. */
  private static final long CALLS_AFTER_ABORT_LIMIT = 10_000;

  private final Chooser chooser;
  private final SequenceRecorder recorder = new SequenceRecorder();
  private final ReductionRecorder reductions;
  private final PortQueues ports = new PortQueues();
  private final LineRegistry registry;
  private final Map<Object, Object> attachments = new IdentityHashMap<>();
  private final FieldPolicy fields;
  private final Interrupts interrupts;
  private final DataRaceDetector dataRaces = new DataRaceDetector();
  private final RunEnd end;
  private final ReceiveStep step;
  private final AtomicLong progress = new AtomicLong();
  private @Nullable LogicalThread holder;
  /** Calls made into this run after it was aborted, by threads unwinding or swallowing the error. */
  private final AtomicLong callsAfterAbort = new AtomicLong();

  /**
   * Creates a run whose choices are made by {@code chooser}, recording what {@code reductions}
   * need beside the sequence.
   */
  public ControlledRun(Chooser chooser, Set<Reduction> reductions) {
    this(chooser, reductions, FieldPolicy.DEFAULT, false);
  }

  /**
   * Creates a run as {@link #ControlledRun(Chooser, Set)} that treats the field accesses the agent
   * reports as {@code fields} says, and models interrupts or not. A run that does not model them
   * puts no event on interrupt lines, and fails with {@link InterruptsNotModelled} at the first
   * interrupt.
   */
  public ControlledRun(
      Chooser chooser, Set<Reduction> reductions, FieldPolicy fields, boolean interrupts) {
    this.chooser = chooser;
    this.reductions = new ReductionRecorder(reductions);
    this.fields = fields;
    this.registry = new LineRegistry(recorder, ports, fields.detectDataRaces());
    this.end = new RunEnd(registry, chooser, recorder, dataRaces);
    this.step = new ReceiveStep(registry, ports, chooser, recorder, this.reductions, end);
    this.interrupts = interrupts
        ? new Interrupts.Modelled(this, registry)
        : new Interrupts.NotModelled(this, end);
  }

  /** Starts {@code program} as thread {@code main}; returns at once. */
  public void start(Program program) {
    LogicalThread main = newThread("main");
    launch(main, () -> {
      try {
        program.run();
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Exception e) {
        throw new ProgramException(e);
      }
    });
    holder = main;
    main.state = LogicalThread.State.RUNNING;
    main.grant();
  }

  /**
   * Waits for the run to end, on the thread that created it; returns its result, or null if {@code
   * watched} stalled first or the waiting thread is interrupted.
   *
   * @throws RuntimeException the error that ended the run (nondeterminism, internal)
   */
  @Nullable RunResult awaitEnd(Watchdog.Watched watched) {
    return end.await(watched);
  }

  /** Returns a counter that moves whenever a thread reaches a synchronization call. */
  long progress() {
    return progress.get();
  }

  /**
   * Returns the sequence recorded so far, for a run the watchdog stopped. The stuck thread runs
   * user code only; everything recorded was published by the progress counter the watchdog read.
   */
  SynSequence recordedSoFar() {
    return recorder.build();
  }

  /** Returns the index of {@code sequence}, which this run recorded. */
  IndexedSequence index(SynSequence sequence) {
    return recorder.index(sequence);
  }

  /** Returns what the run recorded for the reductions; complete once the run has ended. */
  ReductionFacts reductionFacts() {
    return reductions.build();
  }

  /** Returns the thread holding the baton, for the watchdog's message. */
  String holderName() {
    LogicalThread current = holder;
    return current == null ? "?" : current.name;
  }

  @Override
  public boolean isAborted() {
    return end.aborted();
  }

  /** Ends the run from outside (watchdog) or after it finished: every parked thread unwinds. */
  void abort() {
    end.abort();
  }

  /**
   * Interrupts the thread holding the baton, which the watchdog found stuck in the program's code
   * after {@link #abort}, and waits up to {@code millis} for it to end; returns whether it ended.
   * An interrupted thread that reaches a synchronization call unwinds, as the run is aborted.
   */
  boolean interruptHolder(long millis) {
    LogicalThread current = holder;
    Thread carrier = current == null ? null : current.carrier;
    if (carrier == null) {
      return true;
    }
    carrier.interrupt();
    try {
      return carrier.join(Duration.ofMillis(millis));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * Waits briefly for the run's virtual threads to terminate, so runs do not pile up. A thread the
   * watchdog stopped runs user code that may never end, so it is not waited for, nor is one parked
   * for good.
   */
  void awaitTermination(long millis) throws InterruptedException {
    long deadline = System.nanoTime() + millis * 1_000_000;
    LogicalThread stuck = end.ended() ? null : holder;
    for (LogicalThread thread : registry.threadsSoFar()) {
      // A terminated thread only returns from its body; not waiting for it saves a timed join.
      if (thread == stuck || thread.state == LogicalThread.State.TERMINATED) {
        continue;
      }
      Thread carrier = thread.carrier;
      long left = (deadline - System.nanoTime()) / 1_000_000;
      // In slices, to stop waiting once the thread is parked for good; join(long), unlike
      // join(Duration), returns at once for a carrier never started.
      while (carrier != null && left > 0 && !thread.parkedForGood) {
        carrier.join(Math.min(left, 10));
        if (!carrier.isAlive()) {
          break;
        }
        left = (deadline - System.nanoTime()) / 1_000_000;
      }
    }
  }

  // ---- Controller ---------------------------------------------------------------------------

  @Override
  public boolean isControlled() {
    return true;
  }

  @Override
  public String register(SyncObject object, @Nullable String requestedName) {
    return registry.register(running(), object, requestedName);
  }

  @Override
  public String nameThread(@Nullable String requestedName) {
    return registry.nameThread(running(), requestedName);
  }

  @Override
  public ThreadHandle start(String name, Runnable body) {
    LogicalThread parent = running();
    LogicalThread child = newThread(name);
    child.learnFrom(parent);
    launch(child, body);
    return child;
  }

  @Override
  public void join(ThreadHandle thread) {
    LogicalThread self = running();
    LogicalThread target = (LogicalThread) thread;
    if (target == self) {
      throw new IllegalStateException("thread " + self.name + " cannot join itself");
    }
    if (target.state != LogicalThread.State.TERMINATED) {
      self.state = LogicalThread.State.JOINING;
      self.waitFor("join(", target.name, ")");
      target.joiners.add(self);
      schedule(self, true);
    }
    self.learnFrom(target);
  }

  @Override
  public ThreadHandle currentThread() {
    return running();
  }

  @Override
  public void call(SyncObject target, String operation) {
    call(running(), registry.line(target), operation, null);
  }

  /** Issues a call of {@code self} to {@code line}, carrying an interrupt's {@code delivery}. */
  void call(
      LogicalThread self,
      ObjectLine line,
      String operation,
      Interrupts.Modelled.@Nullable Delivery delivery) {
    step.call(self, line, operation, delivery);
    schedule(self, true);
  }

  @Override
  public boolean callInterruptibly(SyncObject target, String operation)
      throws InterruptedException {
    return interrupts.callInterruptibly(target, operation);
  }

  @Override
  public boolean parkInterruptibly(SyncObject object, String reason, BooleanSupplier withdraw) {
    return interrupts.parkInterruptibly(object, reason, withdraw);
  }

  /**
   * Alike whether interrupts are modelled or not, as the contract says: clearing is a call on the
   * thread's interrupt line. Only a wait an interrupt ended comes here, and a run that does not
   * model interrupts has none.
   */
  @Override
  public void throwInterrupted() throws InterruptedException {
    InterruptLine status = InterruptLine.of(running());
    call(status, InterruptLine.INTERRUPTED);
    status.status = false;
    throw new InterruptedException();
  }

  @Override
  public void interrupt(ThreadHandle thread) {
    interrupts.interrupt(thread);
  }

  @Override
  public boolean isInterrupted(ThreadHandle thread) {
    return interrupts.isInterrupted(thread);
  }

  @Override
  public boolean interrupted() {
    return interrupts.interrupted();
  }

  @Override
  public void checkInterrupted() throws InterruptedException {
    interrupts.checkInterrupted();
  }

  @Override
  public void send(PortObject port, @Nullable Object message, boolean synchronous) {
    LogicalThread self = running();
    if (step.send(self, port, message, synchronous)) {
      schedule(self, true);
    }
  }

  @Override
  public Received receive(List<? extends PortObject> from) {
    LogicalThread self = running();
    step.receive(self, from);
    schedule(self, true);
    Received received = self.received;
    self.received = null;
    return received;
  }

  @Override
  public void read(VariableObject variable) {
    LogicalThread self = running();
    step.read(self, registry.line(variable));
    schedule(self, true);
  }

  @Override
  public void fieldAccess(
      @Nullable Object target, String className, String field, boolean write, String site) {
    dataRaces.access(running(), target, className, field, write, site);
  }

  @Override
  public boolean exploresField(String className, String field) {
    return fields.explores(className, field);
  }

  @Override
  public void park(SyncObject object, String reason) {
    LogicalThread self = running();
    self.state = LogicalThread.State.PARKED;
    self.waitFor(reason, " in ", registry.line(object).name);
    schedule(self, true);
  }

  @Override
  public void parkIdle(SyncObject object, String reason) {
    LogicalThread self = running();
    self.idle = true;
    park(object, reason);
  }

  @Override
  public void resume(ThreadHandle thread, @Nullable SyncObject learnFrom) {
    LogicalThread target = (LogicalThread) thread;
    if (target.state != LogicalThread.State.PARKED) {
      throw new RichTestInternalError("resume of " + target.name + " in state " + target.state);
    }
    if (learnFrom != null) {
      target.learnFrom(registry.line(learnFrom));
    }
    InterruptibleWait wait = target.waiting;
    if (wait != null) {
      wait.ended = true;
    }
    target.state = LogicalThread.State.RUNNABLE;
    target.idle = false;
  }

  @Override
  public void publish(SyncObject object) {
    registry.line(object).learnFrom(running());
  }

  @Override
  public void learn(SyncObject object) {
    running().learnFrom(registry.line(object));
  }

  @Override
  public void stateChanged(SyncObject object) {}

  @Override
  @SuppressWarnings("unchecked")
  public <T> T attachment(Object key, java.util.function.Function<Object, T> create) {
    running();
    Object value = attachments.get(key);
    if (value == null) {
      value = create.apply(key);
      attachments.put(key, value);
    }
    return (T) value;
  }

  @Override
  public void declareSymmetric(String group, List<String> threadNames) {
    running();
    reductions.group(group, threadNames);
  }

  @Override
  public void labelContext(String context) {
    running().labelContext = context;
  }

  @Override
  public void declareOrderInsensitive(PortObject port) {
    running();
    ports.check(port);
    reductions.orderInsensitive(port.name());
  }

  @Override
  public void reportMisuse(RuntimeException misuse) {
    LogicalThread current = holder;
    String thread =
        current != null && current.carrier == Thread.currentThread()
            ? current.name
            : Thread.currentThread().getName();
    end.failed(thread, misuse);
  }

  // ---- scheduling ---------------------------------------------------------------------------

  LogicalThread running() {
    LogicalThread current = holder;
    if (end.aborted()) {
      throw unwind();
    }
    if (current == null || current.carrier != Thread.currentThread()) {
      throw new IllegalStateException(
          "thread '" + Thread.currentThread().getName()
              + "' is not the running thread of this run");
    }
    return current;
  }

  /**
   * Returns the error that unwinds a thread of an aborted run. A thread that catches it ({@code catch
   * (Throwable t)} in a service loop) and calls again, over and over, would hold its carrier for
   * ever, starving every later run: past a number of calls no unwinding makes, the calling thread
   * parks for good instead, and its carrier is free.
   */
  private RunAborted unwind() {
    if (callsAfterAbort.incrementAndGet() > CALLS_AFTER_ABORT_LIMIT) {
      for (LogicalThread thread : registry.threadsSoFar()) {
        if (thread.carrier == Thread.currentThread()) {
          thread.parkedForGood = true; // not waited for at the run's end
          while (true) {
            LockSupport.park(this);
          }
        }
      }
    }
    return RunAborted.INSTANCE;
  }

  LogicalThread newThread(String name) {
    if (holder == null && !registry.threads().isEmpty()) {
      throw new RichTestInternalError("thread created without a running thread");
    }
    return registry.newThread(name);
  }

  /** Makes {@code thread}'s carrier, which its first {@link LogicalThread#grant grant} starts. */
  void launch(LogicalThread thread, Runnable body) {
    thread.carrier = Thread.ofVirtual().name("richtest-" + thread.name).unstarted(() -> {
      ControllerBinding.bind(this);
      try {
        thread.await(end);
        body.run();
      } catch (RunAborted aborted) {
        return;
      } catch (RichTestInternalError bug) {
        end.fail(bug);
        return;
      } catch (Throwable thrown) {
        end.failed(thread.name, thrown instanceof ProgramException p ? p.getCause() : thrown);
      }
      try {
        terminate(thread);
      } catch (RunAborted aborted) {
        // the run ended while this thread was finishing
      } catch (Throwable bug) {
        end.fail(new RichTestInternalError("controller failed in thread " + thread.name, bug));
      }
    });
  }

  private void terminate(LogicalThread thread) {
    thread.state = LogicalThread.State.TERMINATED;
    for (LogicalThread joiner : thread.joiners) {
      joiner.state = LogicalThread.State.RUNNABLE;
    }
    schedule(thread, false);
  }

  /**
   * The controller step, run by the thread that holds the baton and cannot go on: hands the baton
   * to a runnable thread, firing receiving events until one exists, or ends the run.
   */
  private void schedule(LogicalThread self, boolean selfWaits) {
    InterruptibleWait.endContinued(self);
    moved();
    while (true) {
      if (end.aborted()) {
        throw RunAborted.INSTANCE;
      }
      LogicalThread next = nextRunnable(self);
      if (next != null) {
        holder = next;
        next.state = LogicalThread.State.RUNNING;
        moved();
        if (next != self) {
          next.grant();
          if (selfWaits) {
            self.await(end);
          }
        }
        return;
      }
      if (!step.fireNext()) {
        if (selfWaits) {
          self.await(end);
        }
        return;
      }
    }
  }

  /** Moves the progress counter the watchdog reads. */
  private void moved() {
    // Only the baton holder writes it, so an ordered store does what an atomic increment would.
    progress.lazySet(progress.get() + 1);
  }

  private @Nullable LogicalThread nextRunnable(LogicalThread self) {
    if (self.state == LogicalThread.State.RUNNABLE || self.state == LogicalThread.State.RUNNING) {
      return self;
    }
    for (LogicalThread thread : registry.threads()) {
      if (thread.state == LogicalThread.State.RUNNABLE) {
        return thread;
      }
    }
    return null;
  }

  /** Wraps a checked exception thrown by {@link Program#run()}. */
  private static final class ProgramException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ProgramException(Exception cause) {
      super(cause);
    }
  }
}
