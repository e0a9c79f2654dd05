/**
 * The explorers: {@link org.richtest.internal.explore.ReachabilityExplorer} (paper Fig. 9, history
 * free, depth-first frames) and {@link org.richtest.internal.explore.ExhaustiveExplorer} (the oracle of
 * semantics §8). Depends on every other internal package; used by {@link org.richtest.RichTest}.
 */
@NullMarked
package org.richtest.internal.explore;

import org.jspecify.annotations.NullMarked;
