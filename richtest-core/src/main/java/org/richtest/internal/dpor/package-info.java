/**
 * Stateless dynamic partial-order reduction (Flanagan &amp; Godefroid, POPL 2005, as in inspect) over
 * the controlled runtime's decisions, with backtrack and sleep sets: the search's path of states
 * and the race analysis that adds backtrack points after each run. Depends on {@code
 * internal.schedule} and {@code internal.race}; used by {@code internal.explore}.
 */
@NullMarked
package org.richtest.internal.dpor;

import org.jspecify.annotations.NullMarked;
