package org.richtest.testkit.dropin;

import java.util.List;

/** The registry of drop-in kinds the generator draws from: every drop-in takes part. */
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
          new ExchangerKind());

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

  /** Returns the kinds that have a lock-based reference implementation. */
  public static List<DropInKind> withReference() {
    return ALL.stream().filter(DropInKind::hasReference).toList();
  }
}
