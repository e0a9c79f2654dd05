/**
 * Drop-ins for {@code java.util.concurrent} classes, built only on the modelled {@link
 * org.richtest.sync.ReentrantLock} and its conditions: a {@link
 * org.richtest.sync.concurrent.Semaphore}, a {@link org.richtest.sync.concurrent.CountDownLatch}
 * and two {@link java.util.concurrent.BlockingQueue}s. Because every decision of a drop-in is taken
 * while holding that lock, an exploration covers each drop-in with the lock's signal-and-continue
 * monitor semantics and no theory of its own; outside an exploration each behaves like its JDK twin
 * for real threads. What cannot be reduced to lock entries (timeouts, fairness, interruption) is
 * not modelled and is either rejected with {@link java.lang.UnsupportedOperationException} or
 * documented as such.
 */
@NullMarked
package org.richtest.sync.concurrent;

import org.jspecify.annotations.NullMarked;
