package org.richtest.internal.schedule;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.Reduction;
import org.richtest.RunResult;
import org.richtest.event.LineDescription;
import org.richtest.event.SynSequence;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.reduce.ReductionFacts;
import org.richtest.spi.Controller;
import org.richtest.spi.PortObject;
import org.richtest.spi.Received;
import org.richtest.spi.SyncObject;
import org.richtest.spi.VariableObject;
import org.richtest.spi.ThreadHandle;

/**
 * One controlled run of a program (semantics §2), as the {@link Controller} its primitives call.
 * It makes the run's parts and hands each operation to the one that owns it: the {@link Baton}
 * (which thread runs, the life of threads, park and resume), the {@link LineRegistry} (names and
 * lines), the {@link ReceiveStep} (sending events, and the choice and firing of receiving events),
 * the run's {@link Interrupts} (modelled or not), {@link ThreadLives} (start, join, isAlive),
 * {@link RunTiming} (timeouts, sleeps, the logical clock) and its {@link RunEnd} (outcome,
 * failures, abort).
 * Apart, each part can be read and changed alone; this class only wires them and keeps the
 * contract of {@link Controller}.
 */
public final class ControlledRun implements Controller {

  private final SequenceRecorder recorder;
  private final ReductionRecorder reductions;
  private final PortQueues ports = new PortQueues();
  private final RunModel model;
  private final DataRaceDetector dataRaces = new DataRaceDetector();
  /** Small at first: a run of the library's own primitives attaches nothing. */
  private final Map<Object, Object> attachments = new IdentityHashMap<>(2);
  private final LineRegistry registry;
  private final RunEnd end;
  private final ReceiveStep step;
  private final Baton baton;
  private final Interrupts interrupts;
  private final RunTiming timing;
  private final ThreadLives lives;
  private final KeptValues kept;

  /**
   * Creates a run whose choices are made by {@code chooser}, recording what {@code reductions}
   * need beside the sequence.
   */
  public ControlledRun(Chooser chooser, Set<Reduction> reductions) {
    this(chooser, reductions, RunModel.DEFAULT, new RunShape(), new LineNames(), null,
        new KeptValues());
  }

  /**
   * Creates a run as {@link #ControlledRun(Chooser, Set)} modelled as {@code model} says: the
   * field accesses the agent reports, interrupts and the ends of threads, the run's length and its
   * timeouts. A run that does not model interrupts puts no event on interrupt lines, and fails with
   * {@link InterruptsNotModelled} at the first interrupt; one that does not model the ends of
   * threads fails with {@link ThreadEndsNotModelled} when a thread asks whether another is alive.
   * Its threads come from {@code pool} if not null; {@code kept} is its exploration's store of the
   * values its runs first read in objects outliving them, {@code names} its executor's instances of
   * the line names its runs give.
   */
  ControlledRun(Chooser chooser, Set<Reduction> reductions, RunModel model, RunShape shape,
      LineNames names, @Nullable RunThreadPool pool, KeptValues kept) {
    this.kept = kept;
    this.reductions = new ReductionRecorder(reductions);
    this.model = model;
    this.recorder = new SequenceRecorder(shape);
    this.registry =
        new LineRegistry(
            recorder, ports, model.fields().detectDataRaces(), shape.threads(), names);
    this.end = new RunEnd(registry, chooser, recorder, dataRaces);
    this.step = new ReceiveStep(
        registry, ports, chooser, recorder, this.reductions, end, model.maxEvents(),
        model.maxBytes());
    this.baton = new Baton(this, registry, step, end, recorder, pool);
    this.interrupts = model.interrupts()
        ? new Interrupts.Modelled(this, baton, registry, end, model.threadEnds())
        : new Interrupts.NotModelled(this, baton, end);
    this.timing = new RunTiming(model, baton, registry, interrupts, end);
    this.lives = new ThreadLives(this, model, baton, registry, interrupts, end, timing);
  }

  /** Notes this run's size in {@code shape}, so that the next run is allocated at it. */
  void sized(RunShape shape) {
    recorder.sized(shape, registry.threadsSoFar().length);
  }

  /** Starts {@code program} as thread {@code main}; returns at once. */
  public void start(Program program) {
    if (model.logicalClock() && model.clock()) {
      baton.start(() -> {
        timing.startClock();
        program.run();
      }, model.threadEnds());
    } else {
      baton.start(program, model.threadEnds());
    }
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
    return baton.progress();
  }

  /**
   * Returns whether the thread that is to run next has not run: the thread granted the baton, or
   * the waiter of a run that ended. Read with {@link #progress()} unchanged for a while, it means
   * the carrier is held (see {@link CarrierRelief}), not that a thread is stuck in the program.
   */
  boolean starved() {
    return end.ended() || baton.holderGranted();
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
    return baton.holderName();
  }

  /** Returns the stack of the thread holding the baton, for the watchdog's message. */
  StackTraceElement[] holderStack() {
    return baton.holderStack();
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
   */
  boolean interruptHolder(long millis) {
    return baton.interruptHolder(millis);
  }

  /** Waits briefly for the run's virtual threads to terminate, so runs do not pile up. */
  void awaitTermination(long millis) throws InterruptedException {
    baton.awaitTermination(millis);
  }

  /** Gives the run's reused threads back once it is over and they were waited for. */
  void release() {
    baton.release();
  }

  // ---- Controller ---------------------------------------------------------------------------

  @Override
  public boolean isControlled() {
    return true;
  }

  @Override
  public String register(SyncObject object, @Nullable String requestedName) {
    return registry.register(baton.running(), object, requestedName);
  }

  @Override
  public void describe(String name, LineDescription description) {
    baton.running();
    recorder.describe(name, description);
  }

  @Override
  public String nameThread(@Nullable String requestedName) {
    return registry.nameThread(baton.running(), requestedName);
  }

  @Override
  public ThreadHandle start(String name, Runnable body) {
    return lives.start(name, body);
  }

  @Override
  public void join(ThreadHandle thread) throws InterruptedException {
    lives.join(thread);
  }

  @Override
  public boolean join(ThreadHandle thread, long nanos) throws InterruptedException {
    return lives.join(thread, nanos);
  }

  @Override
  public void markDaemon(ThreadHandle thread) {
    lives.markDaemon(thread);
  }

  @Override
  public boolean isAlive(ThreadHandle thread) {
    return lives.isAlive(thread);
  }

  /** Makes the end of {@code thread}, which holds the baton and has run its body, an event. */
  void end(LogicalThread thread) {
    lives.end(thread);
  }

  @Override
  public ThreadHandle currentThread() {
    return baton.running();
  }

  @Override
  public boolean modelsThreadEnds() {
    return model.threadEnds();
  }

  @Override
  public void requireThreadEnds(String why) {
    baton.running();
    if (!model.threadEnds()) {
      throw end.refused(new ThreadEndsNotModelled(why));
    }
  }

  @Override
  public void carrierSeen() {
    baton.running().carrierSeen = true;
  }

  @Override
  public void call(SyncObject target, String operation) {
    call(baton.running(), registry.line(target), operation, null);
  }

  /** Issues a call of {@code self} to {@code line}, carrying an interrupt's {@code delivery}. */
  void call(
      LogicalThread self,
      ObjectLine line,
      String operation,
      Interrupts.Modelled.@Nullable Delivery delivery) {
    step.call(self, line, operation, delivery);
    baton.pass(self, true);
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
    InterruptLine status = InterruptLine.of(baton.running());
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
    LogicalThread self = baton.running();
    if (step.send(self, port, message, synchronous)) {
      baton.pass(self, true);
    }
  }

  @Override
  public Received receive(List<? extends PortObject> from) {
    LogicalThread self = baton.running();
    step.receive(self, from);
    baton.pass(self, true);
    Received received = self.received;
    self.received = null;
    return received;
  }

  /**
   * Reads {@code variable}; a read that begins a turn of a spin loop again waits for a write of the
   * turn's variables (ReadStreak), and reads again when another's woke it.
   */
  @Override
  public void read(VariableObject variable) {
    LogicalThread self = baton.running();
    ObjectLine line = registry.line(variable);
    int inARow = self.readsInARow(model.readsInARow());
    do {
      step.read(self, line, self.reads.begin(variable, line, inARow));
      baton.pass(self, true);
    } while (self.woken);
  }

  @Override
  public int retriesCompareAndSet(VariableObject variable) {
    LogicalThread self = baton.running();
    return self.retries.begin(registry.line(variable), self.readsInARow(model.readsInARow()));
  }

  @Override
  public void atPureSpin() {
    baton.running().atPureSpin = true;
  }

  @Override
  public void enteredPureSpin() {
    LogicalThread self = baton.running();
    self.acted();
    self.atPureSpin = false;
  }

  @Override
  public void failedCompareAndSet(VariableObject variable, int version) {
    baton.running().retries.failed(version);
  }

  @Override
  public void fieldAccess(
      @Nullable Object target, String className, String field, boolean write, String site) {
    dataRaces.access(accessing(write), target, className, field, write, site);
  }

  @Override
  public void beginSpeculativeReads() {
    dataRaces.speculate(baton.running());
  }

  @Override
  public void endSpeculativeReads(boolean keep) {
    dataRaces.settle(baton.running(), keep);
  }

  @Override
  public boolean exploresField(String className, String field) {
    return model.fields().explores(className, field);
  }

  @Override
  public boolean repeatsTimeout(SyncObject object) {
    return timing.repeatsTimeout(object);
  }

  @Override
  public void timedOut(SyncObject object) {
    timing.timedOut(object);
  }

  @Override
  public void sleep() throws InterruptedException {
    timing.sleep();
  }

  @Override
  public boolean readsLogicalTime() {
    return timing.readsLogicalTime();
  }

  @Override
  public long logicalNanos() {
    return timing.logicalNanos();
  }

  @Override
  public void timePassed(long nanos) {
    timing.timePassed(nanos);
  }

  @Override
  public void timeReached(long nanos) {
    timing.timeReached(nanos);
  }

  @Override
  public long knownNanos() {
    return timing.knownNanos();
  }

  @Override
  public void arrayAccess(Object array, int index, boolean write, String call, String site) {
    dataRaces.element(accessing(write), array, index, write, call, site);
  }

  @Override
  public void objectCall(
      Object object, String className, boolean write, String call, String site) {
    dataRaces.call(accessing(write), object, className, write, call, site);
  }

  /**
   * Returns the running thread, which accesses memory without an event; a write (of a field, an
   * element, an object by a call) ends its streak of timeouts, as other threads may see it.
   */
  private LogicalThread accessing(boolean write) {
    LogicalThread self = baton.running();
    if (write) {
      self.acted();
    }
    return self;
  }

  @Override
  public boolean exploresCalls(String className) {
    return model.fields().exploresCalls(className);
  }

  @Override
  public void park(SyncObject object, String reason) {
    LogicalThread self = baton.running();
    self.acted();
    baton.park(self, object, reason);
  }

  @Override
  public void parkIdle(SyncObject object, String reason) {
    baton.running().idle = true;
    park(object, reason);
  }

  @Override
  public void resume(ThreadHandle thread, @Nullable SyncObject learnFrom) {
    baton.resume((LogicalThread) thread, learnFrom);
  }

  @Override
  public void publish(SyncObject object) {
    registry.line(object).learnFrom(baton.running());
  }

  @Override
  public void learn(SyncObject object) {
    baton.running().learnFrom(registry.line(object));
  }

  @Override
  public void stateChanged(SyncObject object) {}

  @Override
  @SuppressWarnings("unchecked")
  public <T> T attachment(Object key, java.util.function.Function<Object, T> create) {
    baton.running();
    Object value = attachments.get(key);
    if (value == null) {
      value = create.apply(key);
      attachments.put(key, value);
    }
    return (T) value;
  }

  @Override
  public void initialValue(@Nullable Object owner, String field,
      Supplier<@Nullable Object> value, boolean read) {
    baton.running();
    NondeterminismException diverged = kept.check(owner, field, value, read);
    if (diverged != null) {
      throw end.refused(diverged);
    }
  }

  @Override
  public void declareSymmetric(String group, List<String> threadNames) {
    baton.running();
    reductions.group(group, threadNames);
  }

  @Override
  public void labelContext(String context) {
    baton.running().labelContext = context;
  }

  @Override
  public void declareOrderInsensitive(PortObject port) {
    baton.running();
    ports.check(port);
    reductions.orderInsensitive(port.name());
  }

  @Override
  public void reportMisuse(RuntimeException misuse) {
    end.failed(baton.callerName(), misuse);
  }

  @Override
  public void uncontrolled(String note) {
    end.uncontrolled(note);
  }

  @Override
  public int maxPeriods() {
    return model.maxPeriods();
  }

  @Override
  public void periodicCut() {
    end.periodicCut();
  }
}
