package org.richtest.testkit.dropin;

import java.util.List;

/**
 * The registry of drop-in kinds the generator draws from: every drop-in takes part; the ends of
 * threads, which need an option, in programs of their own ({@link #withThreadEnds}).
 */
public final class DropInKinds {

  private static final List<DropInKind> ALL =
      List.of(
          new QueueKind(),
          new SemaphoreKind(),
          new LatchKind(),
          new LockKind(),
          new AtomicKind(),
          new MapKind(),
          new ObjectMonitorKind(),
          new BarrierKind(),
          new SynchronousQueueKind(),
          new ReadWriteLockKind(),
          new ExecutorKind(),
          new CompletableFutureKind(),
          new VariableKind(),
          new SynchronizerKind(),
          new InterruptKind(),
          new CollectionKind(),
          new StampedLockKind(),
          new PhaserKind(),
          new ExchangerKind(),
          new ParkKind(),
          new ScheduledKind(),
          new TimerKind(),
          new AdderKind(),
          new AtomicArrayKind(),
          new TimedWaitLoopKind(),
          new SpinKind());

  private DropInKinds() {}

  /** Returns every kind. */
  public static List<DropInKind> all() {
    return ALL;
  }

  /** Returns the kinds that are not shared variables: synchronization objects only. */
  public static List<DropInKind> withoutSharedVariables() {
    return ALL.stream().filter(kind -> !kind.isSharedVariable()).toList();
  }

  /**
   * Returns the kinds whose operations wait interruptibly, with interrupts drawn as often as all of
   * them together: programs in which interrupts meet waits.
   */
  public static List<DropInKind> withInterrupts() {
    List<DropInKind> kinds = new java.util.ArrayList<>(List.of(
        new QueueKind(), new SemaphoreKind(), new LatchKind(), new LockKind(),
        new ObjectMonitorKind(), new BarrierKind(), new SynchronousQueueKind(),
        new ReadWriteLockKind()));
    InterruptKind interrupts = new InterruptKind();
    for (int i = kinds.size(); i > 0; i--) {
      kinds.add(interrupts);
    }
    return List.copyOf(kinds);
  }

  /**
   * Returns the kinds modelled last (parks, delays, adders, atomic arrays, timed-wait loops), so
   * that programs of them alone meet each other often.
   */
  public static List<DropInKind> lateConstructs() {
    return List.of(new ParkKind(), new ScheduledKind(), new TimerKind(), new AdderKind(),
        new AtomicArrayKind(), new TimedWaitLoopKind());
  }

  /**
   * Returns the kinds of programs that ask whether threads are alive and join them, among waits
   * those ends can race with; such programs need {@code withThreadEnds(true)}.
   */
  public static List<DropInKind> withThreadEnds() {
    ThreadEndKind ends = new ThreadEndKind();
    return List.of(ends, ends, new SemaphoreKind(), new LatchKind(), new ParkKind(),
        new TimedWaitLoopKind(), new AtomicKind());
  }

  /**
   * Returns the kinds of programs whose threads join each other and are interrupted, among waits
   * the interrupts and ends can race with: joins as interruption points (docs/decisions.md,
   * "Interruption"); such programs need {@code withThreadEnds(true)} and {@code
   * withInterrupts(true)} where they are not started over.
   */
  public static List<DropInKind> withInterruptedJoins() {
    ThreadEndKind ends = new ThreadEndKind();
    InterruptKind interrupts = new InterruptKind();
    return List.of(ends, ends, interrupts, interrupts, new SemaphoreKind(), new LatchKind());
  }

  /**
   * Returns the kinds of programs whose threads join each other with timeouts, in loops too, and
   * are interrupted, among waits the timeouts, interrupts and ends can race with (docs/decisions.md,
   * "Timed joins"); such programs need {@code withThreadEnds(true)} and {@code
   * withInterrupts(true)} where they are not started over.
   */
  public static List<DropInKind> withTimedJoins() {
    ThreadEndKind joins = ThreadEndKind.timedJoins();
    return List.of(joins, joins, new InterruptKind(), new SemaphoreKind());
  }

  /**
   * Returns the kinds of spin loops (docs/decisions.md, "Spin loops") with the atomics and
   * the shared variables their writes and reads meet.
   */
  public static List<DropInKind> withSpins() {
    SpinKind spins = new SpinKind();
    return List.of(spins, spins, new AtomicKind(), new VariableKind());
  }

  /**
   * Returns the kinds of flags polled around timed parks and timed queue polls, with the atomics
   * (docs/decisions.md, "Spin loops"). Not among {@link #all()}, whose seeds' programs stay as they
   * were.
   */
  public static List<DropInKind> withTimedSpins() {
    TimedSpinKind spins = new TimedSpinKind();
    return List.of(spins, spins, new AtomicKind());
  }

  /**
   * Returns the kinds of timed retry loops, on queues and lock conditions and on monitors, with
   * interrupts among them: loops on one object that end only by timing out (docs/decisions.md,
   * "Timed operations"). Not among {@link #all()}, whose seeds' programs stay as they were.
   */
  public static List<DropInKind> timedLoops() {
    TimedLoopKind loops = new TimedLoopKind();
    return List.of(loops, loops, new TimedWaitLoopKind(), new InterruptKind());
  }

  /**
   * Returns the kinds of timed retry loops on the objects that wait by registration, with their
   * partners (docs/decisions.md, "Timed operations"). Not among {@link #all()} either.
   */
  public static List<DropInKind> registrationLoops() {
    RegistrationLoopKind loops = new RegistrationLoopKind();
    return List.of(loops, loops, new InterruptKind());
  }

  /**
   * Returns the kinds of tagged references (stamped and markable) and adders of doubles, which
   * came after the seeds of {@link #all()} were fixed. Not among {@link #all()} either. (Trees of
   * counted completers have a generator of their own, {@code CountedCompleterKind.program}: one
   * tree per program, within the oracle's reach.)
   */
  public static List<DropInKind> taggedReferencesAndDoubleAdders() {
    TaggedReferenceKind tagged = new TaggedReferenceKind();
    return List.of(tagged, tagged, new AdderKind(true));
  }

  /** Returns the kinds that have a lock-based reference implementation. */
  public static List<DropInKind> withReference() {
    return ALL.stream().filter(DropInKind::hasReference).toList();
  }
}
