/**
 * Synchronization classes that record SYN-sequences during an exploration and behave as ordinary
 * blocking primitives outside one: threads, semaphores (and, as the series grows, monitors, locks,
 * ports and the {@code java.util.concurrent}-shaped drop-ins built on them).
 */
@NullMarked
package org.richtest.sync;

import org.jspecify.annotations.NullMarked;
