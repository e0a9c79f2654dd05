/**
 * The front door: {@link org.richtest.RichTest#explore(Program)} runs a program under control again
 * and again until every partially-ordered SYN-sequence it can exercise has been exercised exactly once.
 */
@NullMarked
package org.richtest;

import org.jspecify.annotations.NullMarked;
