/** How the examples' {@code main} starts and joins its threads, shared by every example package. */
@NullMarked
package org.richtest.examples.threads;

import org.jspecify.annotations.NullMarked;
