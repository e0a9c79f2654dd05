/**
 * The service provider interface that synchronization classes are written against. A primitive is a
 * {@link org.richtest.spi.SyncObject} state machine; a {@link org.richtest.spi.Controller} drives
 * it: the engine's controller during an exploration, the production controller (ordinary blocking)
 * outside one. Primitives depend on this package only, never on the engine. For engines that spread
 * an exploration over several JVMs, {@link org.richtest.spi.WorkItemRunner} explores parts of it,
 * {@link org.richtest.spi.WorkItem}s, into {@link org.richtest.spi.WorkResult}s.
 */
@NullMarked
package org.richtest.spi;

import org.jspecify.annotations.NullMarked;
