/** Distributed mutual exclusion: Ricart and Agrawala's algorithm over asynchronous ports. */
@NullMarked
package org.richtest.examples.distributedmutex;

import org.jspecify.annotations.NullMarked;
