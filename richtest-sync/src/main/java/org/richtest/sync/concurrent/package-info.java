/**
 * Drop-ins for {@code java.util.concurrent}: classes with the JDK's names and public signatures
 * (implementing the JDK's interfaces where there is one), each a synchronization object of its own
 * under an exploration — a line, an open list computed from its state and one event per JDK
 * operation, named by the JDK method — as the paper models a semaphore. Operations that wait are
 * either not open until they can complete (a {@code take} on an empty queue) or wait by
 * registration ({@link org.richtest.sync.concurrent.CyclicBarrier}, {@link
 * org.richtest.sync.concurrent.SynchronousQueue}, {@link
 * org.richtest.sync.concurrent.ReentrantReadWriteLock}, {@link
 * org.richtest.sync.concurrent.StampedLock}, {@link org.richtest.sync.concurrent.Phaser}, {@link
 * org.richtest.sync.concurrent.Exchanger}); timed
 * operations have both outcomes explored; executors run their tasks on logical threads; the atomics are shared variables, whose
 * reads take the latest write without consuming it. Outside an exploration each class is the real
 * JDK object, so the same code runs in production: a drop-in decides which when it is created and
 * forwards every method to that side (the sides and the models are in {@code
 * org.richtest.sync.internal.concurrent}, which is not API). What is not modelled (fairness,
 * queries about waiting threads) is rejected with an
 * {@link java.lang.UnsupportedOperationException} that names what to use instead.
 * {@link org.richtest.sync.concurrent.ObjectMonitor} is the monitor of a plain object, for the
 * RichTest agent.
 */
@NullMarked
package org.richtest.sync.concurrent;

import org.jspecify.annotations.NullMarked;
