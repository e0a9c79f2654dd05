/**
 * Seeded random programs over the {@code java.util.concurrent} drop-ins: a {@link
 * org.richtest.testkit.dropin.DropInKind} per drop-in (registered in {@link
 * org.richtest.testkit.dropin.DropInKinds}), the generator and its shrinker, and the observable
 * outcomes by which the native drop-ins are compared with the lock-based reference model.
 *
 * <p>Which kind draws each public drop-in of {@code richtest-sync} and each construct of the
 * agent's model (keep this list whole when a drop-in or a kind is added):
 *
 * <ul>
 *   <li>{@code ArrayBlockingQueue}, {@code LinkedBlockingQueue}: {@code QueueKind}; timed polls in
 *       loops: {@code TimedLoopKind}.
 *   <li>{@code SynchronousQueue}: {@code SynchronousQueueKind}; timed, {@code
 *       RegistrationLoopKind}.
 *   <li>{@code ConcurrentLinkedQueue}, {@code ConcurrentLinkedDeque}, {@code
 *       ConcurrentSkipListMap}, {@code ConcurrentSkipListSet}, {@code CopyOnWriteArrayList}, {@code
 *       CopyOnWriteArraySet}: {@code CollectionKind}. {@code ConcurrentHashMap}: {@code MapKind}.
 *   <li>{@code Semaphore}: {@code SemaphoreKind}. {@code CountDownLatch}: {@code LatchKind}. {@code
 *       CyclicBarrier}: {@code BarrierKind}.
 *   <li>{@code Phaser} (alone and tiered): {@code PhaserKind}; {@code Exchanger}: {@code
 *       ExchangerKind}; both timed, with {@code ReentrantReadWriteLock}: {@code
 *       RegistrationLoopKind}.
 *   <li>{@code ReentrantLock} and its conditions: {@code LockKind}, {@code TimedLoopKind}. {@code
 *       ReentrantReadWriteLock}: {@code ReadWriteLockKind}. {@code StampedLock}: {@code
 *       StampedLockKind}. {@code AbstractQueuedSynchronizer} and its conditions: {@code
 *       SynchronizerKind}.
 *   <li>{@code AtomicInteger}, {@code AtomicLong}, {@code AtomicBoolean}, {@code AtomicReference}:
 *       {@code AtomicKind}, spin loops on them {@code SpinKind}. The atomic arrays: {@code
 *       AtomicArrayKind}. {@code AtomicStampedReference}, {@code AtomicMarkableReference}: {@code
 *       TaggedReferenceKind}. {@code LongAdder}, {@code LongAccumulator}, {@code DoubleAdder},
 *       {@code DoubleAccumulator}: {@code AdderKind}.
 *   <li>{@code Executors}, {@code ThreadPoolExecutor} (with the {@code FutureTask}s it hands out):
 *       {@code ExecutorKind}. {@code ScheduledThreadPoolExecutor}: {@code ScheduledKind}. {@code
 *       Timer}: {@code TimerKind}. {@code CompletableFuture}: {@code CompletableFutureKind}.
 *   <li>{@code ForkJoinPool}, {@code ForkJoinTask}, {@code RecursiveTask}: {@code ForkJoinKind};
 *       {@code CountedCompleter}: {@code CountedCompleterKind}, trees of its own generator.
 *   <li>The agent's model: {@code synchronized}, {@code wait}, {@code notify} ({@code
 *       ObjectMonitor}): {@code ObjectMonitorKind}, timed waits in loops {@code
 *       TimedWaitLoopKind}; {@code isAlive} and joins: {@code ThreadEndKind}; interrupts: {@code
 *       InterruptKind}; {@code LockSupport} parks: {@code ParkKind}; shared fields ({@code
 *       SharedInt}, {@code SharedVariable}): {@code VariableKind}; field updaters: the agent's own
 *       {@code FieldUpdaterKind}; the clock ({@code nanoTime}, sleeps): seeded programs of their
 *       own ({@code ClockDifferentialTest}), not a kind.
 * </ul>
 *
 * <p>Not drawn by any kind: {@code RecursiveAction} and a {@code FutureTask} run by the program
 * itself (hand-written oracle tests: {@code ForkJoinLifeCycleDifferentialTest}, {@code
 * TimedDropInDifferentialTest}), {@code AbstractQueuedLongSynchronizer} ({@code
 * LongSynchronizerDifferentialTest}: the queue is {@code AbstractQueuedSynchronizer}'s, which
 * {@code SynchronizerKind} draws), and {@code ForkJoinPool.shutdownNow} (docs/decisions.md,
 * "Fork/join"; {@code ForkJoinLifeCycleDifferentialTest}).
 */
@NullMarked
package org.richtest.testkit.dropin;

import org.jspecify.annotations.NullMarked;
