package org.richtest.spi;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.event.LineDescription;

/**
 * What synchronization classes call. During an exploration every call is a step the controller
 * records and schedules; outside one the {@link #production() production controller} gives ordinary
 * blocking behaviour for real threads.
 *
 * <p>All operations except {@link #current()} must be called from a thread the controller manages.
 */
public interface Controller {

  /** Returns the controller of the calling thread: its run's, or the production controller. */
  static Controller current() {
    Controller bound = ControllerBinding.bound();
    return bound != null ? bound : ProductionController.INSTANCE;
  }

  /** Returns the controller used outside explorations. */
  static Controller production() {
    return ProductionController.INSTANCE;
  }

  /** Returns whether this controller records and schedules (true during an exploration). */
  boolean isControlled();

  /**
   * Returns whether the run has ended early and its threads are unwinding: every call then throws
   * to unwind further, except a monitor's exit, which must complete because javac's handler of a
   * {@code synchronized} block retries its own {@code monitorexit} until it does.
   */
  default boolean isAborted() {
    return false;
  }

  /**
   * Registers a new synchronization object and returns its line name: {@code requestedName}, or
   * {@code <creating thread>#<k>} for the k-th unnamed object the thread creates.
   *
   * @throws IllegalArgumentException if the name is already taken in this run
   */
  String register(SyncObject object, @Nullable String requestedName);

  /**
   * Describes the line called {@code name} in the program's terms, for reports: the field or
   * variable that holds its object and where the object was made ({@link LineDescription}); a
   * later description replaces an earlier one. The name stays the line's identity. Does nothing
   * outside a run; a name that is not a line's by the end of the run is ignored.
   */
  default void describe(String name, LineDescription description) {}

  /**
   * Names a new thread created by the calling thread: {@code requestedName}, or {@code P.k} for the
   * k-th child of {@code P}.
   *
   * @throws IllegalArgumentException if the name is already taken in this run
   */
  String nameThread(@Nullable String requestedName);

  /** Starts {@code body} as the logical thread {@code name}; its clock starts as the caller's. */
  ThreadHandle start(String name, Runnable body);

  /**
   * Blocks until {@code thread} has terminated and merges its final clock into the caller's.
   *
   * @throws InterruptedException if the caller is interrupted while the thread lives (a join of a
   *     thread that has ended returns, its status still set); under an exploration, once a joiner
   *     is interrupted, the order of the interrupt and the thread's end is explored
   */
  void join(ThreadHandle thread) throws InterruptedException;

  /**
   * Blocks until {@code thread} has terminated or {@code nanos} (more than 0) have passed, as the
   * JDK's timed joins, and returns whether it terminated; if so, merges its final clock into the
   * caller's. An interruption point while the thread lives, as {@link #join}. Under an exploration
   * the timeout may expire at any point before the thread's end, an event the end races with, so
   * both outcomes are explored; a timeout advances the run's logical clock by {@code nanos}
   * (docs/decisions.md, "Timed joins").
   *
   * @return true if the thread terminated, false if the timeout expired first
   * @throws InterruptedException if the caller is interrupted while the thread lives
   */
  boolean join(ThreadHandle thread, long nanos) throws InterruptedException;

  /**
   * Marks {@code thread}, which the calling thread just started, as a daemon thread: a run whose
   * threads left are daemon threads blocked for good has completed, as a JVM exits once its last
   * non-daemon thread has ended.
   */
  default void markDaemon(ThreadHandle thread) {}

  /**
   * Returns whether {@code thread} has not ended ({@code Thread.isAlive()}). Under an exploration
   * that models the ends of threads this is a call on the thread's end line, which races with the
   * thread's end, so both answers are explored; one that does not model them ends the run so that
   * the exploration starts over modelling them.
   */
  boolean isAlive(ThreadHandle thread);

  /** Returns the calling thread. */
  ThreadHandle currentThread();

  /**
   * Returns whether the run models the ends of threads, with the beginnings a drop-in adds beside
   * them: a fork/join pool's worker taking a task is an event only then, so that programs that
   * cannot cancel a task no worker took pay nothing (docs/decisions.md, "Fork/join"). Outside an
   * exploration, false.
   */
  default boolean modelsThreadEnds() {
    return false;
  }

  /**
   * Ends the run, naming {@code why}, so that the exploration starts over modelling the ends of
   * threads (and so {@link #modelsThreadEnds()}), unless the run models them already, when it
   * returns: a drop-in calls it where the program shows it needs them, as {@link #isAlive} does.
   */
  default void requireThreadEnds(String why) {}

  /**
   * Notes that the program got the JVM thread that runs the calling logical thread as a {@code
   * Thread} object (the agent's {@code Thread.currentThread()} of a thread the program did not
   * start): that JVM thread then runs no logical thread of a later run, so that what the program
   * keeps of it (its identity, its state, its id) is what a thread made for this run would show.
   */
  default void carrierSeen() {}

  /**
   * Issues a call of {@code operation} to {@code target} (a sending event) and blocks until the target
   * accepts it (its receiving event); the caller then merges the target's clock.
   */
  void call(SyncObject target, String operation);

  /**
   * As {@link #call}, for an operation the JDK makes interruptible. If the calling thread's
   * interrupt status is set, this throws at once, clearing it, and issues no call. If an interrupt
   * reaches the call while it waits, the call is received without taking effect and this returns
   * false: the caller must not apply the operation; it puts its object in order and calls {@link
   * #throwInterrupted()}. Under an exploration, starting the wait is a call on the thread's
   * interrupt line.
   *
   * @return true if the call was received normally, false if an interrupt ended it
   * @throws InterruptedException if the thread's interrupt status was set
   */
  boolean callInterruptibly(SyncObject target, String operation) throws InterruptedException;

  /**
   * As {@link #park}, interruptibly. An interrupt that reaches the parked thread (an event on
   * {@code object}'s line) resumes it, and the thread runs {@code withdraw}: it takes the thread
   * out of the object's queue and returns true; or it returns false when the object is already
   * bound to wake the thread (as a barrier whose action runs), and the thread parks again, its
   * status set. If the status is set already when the wait starts, the thread runs {@code withdraw}
   * at once. When it was withdrawn this returns false, and the caller puts its object in order and
   * calls {@link #throwInterrupted()}. A park right after a {@link #callInterruptibly} on the same
   * object continues that call's wait; otherwise starting the wait is a call on the thread's
   * interrupt line.
   *
   * @return true if the thread was resumed normally, false if it was withdrawn by an interrupt
   */
  boolean parkInterruptibly(SyncObject object, String reason, BooleanSupplier withdraw);

  /**
   * Clears the calling thread's interrupt status and throws {@code InterruptedException}, after an
   * interrupt ended its wait ({@link #callInterruptibly} or {@link #parkInterruptibly} returned
   * false). Under an exploration, clearing is a call on the thread's interrupt line.
   *
   * @throws InterruptedException always
   */
  void throwInterrupted() throws InterruptedException;

  /**
   * Interrupts {@code thread} ({@code Thread.interrupt()}): sets its interrupt status, and ends the
   * interruptible wait it is in, if any, with {@code InterruptedException}. Under an exploration
   * this is a call on the thread's interrupt line and, if the thread started an interruptible wait,
   * a call on the line of that wait by a courier thread, which races with the wait's wake-up.
   */
  void interrupt(ThreadHandle thread);

  /** Returns {@code thread}'s interrupt status ({@code isInterrupted()}), leaving it as it is. */
  boolean isInterrupted(ThreadHandle thread);

  /** Returns the calling thread's interrupt status and clears it ({@code Thread.interrupted()}). */
  boolean interrupted();

  /**
   * An interruption point that does not wait, as {@code Thread.sleep} is under an exploration:
   * throws, clearing the status, if the calling thread's interrupt status is set.
   *
   * @throws InterruptedException if the thread was interrupted
   */
  void checkInterrupted() throws InterruptedException;

  /**
   * Sleeps, as {@code Thread.sleep} is under an exploration: time does not pass, so it is an
   * interruption point ({@link #checkInterrupted}), except that a sleep repeating one with nothing
   * done by the thread since waits for an interrupt, the only thing that could change what the
   * thread does next (docs/decisions.md, "Timed operations").
   *
   * @throws InterruptedException if the thread was interrupted
   */
  default void sleep() throws InterruptedException {
    checkInterrupted();
  }

  /**
   * Begins a timed call of the calling thread on {@code object} (a timed wait, poll, {@code await},
   * …) and returns whether it repeats one that timed out with nothing changed since: the thread's
   * last timed calls, as many in a row as the exploration allows, were ones on {@code object} that
   * timed out, and since the latest the thread made no event, wrote no field and started or joined
   * no thread. The object then issues the call as a {@link
   * org.richtest.event.Channel#repeat repeat}, open only once the object has changed, since timing
   * out again would change nothing (docs/decisions.md, "Timed operations"). Call it once before each
   * timed call; false outside an exploration.
   */
  default boolean repeatsTimeout(SyncObject object) {
    return false;
  }

  /**
   * Notes that the timed call the calling thread began last on {@code object} ({@link
   * #repeatsTimeout}) timed out, changing nothing.
   */
  default void timedOut(SyncObject object) {}

  /**
   * Begins a compare-and-set of the calling thread on {@code variable} and returns how many writes
   * the variable had taken when the thread's last compare-and-set there failed, if this one repeats
   * it: at the same call site, with nothing done by the thread since (no event, no field written, no
   * thread started or joined), as many failures in a row against that write as the exploration
   * allows ({@code readsInARow}). The variable then issues the call as a {@link
   * org.richtest.event.Channel#retry retry}, open only once it was written again, since failing
   * again would change nothing (docs/decisions.md, "Spin loops"). Returns -1 when it repeats none,
   * and outside an exploration.
   */
  default int retriesCompareAndSet(VariableObject variable) {
    return -1;
  }

  /**
   * Notes that the calling thread's next read or compare-and-set of a variable is made at a call
   * site the agent proved a pure spin: a loop whose turns carry nothing but what its reads return.
   * The spin rule then applies to it even when {@code readsInARow} is unbounded (the default), as
   * if it were 1 (docs/decisions.md, "Pure spins by default").
   */
  default void atPureSpin() {}

  /**
   * Notes that the calling thread entered a pure spin's loop from outside it: its read and retry
   * streaks end, so that a read reached again through an outer loop, a caller or a caught
   * exception is no repeat.
   */
  default void enteredPureSpin() {}

  /**
   * Notes that the compare-and-set the calling thread began last on {@code variable} ({@link
   * #retriesCompareAndSet}) failed, the variable having taken {@code version} writes.
   */
  default void failedCompareAndSet(VariableObject variable, int version) {}

  /**
   * Returns whether the calling thread's reads of the clock ({@code System.nanoTime()} and kin, in
   * code the agent rewrites) read the run's logical clock ({@link #logicalNanos}) rather than real
   * time: under an exploration that uses it (the default); false outside one.
   */
  default boolean readsLogicalTime() {
    return false;
  }

  /**
   * Reads the run's logical clock: the nanoseconds the run's timeouts and sleeps have advanced it
   * since the run began, the same in every run that makes the same events. Where timeouts have
   * advanced it this is a read of a shared variable, an event racing with them (docs/decisions.md,
   * "Logical time"). Call it only when {@link #readsLogicalTime()}.
   *
   * @throws IllegalStateException if this controller reads real time
   */
  default long logicalNanos() {
    throw new IllegalStateException("this controller reads real time, not a logical clock");
  }

  /**
   * Notes that a timed operation of the calling thread ended by its timeout, or a sleep ended,
   * after {@code nanos}: the run's logical clock advances by {@code nanos} (an event, where the run
   * models the clock). Call it after the timeout took effect, once per timeout; it does not end the
   * thread's streak of timeouts ({@link #repeatsTimeout}). Nothing outside an exploration.
   */
  default void timePassed(long nanos) {}

  /**
   * Notes that a timeout of the calling thread ended at the logical time {@code nanos} (since the
   * run began; a deadline, or a delay's expiry): the run's logical clock advances to at least it
   * (an event, where the run models the clock), as {@link #timePassed} does from what the thread
   * knows. Nothing outside an exploration.
   */
  default void timeReached(long nanos) {}

  /**
   * Returns the latest logical time the calling thread knows of, in nanoseconds since the run
   * began: the most any clock read or advance that happens before its latest point saw, so that a
   * delay or a deadline can start from it. No event; 0 where the run does not model the clock, and
   * outside an exploration.
   */
  default long knownNanos() {
    return 0;
  }

  /**
   * Returns the most periods a periodic task runs in this run (the exploration's {@code
   * maxPeriods}); unbounded outside an exploration, where the JDK's pools and timers run them.
   */
  default int maxPeriods() {
    return Integer.MAX_VALUE;
  }

  /**
   * Notes that a periodic task that would run again was cut after {@link #maxPeriods} periods, so
   * that the result says the exploration was bounded; the thread holding the baton calls it.
   */
  default void periodicCut() {}

  /**
   * Blocks the calling thread, without an event, until another thread {@link #resume resumes} it.
   *
   * @param object the object the thread waits in, for deadlock reports
   * @param reason what the thread waits for, for deadlock reports
   */
  void park(SyncObject object, String reason);

  /**
   * Blocks the calling thread like {@link #park}, as an idle worker waiting for work (a pool thread):
   * a run whose remaining threads are all idle workers has completed, not deadlocked.
   */
  void parkIdle(SyncObject object, String reason);

  /** Makes a parked thread runnable again; it merges {@code learnFrom}'s clock now, if given. */
  void resume(ThreadHandle thread, @Nullable SyncObject learnFrom);

  /** Merges the calling thread's clock into {@code object}'s, as a thread leaving a monitor does. */
  void publish(SyncObject object);

  /** Merges {@code object}'s clock into the calling thread's, as a thread finishing a method does. */
  void learn(SyncObject object);

  /**
   * Tells the controller that {@code object}'s open list may have changed outside {@link #call}. The
   * caller holds {@code object}'s lock.
   */
  void stateChanged(SyncObject object);

  /**
   * Returns the value attached to {@code key} in this run, creating it with {@code create} on first
   * use; keys are compared by identity and forgotten when the run ends. A primitive keeps here its
   * per-run state about objects it does not own, such as the monitor of a plain Java object.
   *
   * @throws UnsupportedOperationException outside an exploration
   */
  <T> T attachment(Object key, java.util.function.Function<Object, T> create);

  /**
   * Notes that the calling thread is the run's first to read ({@code read}) or write field {@code
   * field} (qualified: {@code com.acme.Cache.ready}) of {@code owner}, an object the run did not
   * make (null for a static field): {@code value} returns what the field holds now, before any
   * write of this run, the value the field's initial write stands for. An exploration keeps the
   * first such value its runs found, for all its workers, and ends a run whose first read finds
   * another with a {@link org.richtest.NondeterminismException}: a run changed state that the next
   * one reads (docs/decisions.md, "State kept across runs"). {@code value} is asked only when
   * needed; for a read, it may be asked again once every run ended, to warn of a field the
   * exploration leaves changed, so it should hold {@code owner} weakly. Nothing outside an
   * exploration.
   */
  default void initialValue(@Nullable Object owner, String field,
      Supplier<@Nullable Object> value, boolean read) {}

  /**
   * Records a misuse detected by a primitive (for example a call from a thread the run does not
   * manage) so that the run fails with it even when the offending thread is not one of the run's.
   */
  void reportMisuse(RuntimeException misuse);

  /**
   * Notes that the calling thread synchronized in code RichTest does not control, {@code note}
   * saying where and how to control it; the run's result reports it, so that an exploration never
   * looks complete and clean after synchronization it did not explore. Does nothing outside a run.
   */
  default void uncontrolled(String note) {}

  /**
   * Sends {@code message} to {@code port}: a sending event. An asynchronous send returns at once; a
   * synchronous one blocks until the message is received, and the sender then merges the receiver's
   * clock (the paper's modified scheme).
   */
  void send(PortObject port, @Nullable Object message, boolean synchronous);

  /**
   * Reads shared variable {@code variable}: a receiving event on the calling thread's line whose
   * partner is the variable's latest write. It returns when the event has happened; the caller then
   * reads the variable's value, which no event can change before its next synchronization call.
   * Outside an exploration it returns at once.
   */
  void read(VariableObject variable);

  /**
   * Records an access of a plain (non-volatile) field, for the data-race detector: no event and no
   * scheduling point. The agent calls it before each read and write of such a field in the code it
   * rewrote; the production controller ignores it.
   *
   * @param target the object whose field it is, or null for a static field
   * @param className the class the code names the field by (qualified)
   * @param field the field's name
   * @param write whether the access writes the field
   * @param site where, as in a stack trace: {@code com.acme.Cache.get(Cache.java:12)}
   */
  default void fieldAccess(
      @Nullable Object target, String className, String field, boolean write, String site) {}

  /**
   * Begins speculative reads of the calling thread, for the data-race detector: its plain field
   * reads are held back until {@link #endSpeculativeReads}. An optimistic read (a stamped lock's)
   * reads without excluding writers, and correct code throws the values away unless a later check
   * says no writer came; until then its reads can be neither races nor race-free.
   */
  default void beginSpeculativeReads() {}

  /**
   * Ends the calling thread's speculative reads: with {@code keep} (the check said no writer came,
   * or nothing checked) they are checked for races as made when they were; without, dropped.
   * Reads still held back when the run ends are kept. Nothing happens if none were begun.
   */
  default void endSpeculativeReads(boolean keep) {}

  /**
   * Returns whether the exploration explores the interleavings of plain field {@code field} of
   * {@code className} (qualified): then its accesses are to be shared-variable events, as a {@code
   * volatile} field's. {@code field[]} asks for the elements of the arrays stored in the field.
   * False for the production controller.
   */
  default boolean exploresField(String className, String field) {
    return false;
  }

  /**
   * Records an access of an element of {@code array}, for the data-race detector: no event and no
   * scheduling point. The agent calls it before each array load and store in code it rewrote, and
   * for the whole array before a JDK method copies, clones or fills it.
   *
   * @param index the element's index, or -1 for every element
   * @param write whether the access writes
   * @param call the JDK method that makes the access ({@code System.arraycopy}), or empty
   * @param site where, as in a stack trace
   */
  default void arrayAccess(Object array, int index, boolean write, String call, String site) {}

  /**
   * Records a call on {@code object}, an object of a JDK class that is not thread-safe ({@code
   * org.richtest.NotThreadSafeClasses}), for the data-race detector: the call reads or writes the
   * object as a whole. No event and no scheduling point; the production controller ignores it.
   *
   * @param className the object's class as the program names it ({@code java.util.HashMap})
   * @param write whether the call may change the object
   * @param call the method as the calling code names it ({@code Map.put}, {@code Iterator.next})
   * @param site where, as in a stack trace
   */
  default void objectCall(
      Object object, String className, boolean write, String call, String site) {}

  /**
   * Returns whether the exploration explores the calls on objects of {@code className} (qualified,
   * one of {@code org.richtest.NotThreadSafeClasses}): then each is to be a shared-variable event on
   * the object. False for the production controller.
   */
  default boolean exploresCalls(String className) {
    return false;
  }

  /**
   * Receives one message from one of {@code ports} (the open alternatives, all received from by the
   * calling thread only): a receiving event on the caller's line whose open list is the ports. Blocks
   * until a message is chosen; FIFO per sender and port.
   *
   * @throws IllegalStateException if another thread receives from one of the ports
   */
  Received receive(java.util.List<? extends PortObject> ports);

  /**
   * Declares the threads called {@code threads} interchangeable: members of symmetry group {@code
   * group}, which the symmetry reduction may treat alike. Declaring a group again adds members. A
   * run records the declaration; the production controller ignores it.
   *
   * @throws IllegalArgumentException if {@code group} is empty, or a thread is in another group
   */
  default void declareSymmetric(String group, java.util.List<String> threads) {}

  /**
   * Sets the context of the calling thread's labels: the label of each of its later calls is its
   * call site followed by {@code context}, until the next context is set ({@code ""} for none). A
   * loop can so tell its iterations apart for the symmetry reduction.
   */
  default void labelContext(String context) {}

  /**
   * Declares that the receiving thread of {@code port} does not depend on the order in which the
   * port's messages arrive; the commuting-receives reduction then reverses no race among them.
   */
  default void declareOrderInsensitive(PortObject port) {}
}
