/** Dining philosophers: a starvation-free SU monitor, and semaphores that deadlock. */
@NullMarked
package org.richtest.examples.diningphilosophers;

import org.jspecify.annotations.NullMarked;
