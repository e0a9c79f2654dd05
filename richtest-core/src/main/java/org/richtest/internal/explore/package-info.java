/**
 * The explorers: {@link org.richtest.internal.explore.ReachabilityExplorer} (paper Fig. 9, history
 * free, depth-first frames), its race-bounded and sampling forms, {@link
 * org.richtest.internal.explore.ExhaustiveExplorer} (the oracle of semantics §8), and the comparison
 * strategies (context bounding, DPOR, random testing), with the probes that estimate the size of the
 * space. Depends on every other internal package; used by {@link org.richtest.RichTest}.
 */
@NullMarked
package org.richtest.internal.explore;

import org.jspecify.annotations.NullMarked;
