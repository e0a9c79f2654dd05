/**
 * The service provider interface that synchronization classes are written against. A primitive is a
 * {@link org.richtest.spi.SyncObject} state machine; a {@link org.richtest.spi.Controller} drives
 * it: the engine's controller during an exploration, the production controller (ordinary blocking)
 * outside one. Primitives depend on this package only (and the event model), never on the engine.
 */
@NullMarked
package org.richtest.spi;

import org.jspecify.annotations.NullMarked;
