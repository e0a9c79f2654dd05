/**
 * Not API: what stands behind the {@code java.util.concurrent} drop-ins of {@link
 * org.richtest.sync.concurrent}, which may change in any release. Each drop-in there is a façade
 * that chooses, when it is created, one of two sides implementing the same interface ({@code
 * SemaphoreOperations}, {@code QueueOperations}, ...): outside an exploration the real JDK object
 * ({@code Jdk*}: the JDK class extended to implement the interface, or a class forwarding to it),
 * under one the modelled line of the run ({@code Modelled*}, a {@link
 * org.richtest.spi.SyncObject} whose open list is computed from its state); here too are the
 * models' helpers: waiting by registration ({@code Registration}), the read-write lock's queue,
 * lock conditions, dependent stages of futures. The classes here are public only where a façade in
 * the other package needs them.
 */
@NullMarked
package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.NullMarked;
