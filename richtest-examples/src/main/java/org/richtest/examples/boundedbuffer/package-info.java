/** Bounded-buffer programs (Carver &amp; Tai), one per synchronization construct. */
@NullMarked
package org.richtest.examples.boundedbuffer;

import org.jspecify.annotations.NullMarked;
